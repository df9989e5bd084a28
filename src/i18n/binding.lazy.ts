/** Online binding's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { BindingText } from './binding.en';

export const bindingCatalog = lazyCatalog<BindingText>('binding', {
  en: () => import('./binding.en').then((m) => m.en),
  es: () => import('./binding.es').then((m) => m.es),
});
