/** The consent form's texts in Spanish ("usted"): the same keys as consent.en.ts, the type says so. */
import type { ConsentText } from './consent.en';

export const es: ConsentText = {
  loading: 'Cargando su formulario de consentimiento…',
  greeting: 'Hola, {name}',
  greetingNoName: 'Hola',
  legend: 'Su consentimiento',
  readPolicy: 'Leer: {title}',
  required: 'Marque la casilla para aceptar: {title}',
  fixErrors: 'Marque todas las casillas para dar su consentimiento.',
  submit: 'Dar mi consentimiento',
  submitting: 'Enviando su consentimiento…',
  successTitle: 'Gracias',
  alreadyTitle: 'Consentimiento ya otorgado',
  errorTitle: 'No pudimos abrir su formulario de consentimiento',
  retry: 'Intentar de nuevo',
  defaultTitle: 'política',
  consents: {
    privacy: {
      label: 'He leído y acepto la Política de Privacidad.',
      title: 'Política de Privacidad',
      policy: [
        'Recopilamos su nombre, su correo electrónico y su número de teléfono para administrar su seguro y responder a sus solicitudes.',
        'Solo los compartimos con las aseguradoras y los proveedores que nos ayudan a atenderlo, y nunca los vendemos.',
        'Puede pedirnos en cualquier momento una copia de sus datos, o que los corrijamos o eliminemos, escribiendo a privacy@bluebonnet.example.',
      ].join('\n\n'),
    },
    marketing: {
      label: 'Acepto recibir ofertas y recordatorios por correo electrónico, mensaje de texto y teléfono.',
      title: 'Consentimiento de comunicaciones de mercadeo',
      policy: [
        'Al marcar esta casilla, usted acepta que lo contactemos por correo electrónico, mensaje de texto y teléfono, incluidas llamadas y mensajes automatizados, sobre ofertas de seguro, renovaciones y recordatorios.',
        'El consentimiento no es una condición de compra. Pueden aplicarse tarifas de mensajes y datos. Responda STOP a cualquier mensaje de texto, o escríbanos, para dejar de recibirlos en cualquier momento.',
      ].join('\n\n'),
    },
  },
  configured: {
    consentError: 'Algo salió mal con su formulario de consentimiento. Inténtelo más tarde o llámenos.',
    alreadyConsented: 'Usted ya dio su consentimiento. No hay nada más que hacer.',
    consentSuccess: 'Su consentimiento quedó registrado. Puede cerrar esta página.',
  },
};
