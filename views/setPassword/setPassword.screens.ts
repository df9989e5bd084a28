/** What the set-new-password page shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { formText } from '../../src/i18n/form';
import { setPasswordText } from '../../src/i18n/setPassword';
import type { FlowScreens } from '../../src/paths/screens';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function setPasswordScreens(lang: Lang): FlowScreens {
  const t = setPasswordText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  const password = { label: t.form.password };
  const verify = { label: t.form.verify };
  return {
    transient: ['readingLink', 'form.submitting'],
    states: {
      readingLink: [],
      noLink: [
        { role: 'heading', name: t.noLink.title },
        { role: 'link', name: t.noLink.action, href: `${prefix}/forgot-password/` },
        { ...password, absent: true },
      ],
      'form.editing': [
        password,
        verify,
        { role: 'button', name: t.form.showPassword },
        { role: 'button', name: t.form.showVerify },
        { text: t.checklist.title },
        { text: t.checklist.length },
        { text: t.checklist.special },
        // The button is unavailable until both passwords are acceptable (the kit's note says why).
        { text: formText[lang].fixErrors },
        { role: 'alert', absent: true },
      ],
      'form.submitting': [{ role: 'button', name: new RegExp(esc(t.form.submitting)), busy: true }],
      'form.failed': [
        { text: t.configured.failure, within: { role: 'alert' } },
        { role: 'link', name: t.newLink, href: `${prefix}/forgot-password/` },
        password,
        verify,
      ],
      changed: [
        { role: 'heading', name: t.changed.title, focused: true },
        { role: 'link', name: t.changed.signIn, href: `${prefix}/sign-in/` },
        { ...password, absent: true },
        { text: t.configured.failure, absent: true },
      ],
    },
    actions: {
      'form.submit': (event) => {
        const values = 'values' in event ? (event.values as { password: string; passwordVerify: string }) : null;
        if (!values) throw new Error('form.submit without values');
        return [
          { fill: password, value: values.password },
          { fill: verify, value: values.passwordVerify },
          { click: { role: 'button', name: t.form.submit } },
        ];
      },
    },
  };
}
