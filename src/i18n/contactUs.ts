/**
 * The contact-us widget's texts in both languages at once (contactUs.en.ts, contactUs.es.ts), for
 * the studio, the screens descriptions and the tests. A page loads only its own language, through
 * contactUs.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type ContactUsText } from './contactUs.en';
import { es } from './contactUs.es';
import type { FlowText } from './texts';

export type { ContactUsText } from './contactUs.en';

export const contactUsText: Record<Lang, ContactUsText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const contactUsFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Contact us',
      summary: 'Four tabs, call, text, chat and visit: the agency’s phone and hours, a text, the chat, the offices.',
    },
  },
  es: {
    flow: {
      title: 'Contáctenos',
      summary: 'Cuatro pestañas, llamar, texto, chat y visitar: el teléfono y el horario de la agencia, un texto, el chat, las oficinas.',
    },
  },
};
