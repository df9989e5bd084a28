/** What the sign-in form shows in each state and what the user does, in the page's language. */
import type { SignInValues } from '../../machines/signIn.rules';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { signInText } from '../../src/i18n/signIn';
import type { FlowScreens } from '../../src/paths/screens';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function submittedValues(event: { type: string }): SignInValues {
  return 'values' in event ? (event.values as SignInValues) : { email: '', password: '', remember: false };
}

export function signInScreens(lang: Lang): FlowScreens {
  const t = signInText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  const emailBox = { role: 'textbox', name: t.emailLabel };
  // A password input has no role: it is found by its label.
  const passwordBox = { label: t.passwordLabel };
  const submit = { role: 'button', name: t.submit };
  const busy = { role: 'button', name: new RegExp(escapeRegExp(t.submitting)), busy: true };
  return {
    transient: ['probing', 'probe:checkingMain', 'probe:checkingCa', 'loggingIn', 'loadingProfile', 'welcome'],
    states: {
      'form.editing': [
        emailBox,
        passwordBox,
        { role: 'button', name: t.showPassword },
        { role: 'checkbox', name: t.remember },
        submit,
        { role: 'link', name: t.forgotPassword, href: `${prefix}/forgot-password/` },
        { role: 'alert', absent: true },
      ],
      'form.invalid': [{ role: 'alert', name: t.summaryTitle, focused: true }, submit],
      'form.refused': [{ text: t.configured.signInError, within: { role: 'alert' } }, submit],
      'form.unavailable': [{ text: t.unavailable, within: { role: 'alert' } }, submit],
      probing: [busy],
      'probe:checkingMain': [busy],
      'probe:checkingCa': [busy],
      loggingIn: [busy],
      loadingProfile: [busy],
      welcome: (seen) => [
        { text: fill(t.welcome, { name: seen.done<{ name: string }>('profile').name }) },
        { navigatedTo: new RegExp(`^(https?://[^/]+)?${prefix}/$`) },
      ],
    },
    actions: {
      'form.submit': (event, fields) => {
        const values = submittedValues(event);
        return [
          { fill: emailBox, value: fields.email ?? values.email },
          { fill: passwordBox, value: fields.password ?? values.password },
          { click: submit },
        ];
      },
    },
  };
}
