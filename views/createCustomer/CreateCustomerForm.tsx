/**
 * The create-customer form (portal-2.7, portal-4.17, portal-4.18, portal-5.2, portal-8.2), in the
 * form kit's shell (src/ui/form/FormShell.tsx): formik field state, yup rules from src/rules/createCustomerForm.ts. The
 * chart decides; the form only says what it decided:
 * - leaving the ZIP field sends `zip.leave` with the ZIP as it stands (the chart judges whether to
 *   look it up); the city and state the lookup filled in (the chart's `fill`) are put in the form;
 *   a polite status line says what the lookup did;
 * - the submit sends the valid values; while the chart works the submit button is busy with its
 *   spinner; a failure shows the server's message (as text) or the configured default, takes
 *   focus, and leaves the form enabled with every field as it was.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CreateCustomerMachine } from '../../machines/createCustomer.machine';
import { EMPTY_CREATE_CUSTOMER_VALUES, type CreateCustomerFormValues } from '../../machines/createCustomer.rules';
import { createCustomerFormSchema, CITY_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/rules/createCustomerForm';
import type { AgeLimits } from '../../src/rules/fieldRules';
import { US_STATE_CODES } from '../../src/rules/usStates';
import { LiveRegion } from '../../src/ui';
import { DateOfBirthField, EmailField, PhoneField, SelectField, TextField, ZipField } from '../../src/ui/form';
import { FormShell } from '../../src/ui/form/FormShell';
import { CreateCustomerFlow } from './CreateCustomerFlow';
import { useCreateCustomerTexts } from './texts';

type Snap = SnapshotFrom<CreateCustomerMachine>;

type ZipStatus = 'idle' | 'checking' | 'filled' | 'notFilled' | 'failed';

function zipStatus(s: Snap): ZipStatus {
  if (s.matches({ editing: { zip: 'lookingUp' } })) return 'checking';
  if (s.matches({ editing: { zip: 'filled' } })) return 'filled';
  if (s.matches({ editing: { zip: 'notFilled' } })) return 'notFilled';
  if (s.matches({ editing: { zip: 'lookupFailed' } })) return 'failed';
  return 'idle';
}

const selectSaved = (s: Snap) => s.context.values;
const selectFill = (s: Snap) => s.context.fill;
const selectView = (s: Snap) => ({
  submitting: s.matches('submitting'),
  leaving: s.hasTag('leaving'),
  failure: s.matches({ editing: { submit: 'failedWithMessage' } }) ? ('server' as const) : s.matches({ editing: { submit: 'failed' } }) ? ('default' as const) : null,
  serverMessage: s.context.serverMessage,
  zip: zipStatus(s),
});

export function CreateCustomerForm({ limits }: { limits: AgeLimits }) {
  const { t, form } = useCreateCustomerTexts();
  const actor = CreateCustomerFlow.useActorRef();
  const saved = useSelector(actor, selectSaved);
  const v = useSelector(actor, selectView, shallowEqual);
  const busy = v.submitting || v.leaving;

  const schema = useMemo(() => createCustomerFormSchema({ ...limits, messages: { ...t.errors, invalidDob: t.configured.invalidDob } }), [t, limits]);
  const formTexts = useMemo(() => ({ ...form, summaryTitle: t.errors.summaryTitle }), [form, t]);
  const stateOptions = useMemo(() => US_STATE_CODES.map((code) => ({ value: code, label: t.stateNames[code] })), [t]);
  const zipText = { idle: '', checking: t.zip.checking, filled: t.zip.filled, notFilled: t.zip.notFilled, failed: t.zip.failed }[v.zip];

  const failure = v.failure ? { title: t.failedTitle, message: v.failure === 'server' && v.serverMessage ? v.serverMessage : t.configured.createFailed } : null;

  return (
    <FormShell<CreateCustomerFormValues>
      initialValues={saved ?? EMPTY_CREATE_CUSTOMER_VALUES}
      schema={schema}
      onSubmit={(values) => actor.send({ type: 'form.submit', values })}
      texts={formTexts}
      busy={busy}
      busyText={v.leaving ? t.form.leaving : t.form.submitting}
      submitLabel={t.form.submit}
      failure={failure}
      className="create-customer__form form-grid"
    >
      <TextField name="firstName" id="cc-first-name" label={t.form.firstName} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
      <TextField name="lastName" id="cc-last-name" label={t.form.lastName} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required />
      <EmailField name="email" id="cc-email" label={t.form.email} hint={t.form.emailHint} required />
      <PhoneField name="phone" id="cc-phone" label={t.form.phone} hint={t.form.phoneHint} required />
      <DateOfBirthField name="dob" id="cc-dob" legend={t.form.dob} hint={t.form.dobHint} />
      <ZipLookupField label={t.form.zip} hint={t.form.zipHint} />
      {/* Always there (a live region must exist before it speaks); shown on screen only while it says something. */}
      <LiveRegion visible={zipText !== ''} className="create-customer__zip-status">
        {zipText}
      </LiveRegion>
      <TextField name="city" id="cc-city" label={t.form.city} autoComplete="address-level2" maxLength={CITY_MAX_LENGTH} required />
      <SelectField name="state" id="cc-state" label={t.form.state} options={stateOptions} autoComplete="address-level1" required />
      <FilledAddress />
    </FormShell>
  );
}

/** The ZIP field: leaving it tells the chart the ZIP as it stands (portal-4.18). */
function ZipLookupField({ label, hint }: { label: string; hint: string }) {
  const actor = CreateCustomerFlow.useActorRef();
  const { values } = useFormikContext<CreateCustomerFormValues>();
  return (
    <div className="create-customer__zip" onBlur={() => actor.send({ type: 'zip.leave', zip: values.zip })}>
      <ZipField name="zip" id="cc-zip" label={label} hint={hint} required />
    </div>
  );
}

/** portal-4.18: the city and state the chart's lookup filled in (upper case) go into the form, once per lookup. */
function FilledAddress() {
  const actor = CreateCustomerFlow.useActorRef();
  const fill = useSelector(actor, selectFill);
  const { setValues } = useFormikContext<CreateCustomerFormValues>();
  useEffect(() => {
    if (!fill) return;
    // One update of both fields: two setFieldValue calls would each judge the form with the other's old value.
    void setValues((values) => ({ ...values, city: fill.city, state: fill.state }));
  }, [fill, setValues]);
  return null;
}
