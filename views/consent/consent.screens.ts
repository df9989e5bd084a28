/** What the consent form shows in each state and what the user does, in the page's language. */
import type { ConsentContext } from '../../machines/consent.machine';
import { customerName } from '../../machines/consent.rules';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { consentText } from '../../src/i18n/consent';
import type { FlowScreens, Seen } from '../../src/paths/screens';
import { consentCheckboxes } from './consentOptions';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function consentScreens(lang: Lang): FlowScreens {
  const t = consentText[lang];
  // The page's default consents (no checkboxoptions configured).
  const boxes = consentCheckboxes(t, undefined);
  const greeting = (seen: Seen) => ({ role: 'heading', name: fill(t.greeting, { name: customerName(seen.done<ConsentContext['customer']>('loadConsent')) }) });
  const checkbox = (label: string) => ({ role: 'checkbox', name: label });
  const submit = { role: 'button', name: t.submit };
  const theForm = (seen: Seen) => [
    greeting(seen),
    ...boxes.map((b) => checkbox(b.label)),
    // portal-2.6: each checkbox has its button that opens its policy.
    ...boxes.map((b) => ({ role: 'button', name: b.readLabel })),
  ];
  const outcome = (title: string, message: string) => [{ role: 'heading', name: title, focused: true }, { text: message }];
  return {
    transient: ['opening', 'loading', 'form.submitting'],
    states: {
      opening: [],
      loading: [{ text: t.loading }],
      'form.editing': (seen) => [...theForm(seen), { ...submit, busy: false }, { role: 'alert', absent: true }],
      'form.submitting': [{ role: 'button', name: new RegExp(esc(t.submitting)), busy: true }],
      'form.submitError': (seen) => [...theForm(seen), { role: 'alert' }, { text: t.configured.consentError }, submit],
      // portal-4.16: success with the boxes and the button disabled.
      consentSuccess: [
        ...outcome(t.successTitle, t.configured.consentSuccess),
        ...boxes.map((b) => ({ ...checkbox(b.label), disabled: true })),
        { ...submit, disabled: true },
      ],
      alreadyConsented: [...outcome(t.alreadyTitle, t.configured.alreadyConsented), { role: 'checkbox', absent: true }],
      'consentError.failed': [...outcome(t.errorTitle, t.configured.consentError), { role: 'button', name: t.retry }, { role: 'checkbox', absent: true }],
      'consentError.invalidLink': [
        ...outcome(t.errorTitle, t.configured.consentError),
        { role: 'button', name: t.retry, absent: true },
        { role: 'checkbox', absent: true },
      ],
    },
    actions: {
      // The boxes are unticked whenever the form is shown to a submit (a new form after each load).
      'form.submit': () => [...boxes.map((b) => ({ click: checkbox(b.label) })), { click: submit }],
      'form.retry': () => [{ click: submit }],
      'load.retry': () => [{ click: { role: 'button', name: t.retry } }],
    },
  };
}
