/**
 * The estimate panel's texts in both languages at once (estimatePanel.en.ts, estimatePanel.es.ts),
 * for the studio, the screens descriptions and the tests. A page loads only its own language,
 * through estimatePanel.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type EstimatePanelText } from './estimatePanel.en';
import { es } from './estimatePanel.es';
import type { FlowText } from './texts';

export type { EstimatePanelText } from './estimatePanel.en';

export const estimatePanelText: Record<Lang, EstimatePanelText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const estimatePanelFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Quote estimate panel',
      summary: 'An arrow shows or hides the estimate’s rows and its active drivers and vehicles; the estimate comes from the page, or, where it gives none, is an example the visitor chooses (no figure before).',
    },
  },
  es: {
    flow: {
      title: 'Panel del estimado',
      summary: 'Una flecha muestra u oculta las filas del estimado y sus conductores y vehículos activos; el estimado viene de la página o, si no da ninguno, es un ejemplo que elige el visitante (sin cifra antes).',
    },
  },
};
