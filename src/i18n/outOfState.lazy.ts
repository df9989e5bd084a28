/** The out-of-state page's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { OutOfStateText } from './outOfState.en';

export const outOfStateCatalog = lazyCatalog<OutOfStateText>('outOfState', {
  en: () => import('./outOfState.en').then((m) => m.en),
  es: () => import('./outOfState.es').then((m) => m.es),
});
