/**
 * The quote form's opening (quote-4.4, quote-6.3) as its own chart, invoked by the quote chart as
 * `opening` once the page is the visit's: for a visit that may open past driver1 (it reached further,
 * or an affiliate's lead), first the later code that holds those stages (`loadingCode`, or
 * `codeFailed` with Try again); the visitor's token (`gettingToken`, or `tokenFailed` with Try
 * again); then, for an affiliate's link, the lead (`loadingLead`) and its ZIP
 * (`lookingUpZip`), each its own call. It ends with what the parent needs to decide where the
 * form opens: no lead to load (`plain`), the lead's opening (`affiliate`: its values, its ZIP as
 * looked up, the step it lands on), or no lead after all (`noLead`: the call failed). As the lead
 * starts loading it tells the parent (`lead.loading`), whose address then waits for the landing.
 *
 * The lead's calls and the landing rules are machines/quote/affiliateOpening.ts (the lead's reading
 * is machines/quote/quoteVisitor.ts), a chunk loaded by the lead's call (this chart imports its
 * types only).
 */
import { assign, sendParent, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { fromVisitorCall, type TokenPort, type VisitorTokenPort } from '../kit/token';
import type { Region } from '../../services/http';
import type { AffiliateOpening, LeadZipInput, LoadLeadInput } from './affiliateOpening';
import { loadLaterCodeLogic, waitForLaterCode } from './laterCode';
import { NO_VISITOR_PARAMS, type VisitorParams } from './visitorParams';
import { visitorTokenLogic } from './visitorToken';

/** The affiliate's lead, read into the form's values (the lead's reading is its own chunk), with the visitor's token. */
export const loadLeadLogic = fromVisitorCall<AffiliateOpening, LoadLeadInput & VisitorTokenPort>(async ({ input, signal }) =>
  (await import('./affiliateOpening')).loadAffiliateLead(input, signal),
);

/** The lead's ZIP through the ZIP lookup, and where the form lands with it. */
export const lookupLeadZipLogic = fromCall<AffiliateOpening, LeadZipInput>(async ({ input, signal }) => (await import('./affiliateOpening')).withLeadZip(input, signal));

export interface OpeningInput extends TokenPort {
  /** The endpoint of the visit (its token, its lead). */
  region: Region;
  brand: string;
  /** The address's parameters when they name an affiliate lead to load (quote-6.3), else null. */
  affiliateParams: VisitorParams | null;
  /**
   * The form may open past driver1 (a visit that reached further, an affiliate's lead): the later
   * code, which holds the stages after driver1, comes first.
   */
  needsLaterCode: boolean;
}

export interface OpeningContext extends OpeningInput {
  /** The lead's opening once it came (its ZIP's look-up may move its landing on). */
  lead: AffiliateOpening | null;
}

export type OpeningEvent = { type: 'token.retry' } | { type: 'code.retry' };

/** How the opening ended: no lead to load, an affiliate's lead (where it lands), or none after all. */
export type OpeningOutput = { kind: 'plain' } | { kind: 'affiliate'; opening: AffiliateOpening } | { kind: 'noLead' };

/** What the chart tells its parent as the lead starts loading (the address waits for the landing). */
export type OpeningParentEvent = { type: 'lead.loading' } | { type: 'laterCode.loaded' };

const leadAnswer = ({ event }: { event: { output: AffiliateOpening } }) => ({ lead: event.output });

export const openingMachine = setup({
  types: {
    context: {} as OpeningContext,
    events: {} as OpeningEvent,
    input: {} as OpeningInput,
    output: {} as OpeningOutput,
    tags: {} as 'loading' | 'lead',
  },
  actors: { loadLaterCode: loadLaterCodeLogic, visitorToken: visitorTokenLogic, loadLead: loadLeadLogic, lookupLeadZip: lookupLeadZipLogic },
  guards: {
    needsLaterCode: ({ context }) => context.needsLaterCode,
    hasLeadLink: ({ context }) => context.affiliateParams?.affiliate != null,
    // A lead's ZIP of 5 digits is looked up; another is left to the address step.
    leadHasZip: (_, p: { lead: AffiliateOpening }) => /^\d{5}$/.test(p.lead.prefill.values.driver3.zip),
  },
  actions: {
    keepLead: assign((_, p: { lead: AffiliateOpening }) => ({ lead: p.lead })),
    tellLeadLoading: sendParent({ type: 'lead.loading' } satisfies OpeningParentEvent),
    // The parent notes that the later code came (asking for it again cannot fail).
    keepCode: sendParent({ type: 'laterCode.loaded' } satisfies OpeningParentEvent),
  },
}).createMachine({
  id: 'quoteOpening',
  description: "The visitor's token, then an affiliate's lead and its ZIP",
  context: ({ input }) => ({ ...input, lead: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'The later code first when the form may open past driver1, else the token',
      always: [{ guard: 'needsLaterCode', target: 'loadingCode' }, { target: 'gettingToken' }],
    },
    loadingCode: waitForLaterCode("The later code on its way (the stages after driver1): the form opens past driver1", { next: 'gettingToken', failed: 'codeFailed' }),
    codeFailed: {
      description: 'The later code did not come: the form cannot open where the visit stopped; a message and Try again',
      on: { 'code.retry': { target: 'loadingCode' } },
    },
    gettingToken: {
      description: "Waits for the visitor's token",
      tags: ['loading'],
      meta: { spec: ['quote-4.4'] },
      invoke: {
        id: 'visitorToken',
        src: 'visitorToken',
        input: ({ context }) => ({ tokens: context.tokens, region: context.region }),
        onDone: [{ guard: 'hasLeadLink', target: 'loadingLead' }, { target: 'opened' }],
        onError: { target: 'tokenFailed' },
      },
    },
    tokenFailed: {
      description: 'No token: the form cannot start; a message and a button to try again',
      on: { 'token.retry': { target: 'gettingToken' } },
    },
    loadingLead: {
      description: "An affiliate's link: loading the lead, read into the form's values",
      tags: ['loading', 'lead'],
      meta: { spec: ['quote-6.3', 'quote-7.21', 'quote-8.7'] },
      entry: 'tellLeadLoading',
      invoke: {
        id: 'loadLead',
        src: 'loadLead',
        input: ({ context }) => ({ params: context.affiliateParams ?? NO_VISITOR_PARAMS, region: context.region, tokens: context.tokens }),
        onDone: [
          { guard: { type: 'leadHasZip', params: leadAnswer }, target: 'lookingUpZip', actions: { type: 'keepLead', params: leadAnswer } },
          { target: 'leadOpened', actions: { type: 'keepLead', params: leadAnswer } },
        ],
        // No lead (no such lead, unreadable data, a fault): a new visitor's first step; nothing was prefilled.
        onError: { target: 'noLead' },
      },
    },
    lookingUpZip: {
      description: "Looking the lead's ZIP up: a quote there, its city and state; a failed look-up leaves it to the address step",
      tags: ['loading', 'lead'],
      meta: { spec: ['quote-7.8', 'quote-4.11'] },
      invoke: {
        id: 'lookupLeadZip',
        src: 'lookupLeadZip',
        input: ({ context }) => ({ opening: leadOf(context), brand: context.brand, region: context.region }),
        onDone: { target: 'leadOpened', actions: { type: 'keepLead', params: leadAnswer } },
        onError: { target: 'leadOpened' },
      },
    },
    opened: { type: 'final', description: 'The token came, no lead to load: the parent opens where the visit stopped', output: { kind: 'plain' } },
    leadOpened: {
      type: 'final',
      description: "The lead's opening: the parent lands on the first step with missing data, else the vehicles",
      output: ({ context }) => ({ kind: 'affiliate', opening: leadOf(context) }),
    },
    noLead: { type: 'final', description: 'The lead did not come: the parent opens driver1 for a new visitor', output: { kind: 'noLead' } },
  },
  // The final state's output is the chart's.
  output: ({ event }) => event.output as OpeningOutput,
});

/** The lead kept (the states after it came). */
function leadOf(context: OpeningContext): AffiliateOpening {
  if (!context.lead) throw new Error('quoteOpening: no lead kept');
  return context.lead;
}

export type OpeningMachine = typeof openingMachine;
