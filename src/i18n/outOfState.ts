/**
 * The out-of-state page's texts in both languages at once (outOfState.en.ts, outOfState.es.ts),
 * for the studio, the screens descriptions and the tests. A page loads only its own language,
 * through outOfState.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type OutOfStateText } from './outOfState.en';
import { es } from './outOfState.es';
import type { FlowText } from './texts';

export type { OutOfStateText } from './outOfState.en';

export const outOfStateText: Record<Lang, OutOfStateText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const outOfStateFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Out of state',
      summary: 'The state of the address or the stored one: a timed redirect to its state link, or the email form posted to its own action.',
    },
  },
  es: {
    flow: {
      title: 'Fuera del estado',
      summary: 'El estado de la dirección o el guardado: una redirección con cuenta regresiva a su enlace, o el formulario de correo enviado a su propia acción.',
    },
  },
};
