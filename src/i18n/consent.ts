/**
 * The consent form's texts in both languages at once (consent.en.ts, consent.es.ts), for the
 * studio, the screens descriptions and the tests. A page loads only its own language, through
 * consent.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type ConsentText } from './consent.en';
import { es } from './consent.es';
import type { FlowText } from './texts';

export type { ConsentOptionText, ConsentText } from './consent.en';

export const consentText: Record<Lang, ConsentText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const consentFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Consent form',
      summary: 'The consent customer of the link\'s id; one checkbox per consent with its policy; already consented, success or the consent error.',
    },
  },
  es: {
    flow: {
      title: 'Formulario de consentimiento',
      summary: 'El cliente del id del enlace; una casilla por consentimiento con su política; ya otorgado, éxito o el error de consentimiento.',
    },
  },
};
