/**
 * The list editor: a list the visitor adds to, edits one item of and removes one item from, with
 * the item dialog as a child chart, as the quote form's vehicles and drivers are. It is a builder of
 * states (as `pollLoop` is), not a chart of its own: the list lives in the context of the chart that
 * owns it, is saved by that chart after each change, and shares its screens (the list, the dialog
 * over it, the removal confirmation) with that chart's other states (the household search before
 * the list, the dialog's code loading, Start over over all of them), so its states are that chart's
 * states under the names its screens already use.
 *
 *   states: {
 *     ...listEditor({
 *       events: { add: 'vehicle.add', edit: 'vehicle.edit', remove: 'vehicle.remove' },
 *       editable: 'isVehicle',
 *       list: { description: 'The vehicles and their buttons', on: { 'vehicles.submit': ... } },
 *       dialog: { description: 'The add/edit vehicle dialog', id: 'vehicleDialog', src: 'vehicleDialog', input, answer, saved: 'dialogSaved' },
 *       removal: { description: 'Remove this vehicle? Yes or No' },
 *       actions: { pick: 'pickVehicle', forget: 'forgetVehicleIndex', put: 'putVehicle', remove: 'removeVehicle', changed: [save] },
 *     }),
 *   }
 *
 * The states are `list`, `editing` (the dialog invoked; `open` names another state to go through
 * first, one that loads the dialog's code and then goes to `editing`) and `confirmingRemoval`.
 * Edit and remove carry the item's index; the `editable` guard (given `{ index }`) says which items
 * may be edited or removed: an index in the list, and not an item that came from a look-up, which
 * is shown read-only. Add forgets the index (`forget`); edit and remove keep it (`pick`). The
 * dialog's output, read by `answer`, adds the item (no index kept) or replaces the kept one (`put`)
 * when the `saved` guard holds, else nothing changes; an item added may go elsewhere than the list
 * (`added`: a guard and a target, as the driver list asks whether there is another); confirming a
 * removal runs `remove`; each change then runs the `changed` actions (saving the list). Cancel forgets the index. All names are
 * the owning chart's own guards and actions, so its types check them and the chart lint sees them.
 */

/** The index an edit or remove event carries, as a guard's or action's params. */
export const itemAt = ({ event }: { event: { index: number } }) => ({ index: event.index });

/** Where an index points in a list: an item the visitor may change, unless it came from a look-up (`readOnly`). */
export function isEditableItem<T>(items: readonly T[], index: number, readOnly: (item: T) => boolean = () => false): boolean {
  return Number.isInteger(index) && index >= 0 && index < items.length && !readOnly(items[index] as T);
}

type ListActions = { pick: string; forget: string; put: string; remove: string; changed?: readonly unknown[] };
type Dialog = { description: string; meta?: unknown; id: string; src: string; input: unknown; answer: unknown; saved: string; added?: { guard: string; target: string } };

/** The dialog's saved item, kept, then the list's change actions. */
type Put<D extends Dialog, A extends ListActions> = [{ type: A['put']; params: D['answer'] }, ...Changed<A>];

/** An added item going elsewhere than the list (`added`), when the dialog says so. */
type Added<D extends Dialog, A extends ListActions> = D['added'] extends { guard: infer G; target: infer T }
  ? [{ guard: { type: G; params: D['answer'] }; target: T; actions: Put<D, A> }]
  : [];

type Editing<D extends Dialog, A extends ListActions> = {
  description: D['description'];
  meta: D['meta'];
  invoke: {
    id: D['id'];
    src: D['src'];
    input: D['input'];
    onDone: [
      ...Added<D, A>,
      { guard: { type: D['saved']; params: D['answer'] }; target: 'list'; actions: Put<D, A> },
      { target: 'list'; actions: A['forget'] },
    ];
  };
};

type Changed<A extends ListActions> = A['changed'] extends readonly unknown[] ? A['changed'] : [];

type ListOn<Add extends string, Edit extends string, Remove extends string, Open extends string, G extends string, A extends ListActions> = {
  [K in Add]: { target: Open; actions: A['forget'] };
} & {
  [K in Edit]: { guard: { type: G; params: typeof itemAt }; target: Open; actions: { type: A['pick']; params: typeof itemAt } };
} & {
  [K in Remove]: { guard: { type: G; params: typeof itemAt }; target: 'confirmingRemoval'; actions: { type: A['pick']; params: typeof itemAt } };
};

/** The list editor's states: `list`, `editing` and `confirmingRemoval` (see the header). */
export function listEditor<
  const Add extends string,
  const Edit extends string,
  const Remove extends string,
  const G extends string,
  const A extends ListActions,
  const D extends Dialog,
  const L extends { description: string; meta?: unknown; on?: object },
  const R extends { description: string; meta?: unknown },
  const Open extends string = 'editing',
>(o: { events: { add: Add; edit: Edit; remove: Remove }; editable: G; open?: Open; list: L; dialog: D; removal: R; actions: A }) {
  const open = (o.open ?? 'editing') as Open;
  const changed = (o.actions.changed ?? []) as unknown[];
  const picked = { type: o.actions.pick, params: itemAt };
  const guard = { type: o.editable, params: itemAt };
  const { description, meta, id, src, input, answer, saved, added } = o.dialog;
  const put = [{ type: o.actions.put, params: answer }, ...changed];
  return {
    list: {
      ...o.list,
      on: {
        [o.events.add]: { target: open, actions: o.actions.forget },
        [o.events.edit]: { guard, target: open, actions: picked },
        [o.events.remove]: { guard, target: 'confirmingRemoval', actions: picked },
        ...o.list.on,
      } as ListOn<Add, Edit, Remove, Open, G, A> & (L['on'] extends object ? L['on'] : unknown),
    },
    editing: {
      description,
      ...(meta === undefined ? {} : { meta }),
      invoke: {
        id,
        src,
        input,
        onDone: [
          ...(added ? [{ guard: { type: added.guard, params: answer }, target: added.target, actions: put }] : []),
          { guard: { type: saved, params: answer }, target: 'list', actions: put },
          { target: 'list', actions: o.actions.forget },
        ],
      },
    } as Editing<D, A>,
    confirmingRemoval: {
      ...o.removal,
      on: {
        'remove.confirm': { target: 'list' as const, actions: [o.actions.remove, ...changed] as [A['remove'], ...Changed<A>] },
        'remove.cancel': { target: 'list' as const, actions: o.actions.forget as A['forget'] },
      },
    },
  };
}
