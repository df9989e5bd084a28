/**
 * What a quote card's button starts (quote 001 §2 "Modals", §4 "Buy now", §7, §8): a child
 * machine the quote cards' chart invokes (invoke id `cardAction`) while the cards show, one press at a
 * time. The quote cards' chart decides which button a card shows and how buy now opens
 * (machines/quote/buyNow.rules.ts `cardAction`, `buyNowPresentation`); this machine does what the press
 * asks and ends (`done`) when the visitor is through with it.
 *
 * - **Buy now** (quote-7.15, quote-7.16): `selecting` tells the API which quote was chosen; a
 *   failure there is the tracking event "Error sending FW event to selectQuote" (quote-8.8) and
 *   buy now goes on, since choosing a quote is a report, not a step of the purchase. `fetchingUrl`
 *   asks for the carrier's address; then by the presentation:
 *   - 'newTab': the `openTab` action opens it in a new tab, and the machine is done. (The page's
 *     effect opens the tab; a tab the browser refuses is opened in this one instead.)
 *   - 'confirm' (quote-2.29): `confirming`, "Redirecting you to {carrier}" with Yes and No; Yes
 *     opens the tab inside its click, which no popup blocker refuses.
 *   - 'iframe' (quote-2.30): `framed`, the carrier's page in the page's frame container, with
 *     Close and "Open in a new window". Which origins a frame may show is the site config's
 *     `allowedOrigins.frame` (the list the Content-Security-Policy's `frame-src` is built from,
 *     scripts/securityHeaders.ts), and only an address a tab may open too. An address the frame
 *     list refuses opens in a new tab instead; so does a frame that has not loaded (its load
 *     event) after FRAME_LOAD_TIMEOUT_MS (10 s). A frame has no error event: a page that refuses
 *     to be framed (its own X-Frame-Options or frame-ancestors) still "loads" as the browser's
 *     error page, which the page cannot see across origins; "Open in a new window" stays offered.
 *   Every address is judged before any tab, frame or navigation (buyNow.rules.ts
 *   `buyNowOpenings`): https only (http on the local machine for the sandbox), and of the page's
 *   own origin or one on the purpose's allowed list (`allowedOrigins.buyNow` for a tab,
 *   `.frame` for the frame). An empty address, or one of an origin not allowed, is the tracking
 *   event "Buy Now url empty for carrier:{carrier}" (quote-8.8) and `unavailable`; one that is
 *   not https is `unavailable` too. A failed call is `urlFailed`, with Try again.
 * - **Call me, text me, contact me** (quote-7.28): `contacting` asks an agent to call (contact type
 *   1) or text (0) the visitor about the quote; "contact me" (a pseudo-carrier's "buy from an
 *   agent") asks for a call. Then `contacted` (quote-2.28, the contact success modal) with the
 *   feedback question (quote-2.34): Yes or No hides the question and thanks the visitor, once. A
 *   failure is `contactFailed`, with Try again.
 *
 * It ends with `{ unavailable }`: buy now found no address it could open, and the quote chart
 * takes that quote's Buy now away for the rest of the visit (machines/quote/quoteCards.ts).
 *
 * The browser effects (a new tab, analytics) are the `openTab` and `track` actions, provided where
 * the actor is created: the quote chart passes them up to the page's effects; tests record them.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { fromVisitorCall } from '../kit/token';
import type { ContactType } from '../../services/buyNow';
import type { Region } from '../../services/http';
import type { RateQuote } from '../../services/quotes';
import type { TokenStore } from '../../services/tokens';
import type { AnalyticsEvent } from '../../src/analytics';
import { buyNowErrorEvent, buyNowOpenings, safeBuyUrl, type BuyNowPresentation, type BuyNowTargets } from './buyNow.rules';

/** What the press asks for: buy online, a call, a text, or an agent's contact (a call). */
export type CardActionKind = 'buyNow' | 'call' | 'text' | 'contact';

/** selectQuote's event type for a buy-now press (its values are not in the specification). */
export const BUY_NOW_SELECT_EVENT = 'buyNow';

/** The card buttons' calls, loaded on first use. */
const buyNowCalls = () => import('../../services/buyNow');

export interface CardActionInput {
  kind: CardActionKind;
  quote: Pick<RateQuote, 'rateQuoteId' | 'companyID' | 'companyName'>;
  /** How buy now opens (buyNowPresentation); ignored for the other kinds. */
  presentation: BuyNowPresentation;
  /** Where buy now may go (the site config's allowed origins and the page's address). */
  targets: BuyNowTargets;
  region?: Region;
  /** The visitor's token store: the calls renew an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
}

export interface CardActionContext {
  kind: CardActionKind;
  quote: CardActionInput['quote'];
  presentation: BuyNowPresentation;
  targets: BuyNowTargets;
  region: Region;
  tokens: TokenStore;
  /** The carrier's address as the presentation uses it (a tab's, or the frame's), once known and allowed. */
  url: string | null;
  /** The carrier's address when a new tab may open it (the frame's "Open in a new window"), else null. */
  tabUrl: string | null;
  /** The feedback answer, once given (quote-2.34). */
  helpful: boolean | null;
  /** Buy now found no address it could open (none, not https, or of an origin not allowed). */
  unavailable: boolean;
}

/** What the press ends with: whether buy now found no address it could open (the quote's Buy now then goes away). */
export interface CardActionOutput {
  unavailable: boolean;
}

export type CardActionEvent =
  | { type: 'buy.confirm' }
  | { type: 'buy.cancel' }
  | { type: 'frame.close' }
  | { type: 'frame.openWindow' }
  /** The frame's load event: the carrier's page is there. */
  | { type: 'frame.loaded' }
  | { type: 'action.retry' }
  | { type: 'action.close' }
  | { type: 'feedback.answer'; helpful: boolean };

/** quote-7.28: the contact type of a press: a text is 0; a call and "contact me" are 1. */
export function contactTypeOf(kind: CardActionKind): ContactType {
  return kind === 'text' ? 0 : 1;
}

/** quote-8.8 as an analytics event: the kind, code, fixed message and (url empty) the rateQuoteId. */
function buyNowError(kind: 'emptyUrl' | 'selectQuote', quote: CardActionInput['quote']): AnalyticsEvent {
  const e = buyNowErrorEvent(kind, quote.companyName, quote.rateQuoteId);
  return { event: 'quote_error', type: e.type, code: e.code, message: e.message, ...(e.rateQuoteId ? { rateQuoteId: e.rateQuoteId } : {}) };
}

const close = { 'action.close': { target: 'done' } } as const;
/** The address kept (confirming and framed have one: an unsafe, empty or refused one went to `unavailable`). */
const keptUrl = ({ context }: { context: CardActionContext }) => ({ url: context.url ?? '' });
/** The address for a new tab (checked for a tab: the frame's list is not the tab's). */
const keptTabUrl = ({ context }: { context: CardActionContext }) => ({ url: context.tabUrl ?? '' });

/**
 * How long the carrier's page has to load in the frame before it opens in a new tab instead
 * (quote-2.30): 10 s, beyond a page's ordinary load and short enough for a visitor still waiting.
 */
export const FRAME_LOAD_TIMEOUT_MS = 10_000;

/** The address as this presentation would use it: the frame's for 'iframe', a tab's otherwise; null when refused. */
function usableUrl(context: CardActionContext, url: string | null): string | null {
  const openings = buyNowOpenings(url, context.targets);
  return context.presentation === 'iframe' ? openings.frame : openings.tab;
}

const cardActionChart = setup({
  types: {
    context: {} as CardActionContext,
    events: {} as CardActionEvent,
    input: {} as CardActionInput,
    output: {} as CardActionOutput,
  },
  actors: {
    // The calls (services/buyNow.ts) load with the first press; each carries the visitor's token, renewed once when refused.
    selectQuote: fromVisitorCall<void, { rateQuoteId: string; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
      (await buyNowCalls()).selectQuote(input.rateQuoteId, BUY_NOW_SELECT_EVENT, { signal, region: input.region }),
    ),
    fetchUrl: fromVisitorCall<string | null, { rateQuoteId: string; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
      (await buyNowCalls()).buyNow(input.rateQuoteId, { signal, region: input.region }),
    ),
    sendContact: fromVisitorCall<unknown, { rateQuoteId: string; contactType: ContactType; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
      (await buyNowCalls()).sendContactRequest(input.rateQuoteId, input.contactType, { signal, region: input.region }),
    ),
  },
  guards: {
    isBuyNow: ({ context }) => context.kind === 'buyNow',
    // No tab may open it (a frame's address is one a tab may open too: see buyNowOpenings).
    refusedUrl: ({ context }, p: { url: string | null }) => buyNowOpenings(p.url, context.targets).tab === null,
    // A new tab: the presentation's, or a frame's whose origin the frame list refuses.
    opensInTab: ({ context }, p: { url: string | null }) =>
      context.presentation === 'newTab' || (context.presentation === 'iframe' && buyNowOpenings(p.url, context.targets).frame === null),
    framesHere: ({ context }) => context.presentation === 'iframe',
  },
  delays: {
    frameLoad: FRAME_LOAD_TIMEOUT_MS,
  },
  actions: {
    track: (_, _event: AnalyticsEvent) => {},
    /** The carrier's page in a new tab (the page's effect). */
    openTab: (_, _p: { url: string }) => {},
    keepUrl: assign(({ context }, p: { url: string | null }) => ({ url: usableUrl(context, p.url), tabUrl: buyNowOpenings(p.url, context.targets).tab })),
    /**
     * quote-8.8: no carrier page the page may open (none, empty, or an origin not allowed; not
     * merely one that is not https) is the buy-now error event (below: it names `track`).
     */
    trackEmptyUrl: (_, _p: { url: string | null }) => {},
    markUnavailable: assign({ unavailable: true }),
    keepFeedback: assign((_, p: { helpful: boolean }) => ({ helpful: p.helpful })),
  },
}).createMachine({
  id: 'cardAction',
  description: "A quote card's button: buy now (new tab, confirmation or frame), or an agent's call or text",
  context: ({ input }) => ({
    kind: input.kind,
    quote: input.quote,
    presentation: input.presentation,
    targets: input.targets,
    region: input.region ?? 'main',
    tokens: input.tokens,
    url: null,
    tabUrl: null,
    helpful: null,
    unavailable: false,
  }),
  output: ({ context }) => ({ unavailable: context.unavailable }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Buy now, or a contact request',
      always: [{ guard: 'isBuyNow', target: 'selecting' }, { target: 'contacting' }],
    },
    selecting: {
      description: 'Telling the API which quote was chosen (selectQuote)',
      tags: ['loading'],
      meta: { spec: ['quote-7.15'] },
      invoke: {
        id: 'selectQuote',
        src: 'selectQuote',
        input: ({ context }) => ({ rateQuoteId: context.quote.rateQuoteId, region: context.region, tokens: context.tokens }),
        onDone: { target: 'fetchingUrl' },
        onError: { target: 'fetchingUrl', actions: { type: 'track', params: ({ context }) => buyNowError('selectQuote', context.quote) } },
      },
    },
    fetchingUrl: {
      description: "Asking for the carrier's buy-now address",
      tags: ['loading'],
      meta: { spec: ['quote-7.16'] },
      invoke: {
        id: 'fetchUrl',
        src: 'fetchUrl',
        input: ({ context }) => ({ rateQuoteId: context.quote.rateQuoteId, region: context.region, tokens: context.tokens }),
        onDone: [
          // None, one that is not https, or an origin not allowed for the presentation: nothing to
          // open; an empty one and a refused origin are the quote-8.8 event.
          {
            guard: { type: 'refusedUrl', params: ({ event }) => ({ url: event.output }) },
            target: 'unavailable',
            actions: { type: 'trackEmptyUrl', params: ({ event }) => ({ url: event.output }) },
          },
          {
            guard: { type: 'opensInTab', params: ({ event }) => ({ url: event.output }) },
            target: 'done',
            actions: [{ type: 'keepUrl', params: ({ event }) => ({ url: event.output }) }, { type: 'openTab', params: keptTabUrl }],
          },
          { guard: 'framesHere', target: 'framed', actions: { type: 'keepUrl', params: ({ event }) => ({ url: event.output }) } },
          { target: 'confirming', actions: { type: 'keepUrl', params: ({ event }) => ({ url: event.output }) } },
        ],
        onError: { target: 'urlFailed' },
      },
    },
    confirming: {
      description: 'The confirmation: "Redirecting you to {carrier}", Yes or No',
      meta: { spec: ['quote-2.29'] },
      on: { 'buy.confirm': { target: 'done', actions: { type: 'openTab', params: keptUrl } }, 'buy.cancel': { target: 'done' } },
    },
    framed: {
      description: "The carrier's page in the frame container, with Close and Open in a new window",
      meta: { spec: ['quote-2.30'] },
      initial: 'loading',
      on: {
        'frame.close': { target: 'done' },
        'frame.openWindow': { target: 'done', actions: { type: 'openTab', params: keptTabUrl } },
      },
      states: {
        loading: {
          description: "The carrier's page loading in the frame; not loaded after FRAME_LOAD_TIMEOUT_MS, it opens in a new tab instead",
          meta: { spec: ['quote-2.30'] },
          after: { frameLoad: { target: '#cardAction.done', actions: { type: 'openTab', params: keptTabUrl } } },
          on: { 'frame.loaded': { target: 'shown' } },
        },
        shown: {
          description: "The carrier's page loaded in the frame",
          meta: { spec: ['quote-2.30'] },
        },
      },
    },
    unavailable: {
      description: "No carrier page to open (none, not https, or an origin not allowed): call or chat instead, and Close",
      meta: { spec: ['quote-8.8'] },
      entry: 'markUnavailable',
      on: close,
    },
    urlFailed: {
      description: "The buy-now address did not load: Try again or Close",
      on: { 'action.retry': { target: 'fetchingUrl' }, ...close },
    },
    contacting: {
      description: 'Asking an agent to call or text the visitor about the quote',
      tags: ['loading'],
      meta: { spec: ['quote-7.28'] },
      invoke: {
        id: 'sendContact',
        src: 'sendContact',
        input: ({ context }) => ({ rateQuoteId: context.quote.rateQuoteId, contactType: contactTypeOf(context.kind), region: context.region, tokens: context.tokens }),
        onDone: { target: 'contacted' },
        onError: { target: 'contactFailed' },
      },
    },
    contacted: {
      description: 'The contact success modal, with the feedback question',
      meta: { spec: ['quote-2.28'] },
      on: close,
      initial: 'asking',
      states: {
        asking: {
          description: 'Was this helpful? Yes or No',
          meta: { spec: ['quote-2.34'] },
          on: {
            'feedback.answer': {
              target: 'thanked',
              actions: [
                { type: 'keepFeedback', params: ({ event }) => ({ helpful: event.helpful === true }) },
                { type: 'track', params: ({ event }) => ({ event: 'contact_feedback', helpful: event.helpful === true }) },
              ],
            },
          },
        },
        thanked: {
          description: 'The question gone, a thank-you in its place',
          meta: { spec: ['quote-2.34'] },
        },
      },
    },
    contactFailed: {
      description: 'The contact request failed: Try again or Close',
      on: { 'action.retry': { target: 'contacting' }, ...close },
    },
    done: {
      type: 'final',
      description: 'Through: the cards again',
    },
  },
});

/** The chart, with the one action that enqueues another named action (typed only once the chart is made). */
export const cardActionMachine = cardActionChart.provide({
  actions: {
    trackEmptyUrl: enqueueActions(({ context, enqueue }, p: { url: string | null }) => {
      if (p.url === null || p.url === '' || safeBuyUrl(p.url) !== null) enqueue({ type: 'track', params: buyNowError('emptyUrl', context.quote) });
    }),
  },
});

export type CardActionMachine = typeof cardActionMachine;
