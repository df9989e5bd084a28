/**
 * The set-new-password page (site-2.29, site-4.15, site-5.5, site-8.9): the form with its show/hide
 * toggles and live checklist; the changed-password view that replaces it (form and error hidden);
 * or, opened without a link, a message with a way to ask for a new email.
 */
import { useSelector } from '@xstate/react';
import { Formik } from 'formik';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SetPasswordMachine } from '../../machines/setPassword.machine';
import type { Lang } from '../../src/i18n';
import type { SetPasswordConfiguredText } from '../../src/i18n/setPassword';
import { passwordChecklist } from '../../src/rules/password';
import { setPasswordFormSchema, type SetPasswordFormValues } from '../../src/rules/passwordForm';
import { ButtonLink, useFocusOnMount } from '../../src/ui';
import { FormSubmit, ValidatedForm } from '../../src/ui/form';
import { PasswordField } from '../../src/ui/form/PasswordField';
import { PasswordChecklist } from '../../src/ui/form/PasswordInput';
import { SetPasswordFlow } from './SetPasswordFlow';
import { SetPasswordTextsProvider, useSetPasswordTexts } from './texts';

type Snap = SnapshotFrom<SetPasswordMachine>;

/** What the page gives the set-password view (the widget root passes its validated data-config). */
export interface SetPasswordViewProps {
  lang: Lang;
  config: { messages: Partial<SetPasswordConfiguredText> };
}

type Screen = 'noLink' | 'form' | 'changed';

const selectScreen = (s: Snap): Screen => (s.matches('noLink') ? 'noLink' : s.matches('changed') ? 'changed' : 'form');
const selectBusy = (s: Snap) => s.hasTag('loading');
const selectFailed = (s: Snap) => s.matches({ form: 'failed' });
const selectSignInPage = (s: Snap) => s.context.signInPage;
const selectForgotPasswordPage = (s: Snap) => s.context.forgotPasswordPage;

const EMPTY: SetPasswordFormValues = { password: '', passwordVerify: '' };
const CHECKLIST_ID = 'set-password-checklist';

export function SetPasswordView({ lang, config }: SetPasswordViewProps) {
  return (
    <SetPasswordTextsProvider lang={lang} messages={config.messages}>
      <SetPasswordScreens />
    </SetPasswordTextsProvider>
  );
}

function SetPasswordScreens() {
  const actor = SetPasswordFlow.useActorRef();
  const screen = useSelector(actor, selectScreen);
  return (
    <div className="set-password">
      {screen === 'noLink' && <NoLink />}
      {screen === 'form' && <SetPasswordForm />}
      {screen === 'changed' && <Changed />}
    </div>
  );
}

function NoLink() {
  const { t } = useSetPasswordTexts();
  const actor = SetPasswordFlow.useActorRef();
  const forgotPasswordPage = useSelector(actor, selectForgotPasswordPage);
  return (
    <section className="set-password__no-link" aria-labelledby="set-password-no-link">
      <h2 id="set-password-no-link">{t.noLink.title}</h2>
      <p>{t.noLink.body}</p>
      <p>
        <ButtonLink href={forgotPasswordPage}>{t.noLink.action}</ButtonLink>
      </p>
    </section>
  );
}

function SetPasswordForm() {
  const { t, form } = useSetPasswordTexts();
  const actor = SetPasswordFlow.useActorRef();
  const busy = useSelector(actor, selectBusy);
  const failed = useSelector(actor, selectFailed);
  const forgotPasswordPage = useSelector(actor, selectForgotPasswordPage);
  const schema = useMemo(() => setPasswordFormSchema({ ...t.errors, mismatch: t.configured.mismatch }), [t]);
  const formTexts = useMemo(() => ({ ...form, summaryTitle: t.errors.summaryTitle }), [form, t]);

  return (
    <Formik<SetPasswordFormValues>
      initialValues={EMPTY}
      validationSchema={schema}
      validateOnMount
      onSubmit={(values) => {
        actor.send({ type: 'form.submit', values });
      }}
    >
      {({ values }) => (
        <ValidatedForm texts={formTexts} busy={busy} busyText={t.form.submitting} className="set-password__form">
          {failed && (
            <div className="ui-notice ui-notice--error" role="alert">
              <p>{t.configured.failure}</p>
              <p>
                <a href={forgotPasswordPage}>{t.newLink}</a>
              </p>
            </div>
          )}
          <PasswordField
            name="password"
            id="set-password-new"
            label={t.form.password}
            autoComplete="new-password"
            toggleText={t.form.show}
            toggleLabel={t.form.showPassword}
            aria-describedby={CHECKLIST_ID}
            required
          />
          <PasswordChecklist
            id={CHECKLIST_ID}
            title={t.checklist.title}
            items={passwordChecklist(values.password).map(({ requirement, met }) => ({ key: requirement, text: t.checklist[requirement], met }))}
            metText={t.checklist.met}
            notMetText={t.checklist.notMet}
          />
          <PasswordField
            name="passwordVerify"
            id="set-password-verify"
            label={t.form.verify}
            autoComplete="new-password"
            toggleText={t.form.show}
            toggleLabel={t.form.showVerify}
            required
          />
          <FormSubmit busyLabel={t.form.submitting}>{t.form.submit}</FormSubmit>
        </ValidatedForm>
      )}
    </Formik>
  );
}

function Changed() {
  const { t } = useSetPasswordTexts();
  const actor = SetPasswordFlow.useActorRef();
  const signInPage = useSelector(actor, selectSignInPage);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="set-password__changed" aria-labelledby="set-password-changed">
      <h2 id="set-password-changed" ref={heading} tabIndex={-1}>
        {t.changed.title}
      </h2>
      <p>{t.changed.body}</p>
      <p>
        <ButtonLink href={signInPage}>{t.changed.signIn}</ButtonLink>
      </p>
    </section>
  );
}
