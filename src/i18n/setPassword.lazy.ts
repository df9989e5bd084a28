/** The set-new-password page's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { SetPasswordText } from './setPassword.en';

export const setPasswordCatalog = lazyCatalog<SetPasswordText>('setPassword', {
  en: () => import('./setPassword.en').then((m) => m.en),
  es: () => import('./setPassword.es').then((m) => m.es),
});
