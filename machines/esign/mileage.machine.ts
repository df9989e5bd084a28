/**
 * The vehicle mileage dialog of the payment page (portal-2.16's "vehicle mileage edit", portal-3.17,
 * portal-7.16, portal-8.8): a child chart the driver stage (./details.machine.ts) invokes for one
 * vehicle when the carrier's configuration has calculated mileage on
 * (machines/binding/carrierConfig.rules.ts `enablecalculatedmileage`).
 *
 * The form (views/esign/MileageDialog.tsx: formik and yup, the limits of ./mileage.rules.ts) holds
 * the odometer reading, the annual mileage, commuting yes or no and the commute days, and hands them
 * over on Save. The commute address is this chart's: it is picked from the suggestions of the kit's
 * address autocomplete (machines/kit/addressSuggest.machine.ts), invoked here as `address` for as
 * long as the dialog is open, which tells this chart `address.chosen` and `address.cleared`. A save
 * is kept only when ./mileage.rules.ts finds nothing wrong; commuting without an address chosen is
 * refused with "mileage address required" (portal-8.8), the dialog open, nothing typed lost.
 *
 * For the parent:
 * - input `MileageInput`: `{ vehicle, region }`: the vehicle as the page holds it (the rating
 *   prepare's vehicle: vin, year, make or maker, model and its mileage fields, any absent; the
 *   annual mileage 10000 when it has none), and the region's endpoint for the address calls;
 * - output `MileageOutput`: `{ kind: 'saved', values }` (odometerReading, selectedAnnualMileage,
 *   commutingVehicle, commutingDays, commutingAddress: the vehicle's fields of portal-3.17, days
 *   and address null when not commuting; merge them into the vehicle) or `{ kind: 'cancelled' }`;
 * - it sends its parent nothing before it ends. The parent invokes it under an id of its own and
 *   reads `event.output` at `onDone` (the views find the dialog's actor by that id):
 *
 *     actors: { mileage: mileageMachine },
 *     ...
 *     editingMileage: {
 *       invoke: { id: 'mileage', src: 'mileage', input: ({ context }) => ({ vehicle: ..., region: ... }),
 *         onDone: [{ guard: 'mileageSaved', target: 'vehicles', actions: 'keepMileage' }, { target: 'vehicles' }] },
 *     },
 *
 * Events (the view's): `mileage.save { form }` (MileageForm), `dialog.cancel` (Cancel, Close,
 * Escape); the address field's go to the `address` child (`address.type`, `address.pick`,
 * `address.open`, `address.close`, `address.retry`).
 */
import { assign, setup } from 'xstate';
import type { Region } from '../../services/http';
import { addressLine, addressSuggestMachine, type AddressSuggestParentEvent } from '../kit/addressSuggest.machine';
import { mileageFormOf, mileageProblems, savedMileage, type CommuteAddress, type MileageForm, type MileageProblems, type MileageValues, type MileageVehicle } from './mileage.rules';

export interface MileageInput {
  /** The vehicle edited, as the page holds it (portal-3.17). */
  vehicle: MileageVehicle;
  /** The endpoint of the customer's region (the address calls go there). */
  region: Region;
}

/** A refused save: the form as given and what is wrong, by field (the view shows each at its field). */
export interface MileageRefusal {
  form: MileageForm;
  problems: MileageProblems;
}

export interface MileageContext extends MileageInput {
  /** The form as it opens (the vehicle's values), then as last saved or refused. */
  form: MileageForm;
  /** The commute address chosen from the suggestions (the vehicle's, as it opens). */
  commutingAddress: CommuteAddress | null;
  refusal: MileageRefusal | null;
  /** What a save kept. */
  values: MileageValues | null;
}

export type MileageOutput = { kind: 'saved'; values: MileageValues } | { kind: 'cancelled' };

export type MileageEvent = { type: 'mileage.save'; form: MileageForm } | { type: 'dialog.cancel' } | AddressSuggestParentEvent;

const given = ({ event }: { event: { form: MileageForm } }) => ({ form: event.form });
const chosen = ({ event }: { event: { address: CommuteAddress } }) => ({ address: event.address });

export const mileageMachine = setup({
  types: {
    context: {} as MileageContext,
    events: {} as MileageEvent,
    input: {} as MileageInput,
    output: {} as MileageOutput,
  },
  actors: {
    address: addressSuggestMachine,
  },
  guards: {
    /** portal-3.17, portal-8.8: the values pass ./mileage.rules.ts (commuting: days 1 to 7 and an address chosen). */
    acceptable: ({ context }, p: { form: MileageForm }) => Object.keys(mileageProblems(p.form, context.commutingAddress)).length === 0,
  },
  actions: {
    keep: assign(({ context }, p: { form: MileageForm }) => ({ form: p.form, refusal: null, values: savedMileage(p.form, context.commutingAddress) })),
    refuse: assign(({ context }, p: { form: MileageForm }) => ({ form: p.form, refusal: { form: p.form, problems: mileageProblems(p.form, context.commutingAddress) } })),
    takeAddress: assign((_, p: { address: CommuteAddress }) => ({ commutingAddress: p.address })),
    forgetAddress: assign({ commutingAddress: null }),
  },
}).createMachine({
  id: 'esignMileage',
  description: "A vehicle's mileage: odometer, annual mileage, commuting, its days and address",
  context: ({ input }) => ({
    ...input,
    form: mileageFormOf(input.vehicle),
    commutingAddress: input.vehicle.commutingAddress ?? null,
    refusal: null,
    values: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The mileage dialog: odometer, annual mileage, commuting yes or no, commute days and address (suggested); after a refused save, each problem',
      meta: { spec: ['portal-2.16', 'portal-3.17', 'portal-7.16', 'portal-8.8'] },
      invoke: {
        id: 'address',
        src: 'address',
        input: ({ context }) => ({ region: context.region, text: context.commutingAddress ? addressLine(context.commutingAddress) : '' }),
      },
      on: {
        'mileage.save': [{ guard: { type: 'acceptable', params: given }, target: 'saved', actions: { type: 'keep', params: given } }, { actions: { type: 'refuse', params: given } }],
        'dialog.cancel': { target: 'cancelled' },
        'address.chosen': { actions: { type: 'takeAddress', params: chosen } },
        'address.cleared': { actions: 'forgetAddress' },
      },
    },
    saved: {
      type: 'final',
      description: 'Saved: the values go to the vehicle',
      meta: { spec: ['portal-3.17'] },
      output: ({ context }) => ({ kind: 'saved' as const, values: context.values ?? savedMileage(context.form, context.commutingAddress) }),
    },
    cancelled: { type: 'final', description: 'Cancelled: the vehicle is as it was', output: { kind: 'cancelled' as const } },
  },
  output: ({ event }) => event.output as MileageOutput,
});

export type MileageMachine = typeof mileageMachine;
