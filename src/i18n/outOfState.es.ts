/** The out-of-state page's texts in Spanish ("usted"): the same keys as outOfState.en.ts, the type says so. */
import type { OutOfStateText } from './outOfState.en';

export const es: OutOfStateText = {
  yourState: 'su estado',
  redirectTitle: 'Seguro en {state}',
  countdown: {
    one: 'Lo llevaremos allí en {seconds} segundo.',
    other: 'Lo llevaremos allí en {seconds} segundos.',
  },
  announce: {
    one: 'Lo llevaremos al sitio de nuestro socio en {seconds} segundo.',
    other: 'Lo llevaremos al sitio de nuestro socio en {seconds} segundos.',
  },
  goNow: 'Ir ahora al sitio de {state}',
  stay: 'Quedarme en esta página',
  stayed: 'Usted se queda en esta página. Use el enlace cuando esté listo.',
  leaving: 'Llevándolo al sitio de {state}…',
  formTitle: 'Todavía no estamos en {state}',
  emailLabel: 'Correo electrónico',
  emailHint: 'Solo le escribiremos para avisarle cuando lleguemos a su estado.',
  emailRequired: 'Escriba su correo electrónico',
  emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.com',
  submit: 'Avísenme',
  submitting: 'Guardando su correo…',
  thankYouTitle: 'Gracias',
  continue: 'Continuar a nuestra página de inicio',
  configured: {
    redirectMessage: 'Ofrecemos seguro en {state} a través del sitio de nuestro socio.',
    formMessage: 'Todavía no ofrecemos seguro en {state}. Déjenos su correo y le avisaremos cuando lo hagamos.',
    thankYou: 'Tenemos su correo. Le escribiremos cuando ofrezcamos seguro en {state}.',
    submitFailed: 'No pudimos guardar su correo en este momento. Inténtelo de nuevo.',
  },
};
