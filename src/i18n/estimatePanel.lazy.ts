/** The estimate panel's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { EstimatePanelText } from './estimatePanel.en';

export const estimatePanelCatalog = lazyCatalog<EstimatePanelText>('estimatePanel', {
  en: () => import('./estimatePanel.en').then((m) => m.en),
  es: () => import('./estimatePanel.es').then((m) => m.es),
});
