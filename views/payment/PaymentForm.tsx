/** The payment form (site-2.24, site-5.3), in the form kit's shell: formik field state, yup rules from src/rules. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PaymentMachine } from '../../machines/payment.machine';
import type { PaymentFormValues } from '../../machines/payment.rules';
import type { AgeLimits } from '../../src/rules/fieldRules';
import { paymentFormSchema } from '../../src/rules/paymentForm';
import { DateOfBirthField, EmailField, PhoneField, TextField } from '../../src/ui/form';
import { FormShell } from '../../src/ui/form/FormShell';
import { PaymentFlow } from './PaymentFlow';
import { usePaymentTexts } from './texts';

const EMPTY: PaymentFormValues = { policyNumber: '', email: '', phone: '', dob: { month: '', day: '', year: '' } };

const selectSaved = (s: SnapshotFrom<PaymentMachine>) => s.context.form;
/** Sent: looking the policy up, or waiting for the carrier list first. */
const selectBusy = (s: SnapshotFrom<PaymentMachine>) => s.matches('lookingUp') || s.matches({ loadingCarriers: 'formSent' });

export function PaymentForm({ limits }: { limits: AgeLimits }) {
  const { t, form } = usePaymentTexts();
  const actor = PaymentFlow.useActorRef();
  const saved = useSelector(actor, selectSaved);
  const busy = useSelector(actor, selectBusy);

  const schema = useMemo(
    () => paymentFormSchema({ ...limits, messages: { ...t.errors, invalidDob: t.configured.invalidDob } }),
    [t, limits],
  );
  const formTexts = useMemo(() => ({ ...form, summaryTitle: t.errors.summaryTitle, fixErrors: t.form.fixErrors }), [form, t]);

  return (
    <FormShell<PaymentFormValues>
      initialValues={saved ?? EMPTY}
      schema={schema}
      onSubmit={(values) => actor.send({ type: 'form.submit', values })}
      texts={formTexts}
      busy={busy}
      busyText={t.form.submitting}
      submitLabel={t.form.submit}
      className="payment-form form-grid"
    >
      <TextField
        name="policyNumber"
        id="payment-policy-number"
        label={t.form.policyNumber}
        hint={t.form.policyNumberHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        required
        className="ui-field--medium"
      />
      <EmailField name="email" id="payment-email" label={t.form.email} hint={t.form.emailHint} required />
      <PhoneField name="phone" id="payment-phone" label={t.form.phone} hint={t.form.phoneHint} required />
      <DateOfBirthField
        name="dob"
        id="payment-dob"
        legend={t.form.dob}
        hint={t.form.dobHint}
        labels={{ month: t.form.month, day: t.form.day, year: t.form.year }}
      />
    </FormShell>
  );
}
