/**
 * The portal's My quotes tab (portal-2.1): a child chart of the portal, running while the tab shows.
 * It asks the quote groups of the customer's phone and birth date (the profile's) over the
 * look-back days, the quote page's own look-up (quote-7.19, services/previousQuotes.ts), and lists
 * those the kit's rules keep (machines/kit/quoteGroups.ts: within the range, newest first, each
 * once). The view links each group and a new quote back into the quote flow. A profile without a
 * phone or a birth date cannot be looked up: no quotes to list, and no call. A failed look-up says
 * so with a retry.
 */
import { assign, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { lookBackRange, recentGroups } from '../kit/quoteGroups';
import type { Region } from '../../services/http';
import type { QuoteGroup, QuoteGroupsQuery } from '../../services/previousQuotes';

export type { QuoteGroup } from '../../services/previousQuotes';

/**
 * The look-up's call (services/previousQuotes.ts, with the quote page's schemas), loaded on first
 * use as the quote form's previous quotes load it: not with the portal's first screen.
 */
const previousCalls = () => import('../../services/previousQuotes');

export interface MyQuotesInput {
  region: Region;
  /** The profile's phone (digits) and birth date (YYYY-MM-DD); '' when the profile has none. */
  phone: string;
  dob: string;
  /** The page's clock (epoch ms): today, in America/Chicago, ends the look-back. */
  now: () => number;
  lookBackDays: number;
}

export interface MyQuotesContext extends MyQuotesInput {
  groups: QuoteGroup[];
}

export type MyQuotesEvent = { type: 'quotes.retry' };

export const myQuotesMachine = setup({
  types: {
    context: {} as MyQuotesContext,
    events: {} as MyQuotesEvent,
    input: {} as MyQuotesInput,
    tags: {} as 'loading',
  },
  actors: {
    groups: fromCall<QuoteGroup[], QuoteGroupsQuery & { region: Region }>(async ({ input, signal }) =>
      (await previousCalls()).getQuoteGroups(input, { region: input.region, signal }),
    ),
  },
  guards: {
    /** A phone of 10 digits and a birth date: what the look-up needs. */
    canLookUp: ({ context }) => /^\d{10}$/.test(context.phone) && /^\d{4}-\d{2}-\d{2}$/.test(context.dob),
    /** A group of the answer within the look-back. */
    anyRecent: ({ context }, p: { groups: QuoteGroup[] }) => recentGroups(p.groups, new Date(context.now()), context.lookBackDays).length > 0,
  },
  actions: {
    assignGroups: assign(({ context }, p: { groups: QuoteGroup[] }) => ({
      groups: recentGroups(p.groups, new Date(context.now()), context.lookBackDays),
    })),
  },
}).createMachine({
  id: 'myQuotes',
  description: "The customer's quotes of the last days, each a way back into the quote flow",
  context: ({ input }) => ({ ...input, groups: [] }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Can the profile be looked up?',
      always: [{ guard: 'canLookUp', target: 'loading' }, { target: 'none' }],
    },
    loading: {
      description: 'Asking the quote groups of the phone and birth date over the look-back days',
      tags: ['loading'],
      meta: { spec: ['quote-7.19', 'quote-4.30'] },
      invoke: {
        id: 'groups',
        src: 'groups',
        input: ({ context }) => ({
          region: context.region,
          phone: context.phone,
          dob: context.dob,
          ...lookBackRange(new Date(context.now()), context.lookBackDays),
        }),
        onDone: [
          {
            guard: { type: 'anyRecent', params: ({ event }) => ({ groups: event.output }) },
            target: 'listed',
            actions: { type: 'assignGroups', params: ({ event }) => ({ groups: event.output }) },
          },
          { target: 'none' },
        ],
        onError: { target: 'failed' },
      },
    },
    listed: { description: 'The quote groups, newest first, each linked to the quote page' },
    none: { description: 'No quotes in the look-back days: a new quote' },
    failed: {
      description: 'The look-up failed: a retry',
      on: { 'quotes.retry': { target: 'loading' } },
    },
  },
});

export type MyQuotesMachine = typeof myQuotesMachine;
