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
  // The sandbox's verification log keeps each transaction's row for the run, and the agent answers in
  // a second page: e2e/binding.spec.ts walks the page in Chromium; the generated paths go through the view in jsdom.
  browserWalk: false,
});
