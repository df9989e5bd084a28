/**
 * The payment and e-sign page's texts in both languages at once (esign.en.ts, esign.es.ts), for the
 * studio, the screens descriptions and the tests. A page loads only its own language, through esign.lazy.ts.
 */
import type { Lang } from '../config/lang';
import { en, type EsignText } from './esign.en';
import { es } from './esign.es';
import type { FlowText } from './texts';

export type { EsignText } from './esign.en';

export const esignText: Record<Lang, EsignText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const esignFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Payment and e-sign',
      summary: 'After binding: the buy-now status decides the step; the policy details, the check of the answers, the payment, e-signature in an overlay, and the sold policy with its documents.',
    },
  },
  es: {
    flow: {
      title: 'Pago y firma electrónica',
      summary: 'Después de la contratación: el estado de la compra decide el paso; los detalles de la póliza, la revisión de las respuestas, el pago, la firma electrónica en una ventana superpuesta y la póliza vendida con sus documentos.',
    },
  },
};
