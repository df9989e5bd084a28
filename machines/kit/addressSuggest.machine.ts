/**
 * Address autocomplete (portal-7.16: suggest locations with countryCode USA, then look the one
 * picked up) as a child chart a form invokes beside its fields: the payment page's mileage dialog
 * (machines/esign/mileage.machine.ts) for the commute address, and any other address field that
 * suggests (the renters and roadside forms' address has the same clause).
 *
 * What the customer types (`address.type`) is kept; from SUGGEST_MIN_CHARS characters on, the
 * chart waits for a pause in the typing (delay `suggestDelay`: each keystroke starts the wait
 * again), then asks for suggestions (`suggest`); a keystroke while they are on their way leaves
 * the state, which stops the call and aborts its request, and the new text is asked for after its
 * own pause. The suggestions show as a list (`listing`); picking one (`address.pick`) looks its
 * address up (`lookup`); the address found is the field's text and is told to the parent.
 * Escape or leaving the field closes what is open (`address.close`); the list comes back with
 * `address.open` while its suggestions are those of the text.
 *
 * Input: `{ region, text }` (the region's endpoint; the field's text, the address already chosen if
 * any). No output: it runs while its parent's state does. Its parent is told, by named actions:
 *   - `address.chosen` `{ address }`: an address was picked and found (FoundAddress, portal-3.17's parts);
 *   - `address.cleared`: the customer typed: no address is chosen any more (the text is not one).
 * Events: `address.type { text }`, `address.pick { index }`, `address.open`, `address.close`,
 * `address.retry` (the failed suggestions, or the failed lookup, again).
 *
 * Invoke ids `suggest` and `lookup` (paths and tests name them so in every flow). Tags: `open`
 * (suggestions or a message under the field: Escape closes it, not the dialog), `listing` (the
 * listbox shows), `loading`.
 */
import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { findAddress, suggestAddresses, type AddressSuggestion, type FoundAddress } from '../../services/addressSuggest';
import type { Region } from '../../services/http';
import { fromCall } from './call';
import { ladder } from './ladder';

/** Fewer characters than this ask for nothing: three say enough of a street to suggest from. */
export const SUGGEST_MIN_CHARS = 3;
/** The pause in the typing before suggestions are asked for (ms): about the time between two keystrokes of a slow typist. */
export const SUGGEST_DELAY_MS = 300;
/** The longest text kept (the suggest call's limit). */
export const SUGGEST_MAX_CHARS = 200;

export interface AddressSuggestInput {
  region: Region;
  /** The field's text as it opens: the address already chosen, or ''. */
  text: string;
}

export interface AddressSuggestContext extends AddressSuggestInput {
  /** The suggestions of the text (none while it is being typed). */
  suggestions: AddressSuggestion[];
  /** The suggestion being looked up (or whose lookup failed). */
  picked: AddressSuggestion | null;
}

export type AddressSuggestEvent =
  | { type: 'address.type'; text: string }
  | { type: 'address.pick'; index: number }
  | { type: 'address.open' }
  | { type: 'address.close' }
  | { type: 'address.retry' };

/** What the chart tells its parent. */
export type AddressSuggestParentEvent = { type: 'address.chosen'; address: FoundAddress } | { type: 'address.cleared' };

/** An address on one line, as the field shows it once chosen: "1200 Main St Apt 4B, Dallas, TX 75202". */
export function addressLine(a: FoundAddress): string {
  return `${a.address}, ${a.city}, ${a.state} ${a.zipCode}`;
}

const typed = ({ event }: { event: { text: string } }) => ({ text: event.text });
const pickedAt = ({ event }: { event: { index: number } }) => ({ index: event.index });
const suggested = ({ event }: { event: { output: AddressSuggestion[] } }) => ({ suggestions: event.output });
const found = ({ event }: { event: { output: FoundAddress | null } }) => ({ address: event.output });
/** The lookup's answer where the `found` guard holds. */
const chosen = ({ event }: { event: { output: FoundAddress | null } }) => ({ address: event.output as FoundAddress });

export const addressSuggestMachine = setup({
  types: {
    context: {} as AddressSuggestContext,
    events: {} as AddressSuggestEvent,
    input: {} as AddressSuggestInput,
    tags: {} as 'open' | 'listing' | 'loading',
  },
  actors: {
    suggest: fromCall(({ input, signal }: { input: { text: string; region: Region }; signal: AbortSignal }) => suggestAddresses(input.text, { region: input.region, signal })),
    lookup: fromCall(({ input, signal }: { input: { suggestion: AddressSuggestion; region: Region }; signal: AbortSignal }) => findAddress(input.suggestion, { region: input.region, signal })),
  },
  delays: {
    suggestDelay: SUGGEST_DELAY_MS,
  },
  guards: {
    longEnough: (_, p: { text: string }) => p.text.trim().length >= SUGGEST_MIN_CHARS,
    hasSuggestions: (_, p: { suggestions: AddressSuggestion[] }) => p.suggestions.length > 0,
    suggestionsKept: ({ context }) => context.suggestions.length > 0,
    listed: ({ context }, p: { index: number }) => Number.isInteger(p.index) && p.index >= 0 && p.index < context.suggestions.length,
    found: (_, p: { address: FoundAddress | null }) => p.address !== null,
  },
  actions: {
    takeText: assign((_, p: { text: string }) => ({ text: p.text.slice(0, SUGGEST_MAX_CHARS), suggestions: [], picked: null })),
    assignSuggestions: assign((_, p: { suggestions: AddressSuggestion[] }) => ({ suggestions: p.suggestions })),
    pick: assign(({ context }, p: { index: number }) => ({ picked: context.suggestions[p.index] ?? null })),
    takeFound: assign((_, p: { address: FoundAddress }) => ({ text: addressLine(p.address), suggestions: [], picked: null })),
    tellChosen: sendParent((_, p: { address: FoundAddress }) => ({ type: 'address.chosen', address: p.address }) satisfies AddressSuggestParentEvent),
    tellCleared: sendParent({ type: 'address.cleared' } satisfies AddressSuggestParentEvent),
  },
}).createMachine({
  id: 'addressSuggest',
  description: 'Address autocomplete: suggestions after a pause in the typing, then the address picked looked up',
  context: ({ input }) => ({ ...input, text: input.text.slice(0, SUGGEST_MAX_CHARS), suggestions: [], picked: null }),
  initial: 'closed',
  on: {
    'address.type': [
      { guard: { type: 'longEnough', params: typed }, target: '.searching', actions: [{ type: 'takeText', params: typed }, 'tellCleared'] },
      { target: '.closed', actions: [{ type: 'takeText', params: typed }, 'tellCleared'] },
    ],
  },
  states: {
    closed: {
      description: 'The field with its text (the address chosen, or what was typed), nothing open under it',
      meta: { spec: ['portal-7.16'] },
      on: { 'address.open': { guard: 'suggestionsKept', target: 'searching.listing' } },
    },
    searching: {
      description: 'Suggestions for the text typed: the wait, the call, the list or why there is none',
      tags: ['open'],
      meta: { spec: ['portal-7.16'] },
      initial: 'debouncing',
      on: { 'address.close': { target: 'closed' } },
      states: {
        debouncing: {
          description: 'Typing: the suggestions are asked for after a pause',
          after: { suggestDelay: { target: 'suggesting' } },
        },
        suggesting: {
          description: 'Looking for addresses that begin so (USA only); a keystroke cancels the call',
          tags: ['loading'],
          meta: { spec: ['portal-7.16'] },
          invoke: {
            id: 'suggest',
            src: 'suggest',
            input: ({ context }) => ({ text: context.text.trim(), region: context.region }),
            onDone: ladder([['hasSuggestions', 'listing']], 'noSuggestions', { params: suggested, actions: { type: 'assignSuggestions', params: suggested } }),
            onError: { target: 'suggestFailed' },
          },
        },
        listing: {
          description: 'The suggestions as a list under the field: arrow keys, Enter or a click picks one',
          tags: ['listing'],
          meta: { spec: ['portal-7.16'] },
          on: { 'address.pick': { guard: { type: 'listed', params: pickedAt }, target: '#addressSuggest.lookingUp', actions: { type: 'pick', params: pickedAt } } },
        },
        noSuggestions: { description: 'No address begins so: "No address found"', meta: { spec: ['portal-7.16'] } },
        suggestFailed: {
          description: 'The suggestions could not be had: the text is kept, with Try again',
          on: { 'address.retry': { target: 'suggesting' } },
        },
      },
    },
    lookingUp: {
      description: 'Looking up the address picked (UnitName, StAddr, City, RegionAbbr, Postal)',
      tags: ['loading'],
      meta: { spec: ['portal-7.16'] },
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => ({ suggestion: context.picked ?? { text: '', magicKey: '' }, region: context.region }),
        onDone: ladder([['found', 'closed', [{ type: 'takeFound', params: chosen }, { type: 'tellChosen', params: chosen }]]], 'lookupFailed', { params: found }),
        onError: { target: 'lookupFailed' },
      },
    },
    lookupFailed: {
      description: 'The address picked could not be read: Try again, or type another',
      tags: ['open'],
      meta: { spec: ['portal-7.16'] },
      on: { 'address.retry': { target: 'lookingUp' }, 'address.close': { target: 'closed' } },
    },
  },
});

export type AddressSuggestMachine = typeof addressSuggestMachine;
export type AddressSuggestActor = ActorRefFrom<AddressSuggestMachine>;

type Snap = SnapshotFrom<AddressSuggestMachine>;

/** What the field shows under it: nothing, the wait, the list, no address, a failure (of the suggestions or of the lookup). */
export type AddressSuggestScreen = 'closed' | 'typing' | 'looking' | 'listing' | 'none' | 'failed' | 'lookingUp' | 'lookupFailed';

/** The screen of the autocomplete (views read this, never its states by name). */
export function addressSuggestScreen(s: Snap): AddressSuggestScreen {
  if (s.hasTag('listing')) return 'listing';
  if (s.matches({ searching: 'debouncing' })) return 'typing';
  if (s.matches({ searching: 'suggesting' })) return 'looking';
  if (s.matches({ searching: 'noSuggestions' })) return 'none';
  if (s.matches({ searching: 'suggestFailed' })) return 'failed';
  if (s.matches('lookingUp')) return 'lookingUp';
  if (s.matches('lookupFailed')) return 'lookupFailed';
  return 'closed';
}

/** What the address field draws: its text, the suggestions (while listed), its screen, whether Escape closes something. */
export const addressSuggestViewOf = (s: Snap) => ({
  text: s.context.text,
  suggestions: s.context.suggestions,
  screen: addressSuggestScreen(s),
  open: s.hasTag('open'),
});
