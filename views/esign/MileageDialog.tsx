/**
 * The vehicle mileage dialog (portal-2.16, portal-3.17, portal-7.16, portal-8.8), drawn from its
 * chart (machines/esign/mileage.machine.ts): the odometer reading, the annual mileage, commuting yes
 * or no, and when commuting its days a week and its address, suggested as it is typed (the kit's
 * address autocomplete, an ARIA combobox: src/ui/SuggestCombobox.tsx).
 *
 * The kit's Modal (focus moved to the first field and kept inside, Escape and Close cancel, focus
 * back to the button that opened it; Escape in the address field closes its suggestions first) and
 * form shell (labels, hints, each field's message, the error summary that takes focus on a failed
 * submit). Save hands the form to the chart, which keeps it only when its rules pass; commuting
 * without an address picked is refused with "mileage address required", at the address field and in
 * an alert that takes focus, nothing typed lost.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import type { AddressSuggestActor, AddressSuggestScreen } from '../../machines/kit/addressSuggest.machine';
import { addressSuggestViewOf, SUGGEST_MAX_CHARS } from '../../machines/kit/addressSuggest.machine';
import type { MileageRefusal } from '../../machines/esign/mileage.machine';
import { MILEAGE_LIMITS, vehicleTitle, type MileageField, type MileageProblem } from '../../machines/esign/mileage.rules';
import { addressOf, mileageDialogOf, type MileageActor } from '../../machines/esign/mileage.selectors';
import { countedText, fill } from '../../src/i18n';
import type { Lang } from '../../src/config/lang';
import type { EsignText } from '../../src/i18n/esign';
import { Button, Modal, useFocusOnMount } from '../../src/ui';
import { RadioGroupField, SelectField, TextField } from '../../src/ui/form';
import { FormShell } from '../../src/ui/form/FormShell';
import { SuggestCombobox } from '../../src/ui/SuggestCombobox';
import { formOfValues, mileageFormSchema, mileageFormValues, type MileageFormValues } from './mileageForm';
import { useEsignTexts } from './texts';

type MileageTexts = EsignText['mileage'];

const number = (lang: Lang, n: number) => new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US').format(n);

/** A problem the chart found, in the page's words. */
function problemMessage(m: MileageTexts, lang: Lang, field: MileageField, problem: MileageProblem): string {
  const limits = (l: { min: number; max: number }) => ({ min: number(lang, l.min), max: number(lang, l.max) });
  switch (field) {
    case 'odometerReading':
      return problem === 'required' ? m.odometerRequired : fill(m.odometerInvalid, limits(MILEAGE_LIMITS.odometerReading));
    case 'selectedAnnualMileage':
      return problem === 'required' ? m.annualRequired : fill(m.annualInvalid, limits(MILEAGE_LIMITS.selectedAnnualMileage));
    case 'commutingVehicle':
      return m.commutingRequired;
    case 'commutingDays':
      return problem === 'required' ? m.daysRequired : fill(m.daysInvalid, MILEAGE_LIMITS.commutingDays);
    case 'commutingAddress':
      return m.addressRequired;
  }
}

export function MileageDialog({ actor }: { actor: MileageActor }) {
  const { t, form, common, lang } = useEsignTexts();
  const m = t.mileage;
  const d = useSelector(actor, mileageDialogOf, shallowEqual);
  const address = useSelector(actor, addressOf);
  const schema = useMemo(() => mileageFormSchema(m, lang), [m, lang]);
  // The form as it opened: what is typed stays formik's (a refused save loses nothing).
  const [initialValues] = useState(() => mileageFormValues(d.form));
  const cancel = () => actor.send({ type: 'dialog.cancel' });
  // The chart's "mileage address required", while no address is chosen.
  const addressError = d.refusal?.problems.commutingAddress && d.commutingAddress === null ? m.addressRequired : undefined;
  return (
    <Modal title={fill(m.title, { vehicle: vehicleTitle(d.vehicle) })} onClose={cancel} closeLabel={common.close} className="esign__mileage">
      <p>{m.lead}</p>
      <FormShell<MileageFormValues>
        initialValues={initialValues}
        schema={schema}
        texts={form}
        busy={false}
        busyText={m.save}
        submitLabel={m.save}
        failure={null}
        className="esign__mileage-form"
        onSubmit={(values) => actor.send({ type: 'mileage.save', form: formOfValues(values) })}
      >
        {/* A new finding is a new alert: it takes focus and is announced again. */}
        {d.refusal && <Refused key={JSON.stringify(d.refusal)} refusal={d.refusal} />}
        <TextField name="odometerReading" id="esign-mileage-odometer" label={m.odometer} hint={m.odometerHint} inputMode="numeric" autoComplete="off" maxLength={9} className="ui-field--medium" data-autofocus quietWhileEmpty />
        <TextField name="selectedAnnualMileage" id="esign-mileage-annual" label={m.annual} hint={m.annualHint} inputMode="numeric" autoComplete="off" maxLength={9} className="ui-field--medium" />
        <RadioGroupField
          name="commutingVehicle"
          id="esign-mileage-commuting"
          legend={m.commuting}
          options={[
            { value: 'yes', label: m.yes },
            { value: 'no', label: m.no },
          ]}
          inline
        />
        <CommuteFields address={address} addressError={addressError} />
      </FormShell>
      <p>
        <Button variant="secondary" onClick={cancel}>
          {m.cancel}
        </Button>
      </p>
    </Modal>
  );
}

/** The commute days and address, while the car commutes. */
function CommuteFields({ address, addressError }: { address: AddressSuggestActor | null; addressError: string | undefined }) {
  const { t, lang } = useEsignTexts();
  const m = t.mileage;
  const { values } = useFormikContext<MileageFormValues>();
  const days = useMemo(() => {
    const out: Array<{ value: string; label: string }> = [];
    for (let n = MILEAGE_LIMITS.commutingDays.min; n <= MILEAGE_LIMITS.commutingDays.max; n += 1) out.push({ value: String(n), label: countedText(lang, m.daysOption, n) });
    return out;
  }, [lang, m.daysOption]);
  if (values.commutingVehicle !== 'yes') return null;
  return (
    <>
      <SelectField name="commutingDays" id="esign-mileage-days" label={m.days} options={days} className="ui-field--medium" />
      {address && <AddressField actor={address} error={addressError} />}
    </>
  );
}

/** What the field says under it on each screen of the autocomplete: announced only, or shown. */
function addressWords(m: MileageTexts, lang: Lang, screen: AddressSuggestScreen, count: number): { status?: string; message?: string } {
  switch (screen) {
    case 'looking':
      return { status: m.looking };
    case 'listing':
      return { status: countedText(lang, m.found, count) };
    case 'none':
      return { message: m.none };
    case 'failed':
      return { message: m.failed };
    case 'lookingUp':
      return { status: m.lookingUp };
    case 'lookupFailed':
      return { message: m.lookupFailed };
    default:
      return {};
  }
}

/** The commute address: what is typed goes to the kit's autocomplete, its suggestions come back as a list. */
function AddressField({ actor, error }: { actor: AddressSuggestActor; error: string | undefined }) {
  const { t, common, lang } = useEsignTexts();
  const m = t.mileage;
  const view = useSelector(actor, addressSuggestViewOf, shallowEqual);
  const options = useMemo(() => view.suggestions.map((s) => s.text), [view.suggestions]);
  const words = addressWords(m, lang, view.screen, options.length);
  const failed = view.screen === 'failed' || view.screen === 'lookupFailed';
  return (
    <SuggestCombobox
      id="esign-mileage-address"
      label={m.address}
      hint={m.addressHint}
      error={error}
      errorPrefix={common.errorPrefix}
      value={view.text}
      options={options}
      expanded={view.screen === 'listing'}
      open={view.open}
      listLabel={m.suggestions}
      status={words.status}
      message={words.message}
      action={failed ? { label: m.retry, onClick: () => actor.send({ type: 'address.retry' }) } : null}
      maxLength={SUGGEST_MAX_CHARS}
      onInput={(text) => actor.send({ type: 'address.type', text })}
      onPick={(index) => actor.send({ type: 'address.pick', index })}
      onOpen={() => actor.send({ type: 'address.open' })}
      onClose={() => actor.send({ type: 'address.close' })}
    />
  );
}

/** The chart refused the save: what it found, as an alert that takes focus (the fields keep what was typed). */
function Refused({ refusal }: { refusal: MileageRefusal }) {
  const { t, lang } = useEsignTexts();
  const ref = useFocusOnMount<HTMLDivElement>();
  const messages = (Object.entries(refusal.problems) as Array<[MileageField, MileageProblem]>).map(([field, problem]) => problemMessage(t.mileage, lang, field, problem));
  return (
    <div ref={ref} tabIndex={-1} className="ui-notice ui-notice--error" role="alert">
      <p>
        <strong>{t.mileage.problemsTitle}</strong>
      </p>
      <p>{messages.join(' ')}</p>
    </div>
  );
}
