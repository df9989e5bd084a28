/**
 * Refer a friend (portal-5.1, portal-7.12): the form kit's shell with the referral's field rules
 * (src/rules/referralForm.ts); the chart sends the valid values. While it sends, the button is busy;
 * a refusal or failure says so above the form with every value kept; once sent, thanks and a way to
 * refer another friend.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { RewardsMachine } from '../../machines/portal/rewards.machine';
import { NAME_MAX_LENGTH } from '../../src/rules/createCustomerForm';
import { referralFormSchema, type ReferralFormValues } from '../../src/rules/referralForm';
import { Button } from '../../src/ui';
import { EmailField, PhoneField, TextField, ZipField } from '../../src/ui/form';
import { FormShell } from '../../src/ui/form/FormShell';
import { usePortalTexts } from './texts';

type Snap = SnapshotFrom<RewardsMachine>;

const selectView = (s: Snap) => ({
  shown: s.matches('shown'),
  sending: s.matches({ shown: { referral: 'sending' } }),
  sent: s.matches({ shown: { referral: 'sent' } }),
  failed: s.matches({ shown: { referral: { editing: 'failed' } } }),
});
const selectValues = (s: Snap) => s.context.referral;

/** Refer a friend, below the rewards once they are read (the rewards chart's `referral` region). */
export function ReferralPanel({ rewards: referral }: { rewards: AnyActorRef }) {
  const { t, form } = usePortalTexts();
  const r = t.referral;
  const v = useSelector(referral, selectView, shallowEqual);
  const values = useSelector(referral, selectValues);
  const schema = useMemo(() => referralFormSchema(r.errors), [r]);
  const texts = useMemo(() => ({ ...form, summaryTitle: r.errors.summaryTitle }), [form, r]);
  if (!v.shown) return null;
  return (
    <section className="portal-referral" aria-labelledby="portal-referral-title">
      <h3 id="portal-referral-title">{r.title}</h3>
      {v.sent ? (
        <div>
          <p role="status">{r.sent}</p>
          <Button variant="secondary" onClick={() => referral.send({ type: 'referral.again' })}>
            {r.again}
          </Button>
        </div>
      ) : (
        <>
          <p>{r.lead}</p>
          <FormShell<ReferralFormValues>
            initialValues={values}
            schema={schema}
            onSubmit={(sent) => referral.send({ type: 'referral.submit', values: sent })}
            texts={texts}
            busy={v.sending}
            busyText={r.sending}
            submitLabel={r.submit}
            failure={v.failed ? { title: r.failedTitle, message: r.failed } : null}
            className="form-grid"
          >
            <TextField name="refName" id="portal-ref-name" label={r.refName} autoComplete="off" maxLength={NAME_MAX_LENGTH} required />
            <EmailField name="refEmail" id="portal-ref-email" label={r.refEmail} autoComplete="off" required />
            <PhoneField name="refPhone" id="portal-ref-phone" label={r.refPhone} hint={r.phoneHint} autoComplete="off" required />
            <ZipField name="zipCode" id="portal-ref-zip" label={r.zipCode} required />
          </FormShell>
        </>
      )}
    </section>
  );
}
