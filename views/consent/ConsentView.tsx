/**
 * The consent form (portal-2.6, portal-4.16, portal-5.3, portal-8.1): one checkbox per consent,
 * each with a button opening its policy in a modal (the form kit's CheckboxField with `policy`);
 * the submit is unavailable until every box is ticked. After success the boxes and the button are
 * disabled (the form's fieldset). The customer's name is the server's text, shown as text.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Formik } from 'formik';
import { useMemo, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { customerName, tickedOf } from '../../machines/consent.rules';
import type { ConsentMachine } from '../../machines/consent.machine';
import { fill, type Lang } from '../../src/i18n';
import type { ConsentText } from '../../src/i18n/consent';
import { consentFormSchema, emptyConsentValues, type ConsentFormValues } from '../../src/rules/consentForm';
import { Button, useFocusOnMount } from '../../src/ui';
import { CheckboxField, FormSubmit, ValidatedForm } from '../../src/ui/form';
import { ConsentFlow } from './ConsentFlow';
import { consentCheckboxes, type ConfiguredConsent, type ConsentCheckbox } from './consentOptions';
import { ConsentTextsProvider, useConsentTexts } from './texts';

type Snap = SnapshotFrom<ConsentMachine>;

/** What the page gives the consent view (the widget root passes its validated data-config). */
export interface ConsentViewProps {
  lang: Lang;
  config: {
    checkboxoptions?: Readonly<Record<string, ConfiguredConsent>> | undefined;
    messages: Partial<ConsentText['configured']>;
  };
}

type Screen = 'loading' | 'form' | 'alreadyConsented' | 'consentError';

const selectScreen = (s: Snap): Screen => {
  if (s.matches('form') || s.matches('consentSuccess')) return 'form';
  if (s.matches('alreadyConsented')) return 'alreadyConsented';
  if (s.matches('consentError')) return 'consentError';
  return 'loading';
};

export function ConsentView({ lang, config }: ConsentViewProps) {
  return (
    <ConsentTextsProvider lang={lang} messages={config.messages}>
      <ConsentScreens options={config.checkboxoptions} />
    </ConsentTextsProvider>
  );
}

function ConsentScreens({ options }: { options: ConsentViewProps['config']['checkboxoptions'] }) {
  const { t } = useConsentTexts();
  const actor = ConsentFlow.useActorRef();
  const screen = useSelector(actor, selectScreen);
  const checkboxes = useMemo(() => consentCheckboxes(t, options), [t, options]);
  return (
    <div className="consent-flow">
      {screen === 'loading' && (
        <p className="ui-muted" role="status">
          {t.loading}
        </p>
      )}
      {screen === 'form' && <ConsentForm checkboxes={checkboxes} />}
      {screen === 'alreadyConsented' && <Outcome title={t.alreadyTitle} message={t.configured.alreadyConsented} />}
      {screen === 'consentError' && <ConsentError />}
    </div>
  );
}

function Outcome({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="consent-flow__outcome" aria-labelledby="consent-outcome">
      <h2 id="consent-outcome" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{message}</p>
      {children}
    </section>
  );
}

const selectCanRetry = (s: Snap) => s.can({ type: 'load.retry' });

function ConsentError() {
  const { t } = useConsentTexts();
  const actor = ConsentFlow.useActorRef();
  const canRetry = useSelector(actor, selectCanRetry);
  return (
    <Outcome title={t.errorTitle} message={t.configured.consentError}>
      {canRetry && (
        <p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'load.retry' })}>
            {t.retry}
          </Button>
        </p>
      )}
    </Outcome>
  );
}

const selectForm = (s: Snap) => ({
  name: customerName(s.context.customer),
  busy: s.hasTag('loading'),
  failed: s.matches({ form: 'submitError' }),
  done: s.matches('consentSuccess'),
});

function ConsentForm({ checkboxes }: { checkboxes: ConsentCheckbox[] }) {
  const { t, form } = useConsentTexts();
  const actor = ConsentFlow.useActorRef();
  const v = useSelector(actor, selectForm, shallowEqual);
  const schema = useMemo(() => consentFormSchema(Object.fromEntries(checkboxes.map((c) => [c.id, c.required]))), [checkboxes]);
  const initial = useMemo(() => emptyConsentValues(checkboxes.map((c) => c.id)), [checkboxes]);
  const formTexts = useMemo(() => ({ ...form, fixErrors: t.fixErrors }), [form, t]);
  return (
    <section className="consent-flow__form" aria-labelledby="consent-greeting">
      {/* The name is the server's text: React renders it as text, never as markup. */}
      <h2 id="consent-greeting">{v.name ? fill(t.greeting, { name: v.name }) : t.greetingNoName}</h2>
      {v.failed && (
        <p className="ui-notice ui-notice--error" role="alert">
          {t.configured.consentError}
        </p>
      )}
      {v.done && <Outcome title={t.successTitle} message={t.configured.consentSuccess} />}
      <Formik<ConsentFormValues>
        initialValues={initial}
        validationSchema={schema}
        validateOnMount
        onSubmit={(values) => {
          // After a failed update the same consent is sent again; else the ticked boxes go to the chart.
          if (actor.getSnapshot().can({ type: 'form.retry' })) actor.send({ type: 'form.retry' });
          else actor.send({ type: 'form.submit', consents: tickedOf(values.consents) });
        }}
      >
        <ValidatedForm texts={formTexts} busy={v.busy} busyText={t.submitting} className="form-grid">
          <fieldset className="ui-field-group consent-flow__consents" disabled={v.done}>
            <legend className="ui-field-group__legend">{t.legend}</legend>
            {checkboxes.map((c) => (
              <CheckboxField
                key={c.id}
                name={`consents.${c.id}`}
                id={`consent-${c.id}`}
                label={c.label}
                required
                policy={{ title: c.title, body: c.policy, linkLabel: c.readLabel }}
              />
            ))}
            <FormSubmit busyLabel={t.submitting}>{t.submit}</FormSubmit>
          </fieldset>
        </ValidatedForm>
      </Formik>
    </section>
  );
}
