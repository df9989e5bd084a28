/**
 * What the payment page shows in each state and what the user does for each event, in the
 * page's language. Read by the view model tests, the browser tests and the studio's player.
 */
import type { PaymentContext } from '../../machines/payment.machine';
import { carrierLogoSrc, failureReason, findCarrier } from '../../machines/payment.rules';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { paymentText } from '../../src/i18n/payment';
import type { FlowScreens, Seen } from '../../src/paths/screens';
import { formatMoney } from '../../src/rules/money';

/** A value the path's answers must hold for the expectation to mean anything. */
function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`payment screens: the path's answers hold no ${what}`);
  return value;
}

type Answer<K extends keyof PaymentContext> = NonNullable<PaymentContext[K]>;

/** The sandbox's answers so far, as the path model gives them (never literals of this file). */
const answers = (seen: Seen) => ({
  lookup: () => seen.done<Answer<'lookup'>>('lookup'),
  /** The carrier list, or none when it did not load (the lookup runs without it). */
  carriers: (): PaymentContext['carriers'] => {
    try {
      return seen.done<PaymentContext['carriers']>('loadCarriers');
    } catch {
      return [];
    }
  },
  /** The carrier that matches the company looked up, if any. */
  carrier: () => findCarrier(answers(seen).carriers(), seen.done<Answer<'lookup'>>('lookup').company),
  /** The carrier name the page shows: the matching carrier's, else the company looked up. */
  carrierName: () => answers(seen).carrier()?.carrierName ?? seen.done<Answer<'lookup'>>('lookup').company,
  token: () => seen.done<Answer<'payment'>>('getToken'),
  result: () => seen.done<Answer<'result'>>('loadResult'),
});

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function paymentScreens(lang: Lang): FlowScreens {
  const t = paymentText[lang];
  const dialog = (name: string) => ({ role: 'dialog', name });
  const inDialog = { role: 'dialog' };
  const noDialog = { role: 'dialog', absent: true };
  const payButton = { role: 'button', name: new RegExp(`^(${esc(t.details.pay)}|${esc(t.details.preparing)}|${esc(t.details.leaving)})$`) };
  const carrierLink = (carrier: string) => ({ role: 'link', name: fill(t.modal.payAtCarrierLink, { carrier }), href: /^https:\/\// });
  return {
    transient: ['loadingCarriers', 'lookingUp', 'details.gettingToken', 'details.leaving', 'result.loadingResult'],
    states: {
      loadingCarriers: [{ text: t.loading }],
      editing: [
        { role: 'textbox', name: t.form.policyNumber },
        { role: 'textbox', name: t.form.email },
        { role: 'textbox', name: t.form.phone },
        { role: 'textbox', name: t.form.month, within: { role: 'group', name: t.form.dob } },
        { role: 'textbox', name: t.form.day, within: { role: 'group', name: t.form.dob } },
        { role: 'textbox', name: t.form.year, within: { role: 'group', name: t.form.dob } },
        { role: 'button', name: t.form.submit, busy: false },
        noDialog,
      ],
      lookingUp: [{ role: 'button', name: new RegExp(esc(t.form.submitting)), busy: true, disabled: true }],
      'details.gettingToken': (seen) => [
        { role: 'heading', name: t.details.heading },
        // site-3.9: the carrier's logo with its name as text alternative, else the name.
        carrierLogoSrc(answers(seen).carrier())
          ? { role: 'img', name: answers(seen).carrierName() }
          : { text: answers(seen).carrierName() },
        { text: formatMoney(must(answers(seen).lookup().monthlyPayment, 'monthly payment'), lang) },
        { ...payButton, disabled: true },
      ],
      'details.readyToPay': (seen) => [
        { role: 'heading', name: t.details.heading },
        { text: formatMoney(must(answers(seen).lookup().monthlyPayment, 'monthly payment'), lang) },
        { role: 'button', name: t.details.pay, disabled: false },
      ],
      'details.approved': [
        { text: t.details.approved },
        { role: 'button', name: t.details.pay, disabled: true },
      ],
      'details.leaving': (seen) => [{ navigatedTo: new RegExp(`[?&]token=${esc(must(answers(seen).token().token, 'payment token'))}(&|$)`) }],
      alreadyPaid: [{ role: 'heading', name: t.alreadyPaid.title, focused: true }, noDialog],
      'errorModal.carrierNotAvailable': (seen) => [
        dialog(t.configured.carrierNotAvailableTitle),
        { ...carrierLink(answers(seen).carrierName()), within: inDialog },
      ],
      'errorModal.tokenFailed': [dialog(t.configured.tokenFailedTitle), { text: t.configured.payAtCarrier, within: inDialog }],
      'errorModal.dueSoon': (seen) => [dialog(t.configured.dueSoonTitle), { ...carrierLink(answers(seen).carrierName()), within: inDialog }],
      'errorModal.pastDue': (seen) => [dialog(t.configured.pastDueTitle), { ...carrierLink(answers(seen).carrierName()), within: inDialog }],
      'errorModal.notPayable': (seen) => [dialog(t.configured.noDueDateTitle), { text: must(answers(seen).lookup().message, 'lookup message'), within: inDialog }],
      'errorModal.unknownError': [dialog(t.configured.unknownErrorTitle), { text: t.modal.unknownBody, within: inDialog }],
      'result.loadingResult': [{ text: t.result.loading }],
      'result.known.paid': (seen) => {
        const detail = must(answers(seen).result().customerPayment?.paymentDetails[0], 'payment detail');
        return [
          { role: 'heading', name: t.result.paidTitle, focused: true },
          { text: formatMoney(must(detail.amount, 'amount'), lang) },
          { text: must(detail.invoiceId, 'invoice id') },
        ];
      },
      'result.known.failed': (seen) => {
        const payment = must(answers(seen).result().customerPayment, 'customer payment');
        return [
          { role: 'heading', name: t.result.failedTitle },
          // The provider's message is never shown (it is in one language): the catalog's words for it.
          ...(failureReason(payment.paymentDetails[0]) === 'declined' ? [{ text: t.result.failedDeclined }] : []),
          { text: must(payment.paymentDetails[0]?.resultMessage, 'result message'), absent: true },
          // The carrier's pay link comes from the carrier list; without the list there is none.
          findCarrier(answers(seen).carriers(), payment.carrierName)
            ? carrierLink(must(payment.carrierName, 'carrier name'))
            : { text: t.modal.noLink },
        ];
      },
      'result.known.noDetails': [
        { role: 'heading', name: t.result.noDetailsTitle, focused: true },
        { text: t.result.noDetailsLead },
        { text: t.result.failedLead, absent: true },
        { text: t.result.paidLead, absent: true },
      ],
      'result.known.notFound': [{ role: 'heading', name: t.result.notFoundTitle }, { text: t.result.notFoundLead }],
      'result.loadError': [{ role: 'heading', name: t.result.errorTitle }],
    },
    actions: {
      'form.submit': (event, fields) => {
        const v = 'values' in event ? (event.values as { policyNumber: string; email: string; phone: string; dob: Record<string, string> }) : null;
        if (!v) throw new Error('form.submit without values');
        return [
          { fill: { role: 'textbox', name: t.form.policyNumber }, value: fields.policyNumber ?? v.policyNumber },
          { fill: { role: 'textbox', name: t.form.email }, value: v.email },
          { fill: { role: 'textbox', name: t.form.phone }, value: v.phone },
          { fill: { role: 'textbox', name: t.form.month }, value: v.dob.month ?? '' },
          { fill: { role: 'textbox', name: t.form.day }, value: v.dob.day ?? '' },
          { fill: { role: 'textbox', name: t.form.year }, value: v.dob.year ?? '' },
          { click: { role: 'button', name: t.form.submit } },
        ];
      },
      'pay.start': () => [{ click: { role: 'button', name: t.details.pay } }],
      'modal.close': () => [{ click: { role: 'button', name: t.modal.close, within: inDialog, nth: -1 } }],
      'form.restart': () => [
        {
          click: {
            role: 'button',
            name: new RegExp(`^(${esc(t.details.another)}|${esc(t.alreadyPaid.another)}|${esc(t.result.another)})$`),
          },
        },
      ],
      'load.retry': () => [{ click: { role: 'button', name: t.result.retry } }],
    },
  };
}
