/** The forgot-password page's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { ForgotPasswordText } from './forgotPassword.en';

export const forgotPasswordCatalog = lazyCatalog<ForgotPasswordText>('forgotPassword', {
  en: () => import('./forgotPassword.en').then((m) => m.en),
  es: () => import('./forgotPassword.es').then((m) => m.es),
});
