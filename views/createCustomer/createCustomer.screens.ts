/**
 * What the create-customer page shows in each state and what the user does for each event, in
 * the page's language. Read by the view model tests, the browser tests and the studio's player.
 */
import type { Lang } from '../../src/config/lang';
import { createCustomerText } from '../../src/i18n/createCustomer';
import { formText } from '../../src/i18n/form';
import type { FlowScreens, Seen } from '../../src/paths/screens';

/** A value the path's answers must hold for the expectation to mean anything. */
function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`createCustomer screens: the path's answers hold no ${what}`);
  return value;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the screens read of a ZIP lookup's answer. */
interface LookupAnswer {
  addresses: Array<{ city: string; state: string }>;
}

/** The address the last lookup answered (the sandbox's, as the path model gives it). */
const lookedUp = (seen: Seen) => must(seen.done<LookupAnswer>('lookupZip').addresses[0], 'address');

interface SubmittedValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: { month: string; day: string; year: string };
  zip: string;
  city: string;
  state: string;
}

function submitted(event: { type: string }): SubmittedValues {
  if (!('values' in event)) throw new Error('form.submit without values');
  return event.values as SubmittedValues;
}

export function createCustomerScreens(lang: Lang): FlowScreens {
  const t = createCustomerText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  const box = (name: string) => ({ role: 'textbox', name });
  const dobPart = (name: string) => ({ role: 'textbox', name, within: { role: 'group', name: t.form.dob } });
  const zipBox = box(t.form.zip);
  const stateSelect = { role: 'combobox', name: t.form.state };
  const failure = { role: 'alert', name: t.failedTitle };
  const submit = { role: 'button', name: t.form.submit };
  const { month, day, year } = formText[lang];
  return {
    transient: ['editing.zip.lookingUp', 'submitting.gettingToken', 'submitting.creating', 'created'],
    states: {
      'editing.submit.ready': [
        box(t.form.firstName),
        box(t.form.lastName),
        box(t.form.email),
        box(t.form.phone),
        dobPart(month),
        dobPart(day),
        dobPart(year),
        zipBox,
        box(t.form.city),
        stateSelect,
        { ...submit, busy: false },
        { ...failure, absent: true },
      ],
      // portal-8.2, portal-4.17: the server's message (the default one is not shown), the form usable again.
      'editing.submit.failedWithMessage': [failure, { text: t.configured.createFailed, absent: true }, { ...submit, busy: false }, zipBox],
      'editing.submit.failed': [failure, { text: t.configured.createFailed, within: failure }, { ...submit, busy: false }, zipBox],
      'editing.zip.idle': [zipBox, { text: t.zip.filled, absent: true }, { text: t.zip.notFilled, absent: true }, { text: t.zip.failed, absent: true }],
      'editing.zip.lookingUp': [{ text: t.zip.checking }],
      // portal-4.18: the city and state of the answer, upper case.
      'editing.zip.filled': (seen) => [
        { text: t.zip.filled },
        { ...box(t.form.city), value: lookedUp(seen).city.toUpperCase() },
        { ...stateSelect, value: lookedUp(seen).state.toUpperCase() },
      ],
      'editing.zip.notFilled': [{ text: t.zip.notFilled }, { text: t.zip.filled, absent: true }],
      'editing.zip.lookupFailed': [{ text: t.zip.failed }, { text: t.zip.filled, absent: true }],
      'submitting.gettingToken': [{ role: 'button', name: new RegExp(esc(t.form.submitting)), busy: true, disabled: true }],
      'submitting.creating': [{ role: 'button', name: new RegExp(esc(t.form.submitting)), busy: true, disabled: true }],
      created: [{ navigatedTo: new RegExp(`${prefix}/sign-in/$`) }],
      // portal-2.7: no success page configured: the confirmation in place of the form, its heading focused, and the next step.
      confirmed: [
        { role: 'heading', name: t.confirmed.title, focused: true },
        { text: new RegExp(esc(t.confirmed.lead.slice(0, t.confirmed.lead.indexOf('{')))) },
        { role: 'heading', name: t.confirmed.nextTitle },
        { role: 'link', name: t.confirmed.setPasswordLink, href: `${prefix}/forgot-password/` },
        { ...submit, absent: true },
      ],
    },
    actions: {
      // Typed, then Tab: leaving the field is what looks the ZIP up.
      'zip.leave': (event) => {
        const zip = 'zip' in event && typeof event.zip === 'string' ? event.zip : '';
        return [{ fill: zipBox, value: zip }, { press: 'Tab' }];
      },
      'form.submit': (event, fields) => {
        const v = submitted(event);
        return [
          { fill: box(t.form.firstName), value: v.firstName },
          { fill: box(t.form.lastName), value: v.lastName },
          { fill: box(t.form.email), value: fields.email ?? v.email },
          { fill: box(t.form.phone), value: v.phone },
          { fill: dobPart(month), value: v.dob.month },
          { fill: dobPart(day), value: v.dob.day },
          { fill: dobPart(year), value: v.dob.year },
          { fill: zipBox, value: v.zip },
          { fill: box(t.form.city), value: v.city },
          { fill: stateSelect, value: v.state },
          { click: submit },
        ];
      },
    },
  };
}
