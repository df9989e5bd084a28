/** What the forgot-password page shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { formText } from '../../src/i18n/form';
import { forgotPasswordText } from '../../src/i18n/forgotPassword';
import type { FlowScreens } from '../../src/paths/screens';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function forgotPasswordScreens(lang: Lang): FlowScreens {
  const t = forgotPasswordText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  const email = { role: 'textbox', name: t.form.email };
  const busy = [{ role: 'button', name: new RegExp(esc(t.form.sending)), busy: true }];
  // The same words for every address: "If <the address typed> is the address of an account, …".
  const sentBody = new RegExp(`^${t.sent.body.split('{email}').map(esc).join('\\S+@\\S+')}$`);
  return {
    transient: ['form.probing', 'probe:checkingMain', 'probe:checkingCa', 'form.sending'],
    states: {
      'form.editing': [
        email,
        { role: 'button', name: t.form.submit },
        // site-5.4: the button is unavailable until the email is valid (the kit's note says why).
        { text: formText[lang].fixErrors },
        { role: 'alert', absent: true },
      ],
      'form.probing': busy,
      'probe:checkingMain': busy,
      'probe:checkingCa': busy,
      'form.sending': busy,
      'form.failed': [{ text: t.failed, within: { role: 'alert' } }, email, { role: 'button', name: t.form.submit }],
      sent: [
        { role: 'heading', name: t.sent.title, focused: true },
        { text: sentBody },
        { text: t.sent.hint },
        { role: 'link', name: t.sent.signIn, href: `${prefix}/sign-in/` },
        { ...email, absent: true },
      ],
    },
    actions: {
      'form.submit': (event, fields) => {
        const typed = fields.email ?? ('email' in event && typeof event.email === 'string' ? event.email : '');
        return [{ fill: email, value: typed }, { click: { role: 'button', name: t.form.submit } }];
      },
    },
  };
}
