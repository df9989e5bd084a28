/**
 * The forgot-password page (site-2.23, site-4.18, site-5.4): the home view with the email field and
 * its button (unavailable until the email is valid), then the "message sent" view, whose words are
 * the same whether or not the address has an account. A failed call keeps the email and says to
 * try again. After requests in a row the button cannot be used for a wait whose seconds are
 * counted down beside it (announced when it starts and when it is over); the API's limit on reset
 * emails has its message, worded for any address.
 */
import { useSelector } from '@xstate/react';
import { Formik } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import type { SnapshotFrom } from 'xstate';
import type { ForgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { countedText, fill, type Lang } from '../../src/i18n';
import { emailRule } from '../../src/rules/fieldRules';
import { ButtonLink, LiveRegion, useFocusOnMount } from '../../src/ui';
import { EmailField, FormSubmit, ValidatedForm } from '../../src/ui/form';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';
import { ForgotPasswordTextsProvider, useForgotPasswordTexts } from './texts';

type Snap = SnapshotFrom<ForgotPasswordMachine>;

/** What the page gives the forgot-password view (the widget root passes its validated data-config). */
export interface ForgotPasswordViewProps {
  lang: Lang;
  config: unknown;
}

const selectSent = (s: Snap) => s.matches('sent');
const selectBusy = (s: Snap) => s.hasTag('loading');
const selectFailed = (s: Snap) => s.matches({ form: 'failed' });
const selectLimited = (s: Snap) => s.matches({ form: 'limited' });
const selectWaiting = (s: Snap) => s.matches({ form: 'waiting' });
const selectWaited = (s: Snap) => s.matches({ form: 'waited' });
const selectSecondsLeft = (s: Snap) => s.context.secondsLeft;
const selectEmail = (s: Snap) => s.context.email;
const selectSignInPage = (s: Snap) => s.context.signInPage;

export function ForgotPasswordView({ lang }: ForgotPasswordViewProps) {
  return (
    <ForgotPasswordTextsProvider lang={lang}>
      <ForgotPasswordScreens />
    </ForgotPasswordTextsProvider>
  );
}

function ForgotPasswordScreens() {
  const actor = ForgotPasswordFlow.useActorRef();
  const sent = useSelector(actor, selectSent);
  return <div className="forgot-password">{sent ? <MessageSent /> : <ForgotPasswordForm />}</div>;
}

function ForgotPasswordForm() {
  const { t, form, lang } = useForgotPasswordTexts();
  const actor = ForgotPasswordFlow.useActorRef();
  const busy = useSelector(actor, selectBusy);
  const failed = useSelector(actor, selectFailed);
  const email = useSelector(actor, selectEmail);
  const limited = useSelector(actor, selectLimited);
  const waiting = useSelector(actor, selectWaiting);
  const waited = useSelector(actor, selectWaited);
  const seconds = useSelector(actor, selectSecondsLeft);
  // Beside the button, not announced each second: the wait's start and end are (the status below).
  const waitNote = waiting ? countedText(lang, t.wait.seconds, seconds, 'seconds') : undefined;
  const schema = useMemo(() => yup.object({ email: emailRule({ required: t.errors.emailRequired, invalid: t.errors.emailInvalid }) }), [t]);
  const formTexts = useMemo(() => ({ ...form, summaryTitle: t.errors.summaryTitle }), [form, t]);
  return (
    <Formik
      initialValues={{ email }}
      validationSchema={schema}
      validateOnMount
      onSubmit={(values) => {
        actor.send({ type: 'form.submit', email: values.email });
      }}
    >
      <ValidatedForm texts={formTexts} busy={busy} busyText={t.form.sending} className="forgot-password__form">
        {failed && (
          <p className="ui-notice ui-notice--error" role="alert">
            {t.failed}
          </p>
        )}
        {limited && (
          <p className="ui-notice ui-notice--error" role="alert">
            {t.limited}
          </p>
        )}
        <EmailField name="email" id="forgot-password-email" label={t.form.email} hint={t.form.emailHint} autoComplete="username" required />
        <FormSubmit busyLabel={t.form.sending} waitNote={waitNote}>
          {t.form.submit}
        </FormSubmit>
        <LiveRegion>{waiting ? t.wait.started : waited ? t.wait.over : ''}</LiveRegion>
      </ValidatedForm>
    </Formik>
  );
}

function MessageSent() {
  const { t } = useForgotPasswordTexts();
  const actor = ForgotPasswordFlow.useActorRef();
  const email = useSelector(actor, selectEmail);
  const signInPage = useSelector(actor, selectSignInPage);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="forgot-password__sent" aria-labelledby="forgot-password-sent">
      <h2 id="forgot-password-sent" ref={heading} tabIndex={-1}>
        {t.sent.title}
      </h2>
      <p>{fill(t.sent.body, { email })}</p>
      <p>{t.sent.hint}</p>
      <p>
        <ButtonLink href={signInPage} variant="secondary">
          {t.sent.signIn}
        </ButtonLink>
      </p>
    </section>
  );
}
