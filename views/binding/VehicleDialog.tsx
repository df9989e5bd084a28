/**
 * The add/edit vehicle dialog (portal-2.11, portal-9.9), drawn from its chart
 * (machines/binding/vehicleDialog.machine.ts): the model year, make, model and VIN of a car added
 * here; of a car of the quote its VIN only, its year, make and model shown as the quote has them.
 * The kit's Modal (focus moved in and kept there, Escape and Close cancel, focus back to the button
 * that opened it) and form shell (labels, hints, each field's message, the error summary that takes
 * focus on a failed submit). Save hands the car to the chart, which keeps it only when its rules
 * pass; a refusal (a VIN with I, O or Q, or one already on another car) shows at the VIN field and
 * in an alert that takes focus, and nothing typed is lost.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { VehicleDialogMachine, VehicleRefusal } from '../../machines/binding/vehicleDialog.machine';
import { modelYearRange, vehicleEditableFields, vehicleName, type VehicleField, type VehicleProblem } from '../../machines/binding/vehicles.rules';
import type { VehicleDialogActor } from '../../machines/binding/selectors';
import { normalizeVinInput } from '../../machines/kit/vin';
import { fill } from '../../src/i18n';
import { Button, Modal, useFocusOnMount } from '../../src/ui';
import { TextField } from '../../src/ui/form';
import { FormShell } from '../../src/ui/form/FormShell';
import { useBindingTexts } from './texts';
import { vehicleFormSchema, vehicleFormValues, vehicleOf, type VehicleFormValues } from './vehicleForm';
import { VinField } from './VinField';

type Snap = SnapshotFrom<VehicleDialogMachine>;

const selectDialog = (s: Snap) => ({ car: s.context.car, adding: s.context.adding, now: s.context.now, refusal: s.context.refusal });

type Texts = ReturnType<typeof useBindingTexts>['t'];

/** A problem the chart found, in the page's words. */
function problemMessage(t: Texts, field: VehicleField, problem: VehicleProblem, range: { min: number; max: number }): string {
  const v = t.vehicles;
  if (field === 'vin') return problem === 'required' ? t.configured.vinRequired : problem === 'duplicate' ? v.vinDuplicate : t.configured.vinInvalid;
  if (field === 'year') return problem === 'required' ? v.yearRequired : fill(v.yearInvalid, range);
  if (field === 'maker') return problem === 'required' ? v.makeRequired : v.makeInvalid;
  return problem === 'required' ? v.modelRequired : v.modelInvalid;
}

export function VehicleDialog({ actor }: { actor: VehicleDialogActor }) {
  const { t, form, common } = useBindingTexts();
  const v = t.vehicles;
  const d = useSelector(actor, selectDialog, shallowEqual);
  const editable = vehicleEditableFields(d.car);
  const { now } = d;
  const range = useMemo(() => modelYearRange(now()), [now]);
  const schema = useMemo(() => vehicleFormSchema(t, range, editable), [t, range, editable]);
  const initialValues = useMemo(() => vehicleFormValues(d.car), [d.car]);
  const title = d.adding ? v.dialogAdd : fill(v.dialogEdit, { car: vehicleName(d.car) || d.car.vin || v.vinLabel });
  const cancel = () => actor.send({ type: 'dialog.cancel' });
  // The chart's finding about the VIN, while the VIN is the one it refused.
  const vinProblem = (value: string) => {
    const problem = d.refusal?.problems.vin;
    return problem && d.refusal && normalizeVinInput(value) === d.refusal.car.vin ? problemMessage(t, 'vin', problem, range) : undefined;
  };
  return (
    <Modal title={title} onClose={cancel} closeLabel={common.close} className="binding__dialog">
      <FormShell<VehicleFormValues>
        initialValues={initialValues}
        schema={schema}
        texts={form}
        busy={false}
        busyText={v.save}
        submitLabel={v.save}
        failure={null}
        className="binding__vehicle-form"
        onSubmit={(values) => actor.send({ type: 'vehicle.save', car: vehicleOf(d.car, values) })}
      >
        {/* A new finding is a new alert: it takes focus and is announced again. */}
        {d.refusal && <Refused key={JSON.stringify(d.refusal)} refusal={d.refusal} range={range} />}
        {editable.includes('year') ? (
          <>
            <TextField name="year" id="binding-vehicle-year" label={v.year} hint={fill(v.yearHint, range)} autoComplete="off" inputMode="numeric" maxLength={4} className="ui-field--short" />
            <TextField name="maker" id="binding-vehicle-make" label={v.make} hint={v.makeHint} autoComplete="off" maxLength={40} className="ui-field--medium" />
            <TextField name="model" id="binding-vehicle-model" label={v.model} hint={v.modelHint} autoComplete="off" maxLength={40} className="ui-field--medium" />
          </>
        ) : (
          <p className="binding__vehicle-quote">{v.fromQuoteNote}</p>
        )}
        <VinField name="vin" id="binding-vehicle-vin" label={v.vinLabel} hint={t.driver.vinHint} problem={vinProblem} />
      </FormShell>
      <p>
        <Button variant="secondary" onClick={cancel}>
          {t.additional.cancel}
        </Button>
      </p>
    </Modal>
  );
}

/** The chart refused the save: what it found, by field, as an alert that takes focus (the fields keep what was typed). */
function Refused({ refusal, range }: { refusal: VehicleRefusal; range: { min: number; max: number } }) {
  const { t } = useBindingTexts();
  const ref = useFocusOnMount<HTMLDivElement>();
  const messages = (Object.entries(refusal.problems) as Array<[VehicleField, VehicleProblem]>).map(([field, problem]) => problemMessage(t, field, problem, range));
  return (
    <div ref={ref} tabIndex={-1} className="ui-notice ui-notice--error" role="alert">
      <p>
        <strong>{t.vehicles.problemsTitle}</strong>
      </p>
      <p>{messages.join(' ')}</p>
    </div>
  );
}
