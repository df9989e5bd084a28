/**
 * What the mileage dialog's view reads of its chart (./mileage.machine.ts): the dialog's data, and
 * the address autocomplete's actor (the kit's chart, invoked as `address`), which the address field
 * reads on its own (machines/kit/addressSuggest.machine.ts `addressSuggestScreen`).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AddressSuggestActor } from '../kit/addressSuggest.machine';
import type { MileageMachine } from './mileage.machine';

export type MileageActor = ActorRefFrom<MileageMachine>;
type Snap = SnapshotFrom<MileageMachine>;

/** The vehicle, the form as it opens (or as last refused), the address chosen and the last refusal. */
export const mileageDialogOf = (s: Snap) => ({ vehicle: s.context.vehicle, form: s.context.form, commutingAddress: s.context.commutingAddress, refusal: s.context.refusal });

/** The dialog's address autocomplete, while the dialog is open. */
export const addressOf = (s: Snap): AddressSuggestActor | null => (s.children.address as AddressSuggestActor | undefined) ?? null;
