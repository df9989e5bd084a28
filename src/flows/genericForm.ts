/** The generic form (site §2 "Forms and media", §5, §7, §8): judged on submit, a spam trap, a captcha, then the native submit. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'genericForm',
  widget: 'genericForm',
  page: '/auto-insurance-101/',
  tools: () => import('./genericForm.tools').then((m) => m.default),
  catalogs: () => import('../i18n/genericForm.lazy').then((m) => [m.genericFormCatalog]),
  load: () => import('../widgets/genericForm').then((m) => m.default),
});
