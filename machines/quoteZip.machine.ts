/**
 * Quote by ZIP (site-2.21, site-2.22, site-4.4, site-5.1, site-8.3, site-8.4): a valid ZIP is
 * stored, then looked up; a state with a quote goes to the quote page, one without goes to the
 * coming-soon page, an empty result shows the out-of-area modal.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { lookupZip, type ZipLookup } from '../services/address';
import type { AnalyticsEvent } from '../src/analytics';
import { isValidZip, quoteTarget } from '../src/rules/zip';

export interface QuoteZipInput {
  brand: string;
  /** The configured quote page (site-2.21). */
  quotePage: string;
  /** The configured coming-soon page (site-4.4). */
  comingSoonUrl: string;
  /** The other-experiences option (site-2.22). */
  otherExperiences: boolean;
  /** The last valid ZIP, from storage, to prefill the field. */
  storedZip: string | null;
}

export interface QuoteZipContext extends Omit<QuoteZipInput, 'storedZip'> {
  zip: string;
  lookup: ZipLookup | null;
}

export type QuoteZipEvent = { type: 'form.submit'; zip: string } | { type: 'modal.close' };

/** The submitted ZIP and the lookup's answer as params (written once each). */
const submittedZip = ({ event }: { event: { zip: string } }) => ({ zip: event.zip });
const lookupAnswer = ({ event }: { event: { output: ZipLookup } }) => ({ lookup: event.output });
const addressOfAnswer = ({ context, event }: { context: { brand: string }; event: { output: ZipLookup } }) =>
  addressParams(context.brand, event.output);

export const quoteZipMachine = setup({
  types: {
    context: {} as QuoteZipContext,
    events: {} as QuoteZipEvent,
    input: {} as QuoteZipInput,
    tags: {} as 'loading' | 'leaving',
  },
  actors: {
    lookupZip: fromCall<ZipLookup, { zip: string; brand: string }>(({ input, signal }) =>
      lookupZip(input.zip, input.brand, { signal }),
    ),
  },
  guards: {
    isValidZip: (_, p: { zip: string }) => isValidZip(p.zip),
    isEmpty: (_, p: { lookup: ZipLookup }) => p.lookup.addresses.length === 0,
    quoteAvailable: (_, p: { lookup: ZipLookup }) => p.lookup.isQuoteAvaliable,
  },
  actions: {
    assignZip: assign((_, p: { zip: string }) => ({ zip: p.zip })),
    assignLookup: assign((_, p: { lookup: ZipLookup }) => ({ lookup: p.lookup })),
    /** Browser effects, provided where the actor is created (src/widgets/quoteZip.tsx). */
    storeZip: (_, _p: { brand: string; zip: string }) => {},
    storeAddress: (_, _p: { brand: string; state: string; city: string }) => {},
    navigate: (_, _p: { url: string }) => {},
    track: (_, _event: AnalyticsEvent) => {},
  },
}).createMachine({
  id: 'quoteZip',
  description: 'Start a quote with a ZIP code',
  context: ({ input }) => ({
    brand: input.brand,
    quotePage: input.quotePage,
    comingSoonUrl: input.comingSoonUrl,
    otherExperiences: input.otherExperiences,
    zip: input.storedZip ?? '',
    lookup: null,
  }),
  initial: 'form',
  states: {
    form: {
      description: 'The ZIP field and the previous-quotes link',
      meta: { spec: ['site-2.21'] },
      initial: 'editing',
      on: {
        'form.submit': [
          {
            guard: { type: 'isValidZip', params: submittedZip },
            target: 'lookingUp',
            actions: [
              { type: 'assignZip', params: submittedZip },
              { type: 'storeZip', params: ({ context, event }) => ({ brand: context.brand, zip: event.zip }) },
            ],
          },
          { target: '.invalid', actions: { type: 'assignZip', params: submittedZip } },
        ],
      },
      states: {
        editing: { description: 'Typing a ZIP code' },
        invalid: {
          description: 'Invalid ZIP: the configured message, the field marked as error',
          meta: { spec: ['site-5.1', 'site-8.3'] },
        },
        lookupFailed: { description: 'The lookup failed: a message to try again; the ZIP is kept' },
      },
    },
    lookingUp: {
      description: 'Looking the ZIP code up',
      tags: ['loading'],
      meta: { spec: ['site-4.4', 'site-7.2'] },
      invoke: {
        id: 'lookupZip',
        src: 'lookupZip',
        input: ({ context }) => ({ zip: context.zip, brand: context.brand }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: lookupAnswer },
            target: 'outOfArea',
            actions: { type: 'assignLookup', params: lookupAnswer },
          },
          {
            guard: { type: 'quoteAvailable', params: lookupAnswer },
            target: 'toQuote',
            actions: [
              { type: 'assignLookup', params: lookupAnswer },
              { type: 'storeAddress', params: addressOfAnswer },
            ],
          },
          {
            target: 'toComingSoon',
            actions: [
              { type: 'assignLookup', params: lookupAnswer },
              { type: 'storeAddress', params: addressOfAnswer },
            ],
          },
        ],
        onError: { target: 'form.lookupFailed' },
      },
    },
    outOfArea: {
      description: 'Out of area: a modal with the configured ZIP error message and an OK button',
      meta: { spec: ['site-4.4', 'site-8.4'] },
      entry: { type: 'track', params: { event: 'quote_zip', outcome: 'out_of_area', state: null } },
      on: { 'modal.close': { target: 'form' } },
    },
    toQuote: {
      description: 'A quote is available: going to the quote page at #driver1',
      // Not final: Back may bring the page again from the browser's cache, and the widget root
      // then starts the flow again (src/widgets/createWidget.tsx, LEAVING_TAG).
      tags: ['leaving'],
      meta: { spec: ['site-2.21', 'site-2.22', 'site-4.4'] },
      entry: [
        { type: 'track', params: ({ context }) => ({ event: 'quote_zip', outcome: 'quote', state: firstState(context.lookup) }) },
        {
          type: 'navigate',
          params: ({ context }) => ({
            url: quoteTarget(context.quotePage, firstState(context.lookup) ?? '', context.otherExperiences),
          }),
        },
      ],
    },
    toComingSoon: {
      description: 'No quote in that state yet: going to the coming-soon page',
      // Not final: Back may bring the page again from the browser's cache, and the widget root
      // then starts the flow again (src/widgets/createWidget.tsx, LEAVING_TAG).
      tags: ['leaving'],
      meta: { spec: ['site-4.4'] },
      entry: [
        {
          type: 'track',
          params: ({ context }) => ({ event: 'quote_zip', outcome: 'coming_soon', state: firstState(context.lookup) }),
        },
        { type: 'navigate', params: ({ context }) => ({ url: context.comingSoonUrl }) },
      ],
    },
  },
});

function firstState(lookup: ZipLookup | null): string | null {
  return lookup?.addresses[0]?.state ?? null;
}

function addressParams(brand: string, lookup: ZipLookup) {
  const first = lookup.addresses[0];
  return { brand, state: first?.state ?? '', city: first?.city ?? '' };
}

export type QuoteZipMachine = typeof quoteZipMachine;
