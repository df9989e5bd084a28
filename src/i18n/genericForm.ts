/**
 * The generic form's texts in both languages at once (genericForm.en.ts, genericForm.es.ts), for
 * the studio, the screens descriptions and the tests. A page loads only its own language, through
 * genericForm.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type GenericFormText } from './genericForm.en';
import { es } from './genericForm.es';
import type { FlowText } from './texts';

export type { GenericFormText } from './genericForm.en';

export const genericFormText: Record<Lang, GenericFormText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const genericFormFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Generic form',
      summary: 'Every field judged on submit with its own messages, the first failing one focused; a spam trap to the error page; a captcha; then the native submit.',
    },
  },
  es: {
    flow: {
      title: 'Formulario genérico',
      summary: 'Cada campo se revisa al enviar con sus propios mensajes y el primero con error recibe el foco; una trampa de spam lleva a la página de error; un captcha; luego el envío nativo.',
    },
  },
};
