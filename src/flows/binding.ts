/**
 * Online binding after a quote (spec 002, issue 33; portal-2.9, portal-2.10): `/bind/?transactionId=&rateQuoteId=`,
 * the driver check, contact preference, additional drivers, the underwriting questions and contact
 * verification answered by an agent.
 */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'binding',
  widget: 'binding',
  page: '/bind/',
  tools: () => import('./binding.tools').then((m) => m.default),
  catalogs: () => import('../i18n/binding.lazy').then((m) => [m.bindingCatalog]),
  load: () => import('../widgets/binding').then((m) => m.default),
});
