/** The newsletter form's texts in Spanish ("usted"): the same keys as newsletter.en.ts, the type says so. */
import type { NewsletterText } from './newsletter.en';

export const es: NewsletterText = {
  intro: 'Consejos para ahorrar en su seguro, una vez al mes. Cancele la suscripción cuando quiera.',
  emailLabel: 'Correo electrónico',
  submit: 'Suscribirme',
  sending: 'Suscribiéndolo…',
  thankYouTitle: 'Ya está suscrito',
  configured: {
    title: 'Reciba nuestro boletín',
    thankYou: 'Gracias. El próximo boletín llegará a su correo a principios de mes.',
  },
};
