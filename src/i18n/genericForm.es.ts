/** The generic form's texts in Spanish ("usted"): the same keys as genericForm.en.ts, the type says so. */
import type { GenericFormText } from './genericForm.en';

export const es: GenericFormText = {
  intro: 'Un agente le responde por correo o por teléfono en un día hábil.',
  optional: '(opcional)',
  sending: 'Enviando su pregunta…',
  captchaLegend: 'Verificación de seguridad',
  captchaStandIn: 'No soy un robot',
  trapLabel: 'Deje este campo vacío',
  thankYouTitle: 'Gracias',
  another: 'Hacer otra pregunta',
  defaults: {
    required: 'Complete “{label}”.',
    constraint: '“{label}” no tiene el formato esperado.',
    checkboxRequired: 'Marque “{label}” para continuar.',
  },
  configured: {
    title: 'Pregúntele a un agente',
    submit: 'Enviar mi pregunta',
    captchaMessage: 'Confirme que no es un robot.',
    thankYou: 'Recibimos su pregunta. Un agente le responderá en un día hábil.',
  },
  fields: [
    {
      name: 'fullName',
      label: 'Su nombre',
      kind: 'text',
      required: true,
      pattern: "[\\p{L}][\\p{L} .'-]{0,59}",
      requiredMessage: 'Escriba su nombre.',
      constraintMessage: 'Escriba su nombre solo con letras, espacios, guiones o apóstrofos.',
    },
    {
      name: 'email',
      label: 'Correo electrónico',
      kind: 'email',
      required: true,
      requiredMessage: 'Escriba su correo electrónico.',
      constraintMessage: 'Escriba un correo electrónico como nombre@ejemplo.com.',
    },
    {
      name: 'phone',
      label: 'Teléfono',
      kind: 'tel',
      required: false,
      pattern: '\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}',
      hint: 'Solo si desea que lo llamemos.',
      constraintMessage: 'Escriba un teléfono de 10 dígitos, como 512-555-0100.',
    },
    {
      name: 'question',
      label: 'Su pregunta',
      kind: 'textarea',
      required: true,
      requiredMessage: 'Cuéntenos qué desea preguntar.',
    },
    { name: 'textUpdates', label: 'Envíenme un mensaje de texto cuando respondan mi pregunta', kind: 'checkbox', required: false },
    {
      name: 'agree',
      label: 'Acepto que me contacten sobre mi pregunta',
      kind: 'checkbox',
      required: true,
      requiredMessage: 'Marque la casilla para que podamos contactarlo.',
    },
  ],
};
