/**
 * The sign-in form (site-2.27, site-5.6, site-8.9): a real form with a real submit, whose fields
 * have the `name` and `autocomplete` a password manager looks for (`username`,
 * `current-password`). The values are read from the form when it is submitted, so a password the
 * browser filled in without telling the page is sent as shown. The chart judges the values (empty
 * inputs and a malformed email are flagged, with the error summary); the fields keep what was
 * typed whatever the answer. After refusals in a row the button cannot be used for a wait whose
 * seconds are counted down beside it (announced once when it starts and once when it is over);
 * the API's lockout has its own message.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SignInMachine } from '../../machines/signIn.machine';
import { signInProblems, type SignInValues } from '../../machines/signIn.rules';
import type { Lang } from '../../src/config/lang';
import { countedText, fill } from '../../src/i18n';
import type { SignInText } from '../../src/i18n/signIn';
import { ErrorSummary, LiveRegion } from '../../src/ui';
import { CheckboxInput, EmailInput, SubmitButton } from '../../src/ui/form/plain';
import { PasswordInput } from '../../src/ui/form/PasswordInput';
import { SignInFlow } from './SignInFlow';
import { SignInTextsProvider, useSignInTexts } from './texts';

type Snap = SnapshotFrom<SignInMachine>;

const selectView = (s: Snap) => ({
  invalid: s.matches({ form: 'invalid' }),
  refused: s.matches({ form: 'refused' }) || s.matches({ form: 'waiting' }),
  waiting: s.matches({ form: 'waiting' }),
  waited: s.matches({ form: 'waited' }),
  locked: s.matches({ form: 'locked' }),
  secondsLeft: s.context.secondsLeft,
  unavailable: s.matches({ form: 'unavailable' }),
  busy: s.hasTag('loading'),
  leaving: s.hasTag('leaving'),
  name: s.context.name,
});
const selectStart = (s: Snap) => ({ email: s.context.email, remember: s.context.remember });

/** What the page gives the sign-in view (the widget root passes its validated data-config). */
export interface SignInViewProps {
  lang: Lang;
  config: { messages: Partial<SignInText['configured']> };
}

export function SignInView({ lang, config }: SignInViewProps) {
  return (
    <SignInTextsProvider lang={lang} messages={config.messages}>
      <SignInForm />
    </SignInTextsProvider>
  );
}

const IDS = { email: 'sign-in-email', password: 'sign-in-password', remember: 'sign-in-remember' } as const;

/** The values of the submitted form as the browser holds them (a password manager may have filled them). */
function submittedValues(form: HTMLFormElement): SignInValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : '';
  };
  return { email: text('email'), password: text('password'), remember: data.get('remember') !== null };
}

function SignInForm() {
  const { lang, t, common } = useSignInTexts();
  const actor = SignInFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const [start] = useState(() => selectStart(actor.getSnapshot()));
  const [email, setEmail] = useState(start.email);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(start.remember);
  // Each submit moves focus to the error summary again (ErrorSummary's focusKey).
  const [submits, setSubmits] = useState(0);

  const problems = v.invalid ? signInProblems({ email, password }) : {};
  const emailError = problems.email ? t.errors[problems.email] : undefined;
  const passwordError = problems.password ? t.errors[problems.password] : undefined;
  const summary = [
    ...(emailError ? [{ fieldId: IDS.email, message: emailError }] : []),
    ...(passwordError ? [{ fieldId: IDS.password, message: passwordError }] : []),
  ];
  const status = v.busy
    ? t.submitting
    : v.leaving
      ? v.name
        ? fill(t.welcome, { name: v.name })
        : t.leaving
      : v.waiting
        ? t.wait.started
        : v.waited
          ? t.wait.over
          : '';
  // Beside the button, not announced each second: the wait's start and end are (the status above).
  const waitNote = v.waiting ? countedText(lang, t.wait.seconds, v.secondsLeft, 'seconds') : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (v.busy || v.leaving) return;
    const values = submittedValues(event.currentTarget);
    setEmail(values.email);
    setPassword(values.password);
    setRemember(values.remember);
    setSubmits((n) => n + 1);
    actor.send({ type: 'form.submit', values });
  };

  return (
    <div className="sign-in">
      <form className="sign-in__form form-grid" method="post" noValidate aria-label={t.formLabel} onSubmit={onSubmit}>
        <ErrorSummary title={t.summaryTitle} errors={summary} focusKey={submits} />
        {v.refused && (
          <div className="ui-notice ui-notice--error" role="alert">
            <p>{t.configured.signInError}</p>
          </div>
        )}
        {v.locked && (
          <div className="ui-notice ui-notice--error" role="alert">
            <p>{t.locked}</p>
          </div>
        )}
        {v.unavailable && (
          <div className="ui-notice ui-notice--error" role="alert">
            <p>{t.unavailable}</p>
          </div>
        )}
        <EmailInput
          id={IDS.email}
          name="email"
          label={t.emailLabel}
          value={email}
          onValueChange={setEmail}
          autoComplete="username"
          error={emailError}
          errorPrefix={common.errorPrefix}
          required
        />
        <PasswordInput
          id={IDS.password}
          name="password"
          label={t.passwordLabel}
          value={password}
          onValueChange={setPassword}
          autoComplete="current-password"
          toggleText={t.showPassword}
          toggleLabel={t.showPassword}
          error={passwordError}
          errorPrefix={common.errorPrefix}
        />
        <CheckboxInput
          id={IDS.remember}
          name="remember"
          label={t.remember}
          hint={t.rememberHint}
          checked={remember}
          onCheckedChange={setRemember}
          errorPrefix={common.errorPrefix}
        />
        <SubmitButton busy={v.busy || v.leaving} busyLabel={v.leaving ? t.leaving : t.submitting} unavailable={v.waiting} unavailableNote={waitNote}>
          {t.submit}
        </SubmitButton>
      </form>
      <p className="sign-in__forgot">
        <a href={lang === 'es' ? '/es/forgot-password/' : '/forgot-password/'}>{t.forgotPassword}</a>
      </p>
      <LiveRegion>{status}</LiveRegion>
    </div>
  );
}
