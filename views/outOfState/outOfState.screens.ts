/** What the out-of-state page shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { outOfStateText } from '../../src/i18n/outOfState';
import type { FlowScreens } from '../../src/paths/screens';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with `{seconds}` standing for a number of seconds. */
const anySeconds = (template: string) => new RegExp(`^${esc(template).replace('\\{seconds\\}', '\\d+')}$`);

export function outOfStateScreens(lang: Lang): FlowScreens {
  const t = outOfStateText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  // The model's states: California (the state link, the site's California quote page) and Florida (no link).
  const linked = 'California';
  const unlinked = 'Florida';
  const goNow = { role: 'link', name: fill(t.goNow, { state: linked }), href: `${prefix}/quote-ca/#driver1` };
  const emailBox = { role: 'textbox', name: t.emailLabel };
  const submitButton = { role: 'button', name: t.submit };
  return {
    transient: ['opening', 'redirect.leaving', 'form.submitting'],
    states: {
      opening: [],
      'redirect.counting': [
        { role: 'heading', name: fill(t.redirectTitle, { state: linked }) },
        { text: fill(t.configured.redirectMessage, { state: linked }) },
        // site-9.8: the countdown, as a timer (not announced every second).
        { role: 'timer' },
        { text: new RegExp(`${anySeconds(t.countdown.other).source}|${anySeconds(t.countdown.one).source}`) },
        goNow,
        { role: 'button', name: t.stay },
        { role: 'textbox', absent: true },
      ],
      'redirect.stopped': [{ text: t.stayed, nth: 0 }, goNow, { role: 'timer', absent: true }, { role: 'button', name: t.stay, absent: true }],
      'redirect.leaving': [{ navigatedTo: new RegExp(`${prefix}/quote-ca/#driver1$`) }],
      'form.editing': [
        { role: 'heading', name: fill(t.formTitle, { state: unlinked }) },
        { text: fill(t.configured.formMessage, { state: unlinked }) },
        emailBox,
        { role: 'button', name: t.submit, busy: false },
        { role: 'timer', absent: true },
        { role: 'alert', absent: true },
      ],
      'form.submitting': [{ role: 'button', name: new RegExp(esc(t.submitting)), busy: true }],
      'form.failed': [{ text: t.configured.submitFailed }, { role: 'alert' }, emailBox, submitButton],
      subscribed: [
        { role: 'heading', name: t.thankYouTitle, focused: true },
        { text: fill(t.configured.thankYou, { state: unlinked }) },
        { role: 'link', name: t.continue, href: `${prefix}/` },
        { role: 'textbox', absent: true },
      ],
    },
    actions: {
      'redirect.now': () => [{ click: { role: 'link', name: fill(t.goNow, { state: linked }) } }],
      'redirect.stay': () => [{ click: { role: 'button', name: t.stay } }],
      'form.submit': (event, fields) => {
        const email = fields.email ?? ('email' in event && typeof event.email === 'string' ? event.email : '');
        return [{ fill: emailBox, value: email }, { click: submitButton }];
      },
    },
  };
}
