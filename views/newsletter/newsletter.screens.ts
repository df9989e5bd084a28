/** What the newsletter form shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { newsletterText } from '../../src/i18n/newsletter';
import type { FlowScreens } from '../../src/paths/screens';

export function newsletterScreens(lang: Lang): FlowScreens {
  const t = newsletterText[lang];
  // Inside the newsletter's own region: the page's generic form has an "Email" field too.
  const region = { role: 'region', name: t.configured.title };
  const email = { role: 'textbox', name: t.emailLabel, within: region };
  const submit = { role: 'button', name: t.submit, within: region };
  return {
    transient: ['opening', 'sending'],
    states: {
      opening: [],
      editing: [{ role: 'heading', name: t.configured.title }, email, submit],
      // site-7.14: the browser submits natively (the handler answers with this page and ?subscribed=1).
      sending: [{ role: 'button', name: t.sending, busy: true, within: region }],
      subscribed: [{ role: 'heading', name: t.thankYouTitle, focused: true }, { text: t.configured.thankYou }, { ...region, absent: true }],
    },
    actions: {
      'form.submit': (event) => [{ fill: email, value: 'email' in event && typeof event.email === 'string' ? event.email : '' }, { click: submit }],
    },
  };
}
