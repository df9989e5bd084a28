/** The sign-in form's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { SignInText } from './signIn.en';

export const signInCatalog = lazyCatalog<SignInText>('signIn', {
  en: () => import('./signIn.en').then((m) => m.en),
  es: () => import('./signIn.es').then((m) => m.es),
});
