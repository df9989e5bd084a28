/**
 * The make-a-payment page's texts in both languages at once (payment.en.ts, payment.es.ts), for
 * the studio, the screens descriptions, the tests and the pages drawn at build time. A page loads
 * only its own language, through payment.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type PaymentText } from './payment.en';
import { es } from './payment.es';
import type { FlowText } from './texts';

export type { PaymentText, PaymentConfiguredText } from './payment.en';

export const paymentText: Record<Lang, PaymentText> = { en, es };

/** The flow itself, for the studio and the charts (no page shows it, so it is not in the pages' catalog). */
export const paymentFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Make a payment',
      summary: 'Bill payment without signing in: lookup, carrier details and pay button, errors, and the result after the provider.',
    },
  },
  es: {
    flow: {
      title: 'Hacer un pago',
      summary: 'Pago de facturas sin iniciar sesión: búsqueda, datos de la aseguradora y botón de pago, errores, y el resultado al volver del proveedor.',
    },
  },
};
