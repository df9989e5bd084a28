/**
 * The vehicle stage (quote-2.3, quote-2.10, quote-2.19, quote-2.25): the vehicles of the quote as
 * cards (year, make and model, the VIN when there is one, the annual mileage) with Edit
 * (`vehicle.edit`) and Remove (`vehicle.remove`, then the confirmation: `remove.confirm` or
 * `remove.cancel`), "Add a vehicle" (`vehicle.add`: the dialog, VehicleDialog.tsx), the
 * household's vehicles the chart found (quote-7.27) as checkboxes with "Add the ticked vehicles"
 * (`vehicles.addFound`), Continue (`vehicles.submit`, unavailable with its reason while there is
 * no vehicle) and Back. A thin renderer: the list's own chart (machines/quote/vehicleList.machine.ts,
 * the quote chart's child `vehiclesummary`) holds the list, decides what each button may do (`can`)
 * and which dialog is open, and takes these events; the view keeps only the ticks of the
 * household's vehicles.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { vehicleListChild, type VehicleListRef, type VehicleListSnapshot } from '../../machines/quote/selectors';
import { vehicleStage } from '../../machines/quote/stepSelectors';
import type { QuoteVehicle } from '../../machines/quote/vehicleDialog.machine';
import { fill } from '../../src/i18n';
import { Button, Modal, Spinner, VisuallyHidden } from '../../src/ui';
import { CheckboxInput } from '../../src/ui/form/plain';
import { BackButton, StepHeading, type StepProps } from './parts';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';
import { VehicleDialog, isVehicleDialog, mileageLabel } from './VehicleDialog';

type Snap = VehicleListSnapshot;

const HEADING_ID = 'quote-vehiclesummary-heading';

/** A vehicle's name as the page's language writes it ("2019 Toyota Camry"); the make and model are the API's text. */
export function useVehicleName() {
  const { t } = useQuoteTexts();
  return (v: { year: number; maker: string; model: string }) => fill(t.vehicles.name, { year: String(v.year), maker: v.maker, model: v.model });
}

const selectDialog = (s: Snap) => s.children.vehicleDialog;

export function VehicleSummary(props: StepProps) {
  const actor = QuoteFlow.useActorRef();
  const list = useSelector(actor, vehicleListChild);
  return list ? <VehicleList list={list} {...props} /> : null;
}

function VehicleList({ list, focusHeading, starting }: StepProps & { list: VehicleListRef }) {
  const { t } = useQuoteTexts();
  const v = useSelector(list, vehicleStage, shallowEqual);
  const child = useSelector(list, selectDialog);
  const dialog = isVehicleDialog(child) ? child : null;
  const name = useVehicleName();
  const noteId = useId();
  const headingRef = useRef<HTMLDivElement>(null);

  // A removed vehicle takes its Remove button with it: focus goes to the list's heading rather than the page.
  const count = v.vehicles.length;
  const before = useRef(count);
  useEffect(() => {
    const removed = count < before.current;
    before.current = count;
    const active = document.activeElement;
    if (removed && (active === null || active === document.body)) headingRef.current?.querySelector('h2')?.focus();
  }, [count]);

  const removing = v.removing === null ? null : (v.vehicles[v.removing] ?? null);

  return (
    <section className="quote-step quote-vehicles" aria-labelledby={HEADING_ID}>
      <div ref={headingRef}>
        <StepHeading id={HEADING_ID} focus={focusHeading}>
          {t.vehicles.heading}
        </StepHeading>
      </div>
      {v.finding && <Spinner className="quote-vehicles__finding" label={t.vehicles.finding} size="small" />}
      {count === 0 ? (
        <p className="quote-vehicles__none">{t.vehicles.none}</p>
      ) : (
        <ul className="quote-cards">
          {v.vehicles.map((vehicle, index) => (
            <VehicleCard key={`${index}-${vehicle.vin}`} list={list} vehicle={vehicle} index={index} enabled={v.listing} />
          ))}
        </ul>
      )}
      <div className="quote-vehicles__add">
        <Button variant="secondary" disabled={!v.listing} onClick={() => list.send({ type: 'vehicle.add' })}>
          {t.vehicles.add}
        </Button>
      </div>
      <FoundVehicles list={list} vehicles={v.vehicles} householdCars={v.householdCars} enabled={v.listing} />
      <div className="form-actions">
        {/* quote-2.10: Continue needs a vehicle; it stays focusable and says why it is unavailable. */}
        <Button
          busy={starting}
          aria-disabled={v.canContinue ? undefined : true}
          aria-describedby={!v.canContinue && count === 0 ? noteId : undefined}
          onClick={() => {
            if (v.canContinue) list.send({ type: 'vehicles.submit' });
          }}
        >
          {t.buttons.continue}
        </Button>
        {count === 0 && (
          <p id={noteId} className="ui-muted quote-note">
            {t.vehicles.needVehicle}
          </p>
        )}
        <BackButton from={list} />
      </div>
      {dialog && <VehicleDialog dialog={dialog} />}
      {removing && (
        <Modal
          title={fill(t.vehicles.removeTitle, { vehicle: name(removing) })}
          onClose={() => list.send({ type: 'remove.cancel' })}
          closeLabel={t.vehicleDialog.cancel}
          size="small"
          actions={
            <>
              <Button data-autofocus onClick={() => list.send({ type: 'remove.confirm' })}>
                {t.vehicles.removeYes}
              </Button>
              <Button variant="secondary" onClick={() => list.send({ type: 'remove.cancel' })}>
                {t.vehicles.removeNo}
              </Button>
            </>
          }
        >
          <p>{t.vehicles.removeText}</p>
        </Modal>
      )}
    </section>
  );
}

function VehicleCard({ list, vehicle, index, enabled }: { list: VehicleListRef; vehicle: QuoteVehicle; index: number; enabled: boolean }) {
  const { t } = useQuoteTexts();
  const name = useVehicleName()(vehicle);
  return (
    <li className="card quote-card">
      <h3 className="card__title">{name}</h3>
      <dl className="quote-card__details">
        {vehicle.vin !== '' && (
          <>
            <dt>{t.vehicles.vin}</dt>
            <dd className="quote-card__vin">{vehicle.vin}</dd>
          </>
        )}
        <dt>{t.vehicles.mileage}</dt>
        <dd>{mileageLabel(t, vehicle.mileage)}</dd>
      </dl>
      <div className="quote-card__actions">
        <Button variant="secondary" disabled={!enabled} onClick={() => list.send({ type: 'vehicle.edit', index })}>
          {t.buttons.edit} <VisuallyHidden>{name}</VisuallyHidden>
        </Button>
        <Button variant="link" disabled={!enabled} onClick={() => list.send({ type: 'vehicle.remove', index })}>
          {t.vehicles.remove} <VisuallyHidden>{name}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}

/**
 * quote-2.10, quote-7.27: the household's vehicles not on the quote yet, to tick and add. The
 * ticks are the view's own; the chart adds the ticked ones once each.
 */
function FoundVehicles({
  list,
  vehicles,
  householdCars,
  enabled,
}: {
  list: VehicleListRef;
  vehicles: readonly QuoteVehicle[];
  householdCars: Snap['context']['householdCars'];
  enabled: boolean;
}) {
  const { t, form } = useQuoteTexts();
  const name = useVehicleName();
  const offered = useMemo(() => {
    const have = new Set(vehicles.map((v) => v.vin).filter(Boolean));
    return householdCars.filter((car) => !have.has(car.vin));
  }, [vehicles, householdCars]);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const [tried, setTried] = useState(false);
  const legendId = useId();
  if (offered.length === 0) return null;
  const chosen = ticked.filter((vin) => offered.some((car) => car.vin === vin));
  return (
    <fieldset className="ui-field-group quote-found" aria-describedby={`${legendId}-hint`}>
      <legend className="ui-field-group__legend">{t.vehicles.found}</legend>
      <p className="ui-field__hint" id={`${legendId}-hint`}>
        {t.vehicles.foundHint}
      </p>
      {offered.map((car) => (
        <CheckboxInput
          key={car.vin}
          id={`quote-found-${car.vin}`}
          name="found"
          label={fill(t.vehicles.foundVehicle, { vehicle: name(car), vin: car.vin })}
          checked={chosen.includes(car.vin)}
          onCheckedChange={(checked) => {
            setTried(false);
            setTicked((list) => (checked ? [...list.filter((vin) => vin !== car.vin), car.vin] : list.filter((vin) => vin !== car.vin)));
          }}
          errorPrefix={form.errorPrefix}
        />
      ))}
      <div className="quote-found__actions">
        <Button
          variant="secondary"
          disabled={!enabled}
          onClick={() => {
            if (chosen.length === 0) {
              setTried(true);
              return;
            }
            setTicked([]);
            list.send({ type: 'vehicles.addFound', vins: chosen });
          }}
        >
          {t.vehicles.addFound}
        </Button>
        <p className="ui-muted quote-note" role="status">
          {tried ? t.vehicles.tickFirst : ''}
        </p>
      </div>
    </fieldset>
  );
}
