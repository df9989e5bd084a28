/**
 * Section 3's cars, below the drivers' cards (portal-2.11, portal-2.12), drawn from the cars' chart
 * (machines/binding/vehicles.machine.ts): a card per car (year, make and model; the VIN; from the
 * quote or added here) with Edit, and Remove while another car stays; "Add a vehicle" unless the
 * page turns it off; "Remove {year} {make} {model} ?" in the kit's confirm dialog; the vehicle
 * dialog (its own chart). The buttons wait while the drivers' check runs (`busy`).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { vehicleDialogOf, vehiclesScreen, type VehiclesActor } from '../../machines/binding/selectors';
import type { VehiclesMachine } from '../../machines/binding/vehicles.machine';
import { mayRemoveVehicle, vehicleName } from '../../machines/binding/vehicles.rules';
import type { BindingCar } from '../../machines/binding/driverCheck.machine';
import { fill } from '../../src/i18n';
import { Button } from '../../src/ui';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { useBindingTexts } from './texts';
import { VehicleDialog } from './VehicleDialog';

type Snap = SnapshotFrom<VehiclesMachine>;

const selectList = (s: Snap) => ({
  // portal-2.12: the page's configuration can turn the add button off.
  canAdd: s.context.canAdd,
  screen: vehiclesScreen(s),
  cars: s.context.cars,
  removing: s.context.carIndex === null ? null : (s.context.cars[s.context.carIndex] ?? null),
});
const selectDialog = (s: Snap) => vehicleDialogOf(s);

export function VehiclesList({ actor, busy }: { actor: VehiclesActor; busy: boolean }) {
  const { t, common } = useBindingTexts();
  const v = t.vehicles;
  const a = t.additional;
  const l = useSelector(actor, selectList, shallowEqual);
  const dialog = useSelector(actor, selectDialog);
  const nameOf = (car: BindingCar, i: number) => vehicleName(car) || fill(v.unnamed, { n: i + 1 });
  return (
    <section className="binding__vehicles" aria-labelledby="binding-vehicles-heading">
      <h3 id="binding-vehicles-heading" className="binding__subheading">
        {v.heading}
      </h3>
      <p>{v.lead}</p>
      <ul className="binding__drivers">
        {l.cars.map((car, index) => (
          <li key={index} className="binding__driver binding__vehicle">
            <h4 className="binding__driver-name">{nameOf(car, index)}</h4>
            <p className="binding__driver-facts">{[car.vin ? fill(v.vin, { vin: car.vin }) : v.noVin, car.added ? v.addedHere : v.fromQuote].join(' · ')}</p>
            <div className="binding__driver-actions">
              <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'vehicle.edit', index })}>
                {fill(v.edit, { car: nameOf(car, index) })}
              </Button>
              {mayRemoveVehicle(l.cars, index) && (
                <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'vehicle.remove', index })}>
                  {fill(v.remove, { car: nameOf(car, index) })}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {l.cars.length === 1 && <p className="binding__vehicle-note">{v.lastVehicle}</p>}
      {l.canAdd && (
        <p>
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'vehicle.add' })}>
            {v.add}
          </Button>
        </p>
      )}
      {l.screen === 'confirmingRemoval' && l.removing && (
        <ConfirmDialog
          title={fill(v.removeTitle, { year: l.removing.year ?? '', make: l.removing.maker, model: l.removing.model })}
          confirmLabel={a.yes}
          cancelLabel={a.no}
          closeLabel={common.close}
          onConfirm={() => actor.send({ type: 'remove.confirm' })}
          onCancel={() => actor.send({ type: 'remove.cancel' })}
        >
          {v.removeBody}
        </ConfirmDialog>
      )}
      {l.screen === 'editing' && dialog && <VehicleDialog actor={dialog} />}
    </section>
  );
}
