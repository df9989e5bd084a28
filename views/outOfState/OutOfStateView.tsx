/**
 * The out-of-state page (site-2.26, site-4.17): the redirect with its countdown and a link to go
 * now (site-9.8), or the email form (site-5.4) and its thank-you. The countdown is a `timer`
 * (not announced every second); a live region says once where the page is going and when.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Formik } from 'formik';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { OutOfStateMachine } from '../../machines/outOfState.machine';
import { fill, type Lang } from '../../src/i18n';
import type { OutOfStateText } from '../../src/i18n/outOfState';
import { outOfStateFormSchema, type OutOfStateFormValues } from '../../src/rules/outOfStateForm';
import { Button, ButtonLink, LiveRegion, useFocusOnMount } from '../../src/ui';
import { EmailField, FormSubmit, ValidatedForm } from '../../src/ui/form';
import { OutOfStateFlow } from './OutOfStateFlow';
import { secondsText, stateWords } from './outOfStateWords';
import { OutOfStateTextsProvider, useOutOfStateTexts } from './texts';

type Snap = SnapshotFrom<OutOfStateMachine>;

/** What the page gives the out-of-state view (the widget root passes its validated data-config). */
export interface OutOfStateViewProps {
  lang: Lang;
  config: { redirectSeconds: number; messages: Partial<OutOfStateText['configured']> };
}

const selectScreen = (s: Snap): 'redirect' | 'form' | 'subscribed' | 'opening' =>
  s.matches('redirect') ? 'redirect' : s.matches('form') ? 'form' : s.matches('subscribed') ? 'subscribed' : 'opening';
const selectState = (s: Snap) => s.context.state;

export function OutOfStateView({ lang, config }: OutOfStateViewProps) {
  return (
    <OutOfStateTextsProvider lang={lang} messages={config.messages}>
      <OutOfStateScreens redirectSeconds={config.redirectSeconds} />
    </OutOfStateTextsProvider>
  );
}

function OutOfStateScreens({ redirectSeconds }: { redirectSeconds: number }) {
  const actor = OutOfStateFlow.useActorRef();
  const screen = useSelector(actor, selectScreen);
  return (
    <div className="out-of-state">
      {screen === 'redirect' && <Redirect redirectSeconds={redirectSeconds} />}
      {screen === 'form' && <EmailForm />}
      {screen === 'subscribed' && <ThankYou />}
    </div>
  );
}

const selectRedirect = (s: Snap) => ({
  link: s.context.link ?? '',
  secondsLeft: s.context.secondsLeft,
  counting: s.matches({ redirect: 'counting' }),
  leaving: s.matches({ redirect: 'leaving' }),
});

function Redirect({ redirectSeconds }: { redirectSeconds: number }) {
  const { t, lang } = useOutOfStateTexts();
  const actor = OutOfStateFlow.useActorRef();
  const state = useSelector(actor, selectState);
  const v = useSelector(actor, selectRedirect, shallowEqual);
  const name = stateWords(t, state);
  const message = fill(t.configured.redirectMessage, { state: name });
  // Said once as the countdown starts, once when the visitor stays, once when leaving: never every second.
  const announcement = v.counting
    ? `${message} ${secondsText(lang, t.announce, redirectSeconds)}`
    : v.leaving
      ? fill(t.leaving, { state: name })
      : t.stayed;
  return (
    <section className="out-of-state__redirect" aria-labelledby="out-of-state-title">
      <h2 id="out-of-state-title">{fill(t.redirectTitle, { state: name })}</h2>
      <p>{message}</p>
      {v.counting && (
        <p role="timer" aria-live="off" className="out-of-state__countdown">
          {secondsText(lang, t.countdown, v.secondsLeft)}
        </p>
      )}
      {!v.counting && !v.leaving && <p>{t.stayed}</p>}
      {v.leaving && <p aria-hidden="true">{fill(t.leaving, { state: name })}</p>}
      <div className="form-actions">
        <ButtonLink
          href={v.link}
          onClick={(event) => {
            // The chart leaves (and knows it did); a new tab or a copied link still gets the address.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            actor.send({ type: 'redirect.now' });
          }}
        >
          {fill(t.goNow, { state: name })}
        </ButtonLink>
        {v.counting && (
          <Button variant="secondary" onClick={() => actor.send({ type: 'redirect.stay' })}>
            {t.stay}
          </Button>
        )}
      </div>
      <LiveRegion>{announcement}</LiveRegion>
    </section>
  );
}

const selectForm = (s: Snap) => ({
  email: s.context.email,
  busy: s.hasTag('loading'),
  failed: s.matches({ form: 'failed' }),
});

function EmailForm() {
  const { t, form } = useOutOfStateTexts();
  const actor = OutOfStateFlow.useActorRef();
  const state = useSelector(actor, selectState);
  const v = useSelector(actor, selectForm, shallowEqual);
  const name = stateWords(t, state);
  const schema = useMemo(() => outOfStateFormSchema({ required: t.emailRequired, invalid: t.emailInvalid }), [t]);
  return (
    <section className="out-of-state__form" aria-labelledby="out-of-state-title">
      <h2 id="out-of-state-title">{fill(t.formTitle, { state: name })}</h2>
      <p>{fill(t.configured.formMessage, { state: name })}</p>
      {v.failed && (
        <p className="ui-notice ui-notice--error" role="alert">
          {t.configured.submitFailed}
        </p>
      )}
      <Formik<OutOfStateFormValues>
        initialValues={{ email: v.email }}
        validationSchema={schema}
        validateOnMount
        onSubmit={(values) => actor.send({ type: 'form.submit', email: values.email.trim() })}
      >
        <ValidatedForm texts={form} busy={v.busy} busyText={t.submitting} className="form-grid">
          <EmailField name="email" id="out-of-state-email" label={t.emailLabel} hint={t.emailHint} required />
          <FormSubmit busyLabel={t.submitting}>{t.submit}</FormSubmit>
        </ValidatedForm>
      </Formik>
    </section>
  );
}

const selectRedirectField = (s: Snap) => s.context.redirect;

function ThankYou() {
  const { t } = useOutOfStateTexts();
  const actor = OutOfStateFlow.useActorRef();
  const state = useSelector(actor, selectState);
  const redirect = useSelector(actor, selectRedirectField);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="out-of-state__thanks" aria-labelledby="out-of-state-thanks">
      <h2 id="out-of-state-thanks" ref={heading} tabIndex={-1}>
        {t.thankYouTitle}
      </h2>
      <p>{fill(t.configured.thankYou, { state: stateWords(t, state) })}</p>
      <p>
        <a href={redirect}>{t.continue}</a>
      </p>
    </section>
  );
}
