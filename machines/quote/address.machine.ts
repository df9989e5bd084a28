/**
 * The quote form's address step (driver3: quote-2.8, quote-5.3, quote-4.5) as its own chart,
 * invoked by the quote chart as `driver3` while the step is shown: the address and answers typed
 * (`editing`), the ZIP looked up as it is typed (`checkingZip`) and said to have no quote
 * (`zipNotAvailable`) or not to have answered (`zipFailed`); a ZIP in or out of California moves
 * the form's calls to that endpoint with a token from it (`switchingEndpoint`, `endpointFailed`
 * with Try again). Start over is this chart's too (Back is the quote chart's, at any moment).
 *
 * What the lookup found is the form's at once, not only at Continue: the chart tells the quote
 * chart each ZIP it holds and its city and state (`address.changed`), so a visitor who leaves the
 * step by the address finds them again; and the endpoint it moved to (`address.endpoint`), when
 * it moved, so every later call and the error log follow it then, as before the step ends. It
 * ends with the values given at Continue, the ZIP's lookup and the endpoint, or with Start over
 * confirmed. The parent keeps, saves and records them.
 */
import { assign, sendParent, setup } from 'xstate';
import type { ZipLookup } from '../../services/address';
import type { Region } from '../../services/http';
import { regionOfState, type TokenStore } from '../../services/tokens';
import { isDriver3Complete } from './quoteValues';
import type { Driver3Values, QuoteEvent, ZipChecked } from './types';
import { startOver, type StartOverEvent, type StartOverOutput, type StartOverTag } from './startOver';
import { visitorTokenLogic } from './visitorToken';
import { isQuoteAvailable, lookupZipLogic } from './zipLookup';

export interface AddressStageInput {
  /** driver3 as the form holds it (a revisit, a licence lookup, a photo, a partner). */
  values: Driver3Values;
  zipChecked: ZipChecked | null;
  /** The endpoint of the calls now (quote-4.5). */
  region: Region;
  tokens: TokenStore;
  brand: string;
  licenseIdRequired: boolean;
}

export type AddressStageContext = AddressStageInput;

export type AddressStageEvent =
  | { type: 'zip.lookup'; zip: string }
  | { type: 'driver3.submit'; values: Driver3Values }
  | { type: 'token.retry' }
  | StartOverEvent;

/** How the step ended: the values given (the city and state the lookup found), the ZIP's lookup, the endpoint; or Start over confirmed. */
export type AddressStageOutput = { kind: 'submitted'; values: Driver3Values; zipChecked: ZipChecked | null; region: Region } | StartOverOutput;

/** Start over, on the step's resting screens (not while the ZIP is looked up or the endpoint moves). */
const restart = startOver('addressStage', ['editing', 'zipNotAvailable', 'zipFailed']);

const zipAnswer = ({ event }: { event: { output: ZipLookup } }) => ({ lookup: event.output });
const submitted = ({ event }: { event: AddressStageEvent }) => ({ values: event.type === 'driver3.submit' ? event.values : null });

export const addressStageMachine = setup({
  types: {
    context: {} as AddressStageContext,
    events: {} as AddressStageEvent,
    input: {} as AddressStageInput,
    output: {} as AddressStageOutput,
    tags: {} as 'loading' | StartOverTag,
  },
  actors: { lookupZip: lookupZipLogic, visitorToken: visitorTokenLogic },
  guards: {
    isFiveDigits: (_, p: { zip: string }) => /^\d{5}$/.test(p.zip),
    zipUnchecked: ({ context }) => /^\d{5}$/.test(context.values.zip) && context.zipChecked?.zip !== context.values.zip,
    zipKnownUnavailable: ({ context }) => context.zipChecked?.zip === context.values.zip && !context.zipChecked.available,
    quoteAvailable: (_, p: { lookup: ZipLookup }) => isQuoteAvailable(p.lookup),
    regionKept: ({ context }) => regionOfState(context.values.state) === context.region,
    driver3Complete: ({ context }, p: { values: Driver3Values | null }) => p.values !== null && isDriver3Complete(p.values, context.licenseIdRequired, context.zipChecked),
  },
  actions: {
    keepZip: assign(({ context }, p: { zip: string }) => ({ values: { ...context.values, zip: p.zip } })),
    forgetCityAndState: assign(({ context }) => ({ values: { ...context.values, city: '', state: '' } })),
    keepZipFound: assign(({ context }, p: { lookup: ZipLookup }) => ({
      zipChecked: { zip: context.values.zip, available: true },
      values: { ...context.values, city: p.lookup.addresses[0]?.city ?? '', state: p.lookup.addresses[0]?.state ?? '' },
    })),
    keepZipUnavailable: assign(({ context }) => ({ zipChecked: { zip: context.values.zip, available: false }, values: { ...context.values, city: '', state: '' } })),
    followRegion: assign(({ context }) => ({ region: regionOfState(context.values.state) })),
    keepValues: assign((_, p: { values: Driver3Values | null }) => (p.values ? { values: p.values } : {})),
    /** The quote chart keeps the ZIP, its city and state and its lookup as they change. */
    tellAddress: sendParent(({ context }): QuoteEvent => ({ type: 'address.changed', values: context.values, zipChecked: context.zipChecked })),
    /** The quote chart's calls and error log move to the endpoint the ZIP's state asks (quote-4.5). */
    tellEndpoint: sendParent(({ context }): QuoteEvent => ({ type: 'address.endpoint', region: context.region })),
  },
}).createMachine({
  id: 'addressStage',
  description: 'Address (ZIP looked up), gender, marital status, insurance, licence type',
  context: ({ input }) => input,
  initial: 'entering',
  on: {
    ...restart.ask,
    'zip.lookup': { guard: { type: 'isFiveDigits', params: ({ event }) => ({ zip: event.zip }) }, target: '.checkingZip', actions: [{ type: 'keepZip', params: ({ event }) => ({ zip: event.zip }) }, 'tellAddress'] },
    'driver3.submit': { guard: { type: 'driver3Complete', params: submitted }, target: '.submitted', actions: { type: 'keepValues', params: submitted } },
  },
  states: {
    entering: {
      description: 'A ZIP filled in for the visitor (a licence lookup, a photo, a partner) and not looked up yet is looked up; one known to have no quote says so',
      always: [
        { guard: 'zipUnchecked', target: 'checkingZip' },
        { guard: 'zipKnownUnavailable', target: 'zipNotAvailable', actions: ['forgetCityAndState', 'tellAddress'] },
        { target: 'editing' },
      ],
    },
    editing: { description: 'Typing the address and answers' },
    checkingZip: {
      description: 'Looking the ZIP up',
      tags: ['loading'],
      meta: { spec: ['quote-5.3', 'quote-7.8'] },
      invoke: {
        id: 'lookupZip',
        src: 'lookupZip',
        input: ({ context }) => ({ zip: context.values.zip, brand: context.brand }),
        onDone: [
          { guard: { type: 'quoteAvailable', params: zipAnswer }, target: 'checkingEndpoint', actions: [{ type: 'keepZipFound', params: zipAnswer }, 'tellAddress'] },
          { target: 'zipNotAvailable', actions: ['keepZipUnavailable', 'tellAddress'] },
        ],
        onError: { target: 'zipFailed' },
      },
    },
    checkingEndpoint: {
      description: 'The ZIP\'s state keeps the endpoint, or moves in or out of California',
      always: [{ guard: 'regionKept', target: 'editing' }, { target: 'switchingEndpoint' }],
    },
    switchingEndpoint: {
      description: 'A state in or out of California: the calls go to that endpoint, with a new token from it',
      meta: { spec: ['quote-4.5'] },
      tags: ['loading'],
      invoke: {
        id: 'visitorToken',
        src: 'visitorToken',
        input: ({ context }) => ({ tokens: context.tokens, region: regionOfState(context.values.state) }),
        onDone: { target: 'editing', actions: ['followRegion', 'tellEndpoint'] },
        onError: { target: 'endpointFailed' },
      },
    },
    endpointFailed: {
      description: 'No token from the state\'s endpoint: a message and a retry; everything is kept',
      meta: { spec: ['quote-4.5'] },
      on: { 'token.retry': { target: 'switchingEndpoint' } },
    },
    zipNotAvailable: {
      description: 'No quote in that ZIP: the ZIP marked invalid, the not-available message; city and state cleared',
      meta: { spec: ['quote-5.3'] },
    },
    zipFailed: { description: 'The ZIP lookup failed: a message to try again; everything is kept' },
    ...restart.states,
    submitted: {
      type: 'final',
      description: 'The address and answers given: the parent keeps them and goes on to the driver summary',
      output: ({ context }) => ({ kind: 'submitted', values: context.values, zipChecked: context.zipChecked, region: context.region }),
    },
  },
  // The final state's output is the step's.
  output: ({ event }) => event.output as AddressStageOutput,
});

export type AddressStageMachine = typeof addressStageMachine;
