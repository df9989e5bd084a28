/** The policy disclosures of the quote form in Spanish ("usted"): the same keys as quoteDisclosures.en.ts. */
import type { DisclosureTexts } from './quoteDisclosures.en';

export const es: DisclosureTexts = {
  linksLabel: 'Nuestras políticas',
  close: 'Cerrar',
  closeNamed: 'Cerrar {title}',
  policies: {
    informationDisclosure: {
      title: 'Divulgación de información',
      paragraphs: [
        'Para buscarle cotizaciones de seguro de auto, le pedimos su nombre, fecha de nacimiento, datos de contacto, dirección, datos de su licencia de conducir, vehículos y la cobertura que desea.',
        'Enviamos estos datos a las compañías de seguros con las que trabajamos para que le den un precio. Para ello, pueden consultar registros públicos, como su historial de manejo y de reclamos.',
        'Usamos su correo electrónico y su número de teléfono para enviarle sus cotizaciones y comunicarnos con usted sobre ellas. Algunos datos de su visita, como las páginas que usó, nos ayudan a mejorar este sitio.',
        'No vendemos su información. Solo la compartimos con las compañías de seguros y los proveedores de servicios que nos ayudan a darle cotizaciones, o cuando la ley lo exige.',
      ],
    },
    privacyPolicy: {
      title: 'Política de privacidad',
      paragraphs: [
        'Recopilamos lo que usted escribe en nuestros formularios y datos básicos de su dispositivo y de su visita. Los usamos para darle cotizaciones, ayudarle a comprar y administrar una póliza, y mantener seguros nuestros servicios.',
        'Ven su información nuestros agentes autorizados y nuestro personal, las compañías de seguros que le cotizan y los proveedores de servicios que trabajan para nosotros por contrato. Cada uno puede usarla solo para ese trabajo.',
        'Guardamos su información mientras usted sea nuestro cliente y el tiempo que la ley exija. La protegemos con medidas de seguridad, como conexiones cifradas.',
        'Usted puede pedirnos ver, corregir o borrar su información, o dejar de recibir mensajes de mercadeo. Llámenos o visite una de nuestras oficinas.',
      ],
    },
    smsPolicy: {
      title: 'Política de mensajes de texto (SMS)',
      paragraphs: [
        'Si usted lo acepta, le enviamos mensajes de texto sobre su cotización, su póliza y sus pagos al número de celular que nos dé. No necesita aceptar los mensajes para recibir una cotización.',
        'La cantidad de mensajes depende de lo que usted haga con nosotros. Pueden aplicarse tarifas por mensajes y datos.',
        'Para dejar de recibir mensajes de texto en cualquier momento, responda STOP. Para recibir ayuda, responda HELP o llámenos.',
        'Su número de celular y su aceptación de recibir mensajes no se venden ni se comparten con otras compañías para su mercadeo.',
      ],
    },
  },
};
