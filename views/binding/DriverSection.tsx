/**
 * Section 1, driver information (portal-2.10, portal-5.5 to portal-5.9, portal-8.8): the
 * licence, the date of birth (MM DD YYYY, the binding age limits), a VIN per car (the kit's VIN
 * input: 17 characters, upper case, the pattern), and the privacy consent with the carrier's
 * message where the carrier asks it. Next hands the values to the chart; the driver validation
 * runs when the customer moves on from the contact preference, and what it found ("given data not
 * correct", a VIN wrong, a failed check) shows here above the fields. The form itself
 * (`DriverForm`) takes what it shows and where Next goes as props: the payment and e-sign page's
 * driver step draws the same section from its own chart (views/esign/DetailsSection.tsx).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { BindingMachine } from '../../machines/binding/binding.machine';
import type { BindingCar, DriverCheckOutput, DriverCheckValues } from '../../machines/binding/driverCheck.machine';
import type { BindingDriver } from '../../machines/binding/drivers.rules';
import { isVinPattern } from '../../machines/kit/vin';
import { vehicleName } from '../../machines/binding/vehicles.rules';
import { fill } from '../../src/i18n';
import { CheckboxField, DateOfBirthField, TextField } from '../../src/ui/form';
import { FormShell } from '../../src/ui/form/FormShell';
import { BindingFlow } from './BindingFlow';
import { SectionHeading } from './SectionHeading';
import { driverCheckValues, driverFormSchema, driverFormValues, type DriverFormValues } from './driverForm';
import { useBindingTexts } from './texts';
import { VinField } from './VinField';

type Snap = SnapshotFrom<BindingMachine>;

/** What the driver section shows: the values kept, what the last check found, the cars, the limits, the consent, the primary driver. */
export interface DriverStep {
  kept: DriverCheckValues | null;
  problem: Exclude<DriverCheckOutput, { kind: 'checked' }> | null;
  cars: readonly BindingCar[];
  limits: { minAge: number; maxAge: number };
  consent: boolean;
  consentMessage: string;
  primary: BindingDriver | null;
}

const selectDriverStep = (s: Snap): DriverStep => ({
  kept: s.context.driverValues,
  problem: s.context.driverProblem,
  cars: s.context.cars,
  limits: s.context.limits,
  consent: s.context.config?.enablepaperlessconsent === true,
  consentMessage: s.context.config?.consentmessage ?? '',
  primary: s.context.drivers.find((d) => d.primaryDriver) ?? null,
});

/** A car as the customer knows it: "2018 Ford F-150". */
export const carName = (car: { year: number | null; maker: string; model: string }, fallback: string) => vehicleName(car) || fallback;

export function DriverSection({ now }: { now: () => Date }) {
  const actor = BindingFlow.useActorRef();
  const v = useSelector(actor, selectDriverStep, shallowEqual);
  return <DriverForm step={v} now={now} onNext={(values) => actor.send({ type: 'driver.next', values })} />;
}

/** The driver section's form: what `step` says, Next hands the values to `onNext`; `busy` while a check of them runs. */
export function DriverForm({ step: v, now, onNext, busy = false }: { step: DriverStep; now: () => Date; onNext: (values: DriverCheckValues) => void; busy?: boolean }) {
  const { t, form } = useBindingTexts();
  const d = t.driver;
  const schema = useMemo(() => driverFormSchema(t, { ...v.limits, now }, v.consent), [t, v.limits, now, v.consent]);
  const initialValues = useMemo(() => driverFormValues(v.kept, v.primary?.dob ?? '', v.cars), [v.kept, v.primary, v.cars]);
  const failure = (() => {
    switch (v.problem?.kind) {
      case 'notCorrect':
        return { title: d.problemTitle, message: t.configured.notCorrect };
      case 'vinWrong':
        return { title: d.problemTitle, message: `${carName(v.cars[v.problem.index] ?? { year: null, maker: '', model: '' }, d.car)}: ${t.configured.vinWrong}` };
      case 'malformed':
        return { title: d.problemTitle, message: t.configured.vinInvalid };
      case 'failed':
        return { title: d.failedTitle, message: d.failed };
      default:
        return null;
    }
  })();
  // portal-5.6: what the driver check found wrong with a car's VIN (its pattern, or no details), on that car's field.
  const vinProblem = (i: number) => {
    if (v.problem?.kind === 'vinWrong' && v.problem.index === i) return t.configured.vinWrong;
    if (v.problem?.kind === 'malformed' && !isVinPattern(v.kept?.vins[i] ?? '')) return t.configured.vinInvalid;
    return undefined;
  };
  return (
    <section className="binding__section">
      <SectionHeading>{d.heading}</SectionHeading>
      <p>{fill(d.lead, { name: v.primary?.firstName ?? '' })}</p>
      <FormShell<DriverFormValues>
        initialValues={initialValues}
        schema={schema}
        texts={form}
        busy={busy}
        busyText={d.checking}
        submitLabel={t.page.next}
        failure={failure}
        onSubmit={(values) => onNext(driverCheckValues(values))}
      >
        <TextField name="licence" id="binding-licence" label={d.licence} hint={d.licenceHint} autoComplete="off" maxLength={25} className="ui-field--medium" />
        <DateOfBirthField name="dob" id="binding-dob" legend={d.dob} />
        {v.cars.map((car, i) => (
          <VinField
            key={i}
            name={`vins.${i}`}
            id={`binding-vin-${i}`}
            label={fill(d.vin, { car: carName(car, `${d.car} ${i + 1}`) })}
            hint={d.vinHint}
            // The driver check's "VIN wrong" stays on the car until the VIN is changed.
            problem={(value, initial) => (value === initial ? vinProblem(i) : undefined)}
          />
        ))}
        {v.consent && <CheckboxField name="consent" id="binding-consent" label={v.consentMessage || d.consentTitle} required />}
      </FormShell>
    </section>
  );
}
