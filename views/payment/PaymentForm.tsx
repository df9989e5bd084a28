/** The payment form (site-2.24, site-5.3): formik for field state, yup rules from src/rules. */
import { useSelector } from '@xstate/react';
import { Formik, type FormikErrors, type FormikTouched } from 'formik';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PaymentMachine } from '../../machines/payment.machine';
import type { PaymentFormValues } from '../../machines/payment.rules';
import { fill } from '../../src/i18n';
import { paymentFormSchema } from '../../src/rules/paymentForm';
import { Button, ErrorSummary, Field, FieldGroup, LiveRegion, type ErrorSummaryItem } from '../../src/ui';
import { PaymentFlow } from './PaymentFlow';
import { usePaymentSettings } from './settings';

const EMPTY: PaymentFormValues = { policyNumber: '', email: '', phone: '', dob: { month: '', day: '', year: '' } };

const selectSaved = (s: SnapshotFrom<PaymentMachine>) => s.context.form;
const selectBusy = (s: SnapshotFrom<PaymentMachine>) => s.matches('lookingUp');

const ids = {
  policyNumber: 'payment-policy-number',
  email: 'payment-email',
  phone: 'payment-phone',
  dob: 'payment-dob',
  month: 'payment-dob-month',
  day: 'payment-dob-day',
  year: 'payment-dob-year',
};

const DOB_PARTS = [
  { name: 'month', maxLength: 2, autoComplete: 'bday-month', className: 'ui-field--short' },
  { name: 'day', maxLength: 2, autoComplete: 'bday-day', className: 'ui-field--short' },
  { name: 'year', maxLength: 4, autoComplete: 'bday-year', className: 'ui-field--medium' },
] as const;

type DobErrors = string | FormikErrors<PaymentFormValues['dob']> | undefined;

/** The one message of the date-of-birth group: a part's error, else the group rule's. */
function dobMessage(errors: DobErrors, touched: FormikTouched<PaymentFormValues['dob']> | undefined, all: boolean): string | undefined {
  if (!errors) return undefined;
  if (typeof errors === 'string') return all || (touched?.month && touched.day && touched.year) ? errors : undefined;
  for (const part of ['month', 'day', 'year'] as const) {
    const e = errors[part];
    if (e && (all || touched?.[part])) return e;
  }
  return undefined;
}

export function PaymentForm() {
  const { t, common, messages, minAge, maxAge, now } = usePaymentSettings();
  const actor = PaymentFlow.useActorRef();
  const saved = useSelector(actor, selectSaved);
  const busy = useSelector(actor, selectBusy);

  const schema = useMemo(
    () =>
      paymentFormSchema({
        minAge,
        maxAge,
        now,
        messages: { ...t.errors, invalidDob: fill(messages.invalidDob, { min: minAge, max: maxAge }) },
      }),
    [t, messages, minAge, maxAge, now],
  );

  return (
    <Formik<PaymentFormValues>
      initialValues={saved ?? EMPTY}
      validationSchema={schema}
      validateOnMount
      validateOnBlur
      validateOnChange
      onSubmit={(values) => {
        actor.send({ type: 'form.submit', values });
      }}
    >
      {(f) => {
        const showAll = f.submitCount > 0;
        const err = (name: 'policyNumber' | 'email' | 'phone') =>
          (showAll || f.touched[name]) && typeof f.errors[name] === 'string' ? f.errors[name] : undefined;
        const dobError = dobMessage(f.errors.dob as DobErrors, f.touched.dob as FormikTouched<PaymentFormValues['dob']>, showAll);
        const summary: ErrorSummaryItem[] = [];
        if (showAll) {
          for (const [name, id] of [
            ['policyNumber', ids.policyNumber],
            ['email', ids.email],
            ['phone', ids.phone],
          ] as const) {
            const e = err(name);
            if (e) summary.push({ fieldId: id, message: e });
          }
          if (dobError) summary.push({ fieldId: ids.month, message: dobError });
        }
        const invalid = !f.isValid;
        return (
          <form
            className="payment-form form-grid"
            noValidate
            aria-describedby={invalid ? 'payment-form-status' : undefined}
            onSubmit={(e) => {
              e.preventDefault();
              if (busy) return;
              f.handleSubmit(e);
            }}
          >
            <ErrorSummary title={t.errors.summaryTitle} errors={summary} focusKey={f.submitCount} />
            <Field
              id={ids.policyNumber}
              name="policyNumber"
              label={t.form.policyNumber}
              hint={t.form.policyNumberHint}
              value={f.values.policyNumber}
              onChange={f.handleChange}
              onBlur={f.handleBlur}
              error={err('policyNumber')}
              errorPrefix={common.errorPrefix}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              required
              className="ui-field--medium"
            />
            <Field
              id={ids.email}
              name="email"
              type="email"
              label={t.form.email}
              hint={t.form.emailHint}
              value={f.values.email}
              onChange={f.handleChange}
              onBlur={f.handleBlur}
              error={err('email')}
              errorPrefix={common.errorPrefix}
              autoComplete="email"
              required
            />
            <Field
              id={ids.phone}
              name="phone"
              type="tel"
              label={t.form.phone}
              hint={t.form.phoneHint}
              value={f.values.phone}
              onChange={f.handleChange}
              onBlur={f.handleBlur}
              error={err('phone')}
              errorPrefix={common.errorPrefix}
              autoComplete="tel-national"
              inputMode="tel"
              maxLength={12}
              required
              className="ui-field--medium"
            />
            <FieldGroup
              id={ids.dob}
              legend={t.form.dob}
              hint={t.form.dobHint}
              error={dobError}
              errorPrefix={common.errorPrefix}
              className="dob-group"
            >
              {DOB_PARTS.map((part) => (
                <Field
                  key={part.name}
                  id={ids[part.name]}
                  name={`dob.${part.name}`}
                  label={t.form[part.name]}
                  value={f.values.dob[part.name]}
                  onChange={f.handleChange}
                  onBlur={f.handleBlur}
                  errorPrefix={common.errorPrefix}
                  invalid={Boolean(dobError)}
                  inputMode="numeric"
                  maxLength={part.maxLength}
                  autoComplete={part.autoComplete}
                  className={part.className}
                />
              ))}
            </FieldGroup>
            <div className="form-actions">
              <Button
                type="submit"
                variant="primary"
                busy={busy}
                busyLabel={t.form.submitting}
                aria-disabled={invalid || undefined}
                className={invalid ? 'is-unavailable' : undefined}
              >
                {t.form.submit}
              </Button>
              {invalid && (
                <p id="payment-form-status" className="ui-muted">
                  {t.form.fixErrors}
                </p>
              )}
            </div>
            <LiveRegion>{busy ? t.form.submitting : ''}</LiveRegion>
          </form>
        );
      }}
    </Formik>
  );
}
