/** The generic form's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { GenericFormText } from './genericForm.en';

export const genericFormCatalog = lazyCatalog<GenericFormText>('genericForm', {
  en: () => import('./genericForm.en').then((m) => m.en),
  es: () => import('./genericForm.es').then((m) => m.es),
});
