/** Text of the site's popups on a Spanish page: the language popup offers English, in English (sitePopups.en.ts). */
import type { SitePopupsText } from './sitePopups.en';

export const es: SitePopupsText = {
  language: {
    lang: 'en',
    title: 'Would you like to see the site in English?',
    text: 'We have this same page in English.',
    switchTo: 'View in English',
    stay: 'Stay in Spanish',
    close: 'Close',
  },
  idle: {
    close: 'Cerrar',
    keepBrowsing: 'Seguir navegando',
  },
  configured: {
    idleTitle: '¿Todavía lo está pensando?',
    idleText: 'Una cotización toma unos minutos y no lo compromete a nada. Estamos aquí para ayudarle.',
    idleLinkText: 'Obtener mi cotización gratis',
  },
};
