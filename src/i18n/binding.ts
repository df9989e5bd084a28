/**
 * Online binding's texts in both languages at once (binding.en.ts, binding.es.ts), for the studio,
 * the screens descriptions and the tests. A page loads only its own language, through binding.lazy.ts.
 */
import type { Lang } from '../config/lang';
import { en, type BindingText } from './binding.en';
import { es } from './binding.es';
import type { FlowText } from './texts';

export type { BindingText } from './binding.en';

export const bindingText: Record<Lang, BindingText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const bindingFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Online binding',
      summary: 'After a quote: the driver checks, contact preference, additional drivers, the underwriting questions, and the email and text codes an agent verifies.',
    },
  },
  es: {
    flow: {
      title: 'Contratación en línea',
      summary: 'Después de una cotización: la revisión del conductor, la preferencia de contacto, los conductores adicionales, las preguntas de suscripción y los códigos de correo y de texto que verifica un agente.',
    },
  },
};
