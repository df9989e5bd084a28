/**
 * What the payment page shows in each state and what the user does for each event, in the
 * page's language. Read by the view model tests, the browser tests and the studio's player.
 */
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { paymentText } from '../../src/i18n/payment';
import type { FlowScreens } from '../../src/paths/screens';

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
      loadFailed: [
        { role: 'heading', name: t.loadFailed.title, focused: true },
        { role: 'button', name: t.loadFailed.retry, disabled: false },
      ],
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
      'details.gettingToken': [
        { role: 'heading', name: t.details.heading },
        { text: 'Lone Star Mutual' },
        { text: '$142.50' },
        { ...payButton, disabled: true },
      ],
      'details.readyToPay': [
        { role: 'heading', name: t.details.heading },
        { text: '$142.50' },
        { role: 'button', name: t.details.pay, disabled: false },
      ],
      'details.approved': [
        { text: t.details.approved },
        { role: 'button', name: t.details.pay, disabled: true },
      ],
      'details.leaving': [{ navigatedTo: /\/sandbox\/provider\?token=TOK-APPROVED-|[?&]token=TOK-APPROVED-/ }],
      alreadyPaid: [{ role: 'heading', name: t.alreadyPaid.title, focused: true }, noDialog],
      carrierNotAvailable: [dialog(t.configured.carrierNotAvailableTitle), { ...carrierLink('Acme Mutual'), within: inDialog }],
      tokenFailed: [dialog(t.configured.tokenFailedTitle), { text: t.configured.payAtCarrier, within: inDialog }],
      dueSoon: [dialog(t.configured.dueSoonTitle), { ...carrierLink('Lone Star Mutual'), within: inDialog }],
      pastDue: [dialog(t.configured.pastDueTitle), { ...carrierLink('Lone Star Mutual'), within: inDialog }],
      notPayable: [dialog(t.configured.noDueDateTitle), { text: 'This policy was cancelled. Please call your agent.', within: inDialog }],
      unknownError: [dialog(t.configured.unknownErrorTitle), { text: t.modal.unknownBody, within: inDialog }],
      'result.loadingResult': [{ text: t.result.loading }],
      'result.paid': [
        { role: 'heading', name: t.result.paidTitle, focused: true },
        { text: '$142.50' },
        { text: 'INV-LSM-100-PAY-0001' },
      ],
      'result.failed': [
        { role: 'heading', name: t.result.failedTitle },
        { text: 'The card was declined.' },
        carrierLink('Lone Star Mutual'),
      ],
      'result.notFound': [{ role: 'heading', name: t.result.notFoundTitle }, { text: 'We could not find that payment.' }],
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
      'load.retry': () => [{ click: { role: 'button', name: t.loadFailed.retry } }],
    },
  };
}
