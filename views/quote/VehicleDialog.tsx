/**
 * The add/edit vehicle dialog (quote-2.25, quote-4.7, quote-4.8, quote-5.9, quote-5.17): a modal
 * drawn from the dialog machine's own actor (machines/quote/vehicleDialog.machine.ts), which the chart
 * invokes as `vehicleDialog` while the vehicle stage is editing. Two panels: the VIN (typed upper
 * case, at most 17 characters, its hint once more than 2 are typed, the letters O, I and Q refused
 * as typed; "Look up" sends `vin.decode`), or year, then make, then model (each select works once
 * the previous one is picked: `year.pick`, `make.pick`, `model.pick`); a switch between them
 * (`mode.dropdowns`, `mode.vin`); then the annual mileage (required in California, else 10,000 by
 * default) and Save (`vehicle.save`) or Cancel (`dialog.cancel`, also Escape and the close button).
 * Focus goes into the dialog and back to the button that opened it (the kit's Modal).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { annualMileageBand, showVinHint, vinError, type MileageBand } from '../../machines/quote/vehicleCoverage.rules';
import { normalizeVinInput, VIN_LENGTH } from '../../machines/quote/vehicleCoverage.rules';
import type { VehicleDialogMachine } from '../../machines/quote/vehicleDialog.machine';
import { type VehicleDialogSnapshot } from '../../machines/quote/selectors';
import { vehicleDialogScreen, type ListScreen } from '../../machines/quote/stepSelectors';
import { fill } from '../../src/i18n';
import type { QuoteText } from '../../src/i18n/quote';
import { Button, Field, LiveRegion, Modal } from '../../src/ui';
import { SelectInput } from '../../src/ui/form/plain';
import { useQuoteTexts } from './texts';

export type VehicleDialogRef = ActorRefFrom<VehicleDialogMachine>;

/** The chart's child named `vehicleDialog` (the invoke id is the child's id). */
export function isVehicleDialog(ref: AnyActorRef | undefined): ref is VehicleDialogRef {
  return ref !== undefined && ref.id === 'vehicleDialog';
}

/** quote-5.17: the annual mileage choices, by the mileage sent. */
export const MILEAGE_CHOICES: readonly MileageBand[] = [10000, 12000, 20000];

/** The words of a vehicle's mileage: its band's ("Up to 12,000 miles"). */
export function mileageLabel(t: QuoteText, mileage: number): string {
  const band = (MILEAGE_CHOICES as readonly number[]).includes(mileage) ? (mileage as MileageBand) : annualMileageBand(mileage);
  return t.mileageBands[`${band}`];
}

type DialogView = ReturnType<typeof vehicleDialogScreen>;

const selectMileage = (s: VehicleDialogSnapshot) => s.context.mileage;
const SWITCH_ID = 'quote-vehicle-switch';

export function VehicleDialog({ dialog }: { dialog: VehicleDialogRef }) {
  const { t, form } = useQuoteTexts();
  const v = useSelector(dialog, vehicleDialogScreen, shallowEqual);
  const initialMileage = useSelector(dialog, selectMileage);
  const [mileage, setMileage] = useState<number | null>(initialMileage);
  const [tried, setTried] = useState(false);
  const canSave = useSelector(dialog, (s) => s.can({ type: 'vehicle.save', mileage }));
  const noteId = useId();
  const d = t.vehicleDialog;
  const mileageError = tried && v.mileageRequired && mileage === null ? d.errors.mileageRequired : undefined;
  const needsVehicle = v.detail === null;

  return (
    <Modal
      title={v.editing ? d.editTitle : d.addTitle}
      onClose={() => dialog.send({ type: 'dialog.cancel' })}
      closeLabel={form.close}
      size="medium"
      className="quote-vehicle-dialog"
      actions={
        <>
          <Button
            aria-disabled={canSave ? undefined : true}
            aria-describedby={canSave ? undefined : noteId}
            onClick={() => {
              if (canSave) dialog.send({ type: 'vehicle.save', mileage });
              else setTried(true);
            }}
          >
            {d.save}
          </Button>
          <Button variant="secondary" onClick={() => dialog.send({ type: 'dialog.cancel' })}>
            {d.cancel}
          </Button>
        </>
      }
    >
      {v.mode === 'vin' ? <VinPanel dialog={dialog} view={v} /> : <ListPanel dialog={dialog} view={v} />}
      <div className="quote-vehicle-dialog__switch">
        <Button
          id={SWITCH_ID}
          variant="link"
          disabled={!v.canSwitch}
          onClick={() => dialog.send({ type: v.mode === 'vin' ? 'mode.dropdowns' : 'mode.vin' })}
        >
          {v.mode === 'vin' ? d.useDropdowns : d.useVin}
        </Button>
      </div>
      <SelectInput
        id="quote-vehicle-mileage"
        name="mileage"
        label={t.vehicles.mileage}
        hint={d.mileageHint}
        options={MILEAGE_CHOICES.map((band) => ({ value: String(band), label: t.mileageBands[`${band}`] }))}
        placeholder={mileage === null ? form.choose : undefined}
        value={mileage === null ? '' : String(mileage)}
        onValueChange={(value) => setMileage(value === '' ? null : Number(value))}
        required={v.mileageRequired}
        error={mileageError}
        errorPrefix={form.errorPrefix}
      />
      {!canSave && (
        <p id={noteId} className="ui-muted quote-note">
          {needsVehicle ? d.needVehicle : v.mileageRequired && mileage === null ? d.errors.mileageRequired : d.needVehicle}
        </p>
      )}
    </Modal>
  );
}

function vehicleText(t: QuoteText, v: { year: number; maker: string; model: string }): string {
  return fill(t.vehicles.name, { year: String(v.year), maker: v.maker, model: v.model });
}

/** The message of a VIN the chart refused (quote-5.9), or of a letter O, I or Q as it is typed. */
function vinMessage(t: QuoteText, typed: string, refused: string | null): string | undefined {
  const e = t.vehicleDialog.errors;
  if (/[IOQ]/.test(typed)) return e.vinLetters;
  if (refused === null || refused !== typed) return undefined;
  switch (vinError(refused)) {
    case 'required':
      return e.vinRequired;
    case 'pattern':
      return e.vinLength;
    case 'checkDigit':
      return e.vinCheckDigit;
    default:
      return undefined;
  }
}

function VinPanel({ dialog, view: v }: { dialog: VehicleDialogRef; view: DialogView }) {
  const { t, form } = useQuoteTexts();
  const d = t.vehicleDialog;
  const [vin, setVin] = useState(v.vin);
  const decoding = v.vinScreen === 'decoding';
  const error = vinMessage(t, vin, v.vinScreen === 'invalid' ? v.vin : null);
  let status: ReactNode = '';
  if (v.vinScreen === 'decoded' && v.detail) status = fill(d.decoded, { vehicle: vehicleText(t, v.detail) });
  else if (v.detail && v.vinScreen === 'typing') status = fill(d.chosen, { vehicle: vehicleText(t, v.detail) });
  return (
    <form
      className="quote-vin"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!decoding) dialog.send({ type: 'vin.decode', vin });
      }}
    >
      <div className="quote-vin__row">
        <Field
          id="quote-vin"
          name="vin"
          label={d.vin}
          // quote-5.9: the hint once more than 2 characters are typed.
          hint={showVinHint(vin) ? fill(d.vinHint, { count: String(vin.length) }) : undefined}
          value={vin}
          onChange={(e) => setVin(normalizeVinInput(e.target.value))}
          error={error}
          errorPrefix={form.errorPrefix}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName="quote-vin__input"
          size={VIN_LENGTH + 2}
          data-autofocus
        />
        <Button type="submit" variant="secondary" busy={decoding} busyLabel={d.decoding}>
          {d.lookUp}
        </Button>
      </div>
      <LiveRegion visible className="quote-vin__status">
        {status}
      </LiveRegion>
      {v.vinScreen === 'unknown' && (
        <p className="ui-notice ui-notice--warning" role="alert">
          {d.unknown}
        </p>
      )}
      {v.vinScreen === 'failed' && (
        <div className="quote-retry">
          <p className="ui-notice ui-notice--error" role="alert">
            {d.failed}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              dialog.send({ type: 'vin.decode', vin: v.vin });
              // The button goes away with the message: focus goes back to the VIN.
              document.getElementById('quote-vin')?.focus();
            }}
          >
            {t.buttons.retry}
          </Button>
        </div>
      )}
    </form>
  );
}

/** A select that works only once the pick before it is made (a disabled fieldset disables it natively). */
function Gate({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <fieldset className="quote-gate" disabled={!open} role="presentation">
      {children}
    </fieldset>
  );
}

/** The list to show: the loaded one, or the vehicle's own value while its list is not loaded (editing). */
function choices(list: readonly (string | number)[], current: string | number | null): { value: string; label: string }[] {
  const shown = list.length > 0 ? list : current === null || current === '' ? [] : [current];
  return shown.map((item) => ({ value: String(item), label: String(item) }));
}

/** One list of the year-make-model choice: open once the chart accepts its pick; a pick goes to the chart. */
function PickSelect(props: { open: boolean; name: 'year' | 'make' | 'model'; label: string; list: readonly (string | number)[]; value: string; onPick: (value: string) => void }) {
  const { form } = useQuoteTexts();
  return (
    <Gate open={props.open}>
      <SelectInput
        id={`quote-vehicle-${props.name}`}
        name={props.name}
        label={props.label}
        options={choices(props.list, props.value === '' ? null : props.value)}
        placeholder={form.choose}
        value={props.value}
        onValueChange={(value) => {
          if (value !== '') props.onPick(value);
        }}
        required
        errorPrefix={form.errorPrefix}
      />
    </Gate>
  );
}

function ListPanel({ dialog, view: v }: { dialog: VehicleDialogRef; view: DialogView }) {
  const { t } = useQuoteTexts();
  const d = t.vehicleDialog;
  const loading: Partial<Record<ListScreen, string>> = {
    loadingYears: d.loadingYears,
    loadingMakes: d.loadingMakes,
    loadingModels: d.loadingModels,
    loadingDetails: d.loadingDetails,
  };
  const status = (v.listScreen && loading[v.listScreen]) ?? (v.detail ? fill(d.chosen, { vehicle: vehicleText(t, v.detail) }) : '');
  return (
    <div className="quote-dropdowns">
      <div className="quote-dropdowns__selects">
        <PickSelect
          open={v.canYear}
          name="year"
          label={d.year}
          list={v.years}
          value={v.year === null ? '' : String(v.year)}
          onPick={(value) => dialog.send({ type: 'year.pick', year: Number(value) })}
        />
        <PickSelect open={v.canMake} name="make" label={d.make} list={v.makes} value={v.maker} onPick={(value) => dialog.send({ type: 'make.pick', maker: value })} />
        <PickSelect open={v.canModel} name="model" label={d.model} list={v.models} value={v.model} onPick={(value) => dialog.send({ type: 'model.pick', model: value })} />
      </div>
      <LiveRegion visible className="quote-dropdowns__status">
        {status}
      </LiveRegion>
      {v.listScreen === 'listFailed' && (
        <div className="quote-retry">
          <p className="ui-notice ui-notice--error" role="alert">
            {d.listFailed}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              dialog.send({ type: 'list.retry' });
              // The button goes away while the years load: focus goes to the switch beside the lists.
              document.getElementById(SWITCH_ID)?.focus();
            }}
          >
            {t.buttons.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
