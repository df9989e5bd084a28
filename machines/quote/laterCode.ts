/**
 * The later code (machines/quote/quote.later.ts): the stage charts after driver1, the dialogs'
 * charts, the quote stage's chart with the rate request, the cards and a card's button, and the
 * previous quotes. It loads with the first state that needs it, which waits for it (`loadingCode`,
 * then the child chart or `codeFailed` with Try again), and not with the first step. The quote chart and its stage charts share this one part.
 */
import { fromCall } from '../kit/call';
import { lazyPart } from '../kit/lazyPart';
import type { QuoteLater } from './quote.later';
import type { ShownState } from './quoteCards';
import type { RateQuote } from './types';

export const quoteLaterCode = lazyPart<QuoteLater>("The quote form's later charts", () => import('./quote.later').then((m) => m.quoteLater));

/** The later code, asked for by the state that needs it (a failed download is asked for again by Try again). */
export const loadLaterCodeLogic = fromCall<void>(async () => {
  await quoteLaterCode.load();
});

/** The later code's rules, in the states that come after it loaded. */
export const later = (): QuoteLater => quoteLaterCode.get();

/** The cards a visitor may see (quote-4.16) in the order chosen (quote-4.22 to quote-4.29), for the views once the later code came: machines/quote/quoteCards.ts. */
export function shownQuotes(context: Omit<ShownState, 'quotes'>, quotes: readonly RateQuote[]): RateQuote[] {
  return later().shownQuotes({ ...context, quotes: [...quotes] });
}

/**
 * A state that waits for the later code (`quoteLaterCode`), then goes on to `next`, or to `failed`
 * when it did not come (Try again comes back here). Once it came it is there at once. The chart
 * names `loadLaterCode` among its actors and the action `keepCode` (what it notes when the code came).
 */
export function waitForLaterCode<const Next extends string, const Failed extends string>(description: string, to: { next: Next; failed: Failed }) {
  return {
    description,
    tags: ['loading' as const],
    invoke: { id: 'loadLaterCode', src: 'loadLaterCode' as const, onDone: { target: to.next, actions: 'keepCode' as const }, onError: { target: to.failed } },
  };
}

/**
 * A state whose own chart is in the later code: `loadingCode` waits for it, `codeFailed` says it did
 * not come (Try again, `code.retry`), `open` is the state with its chart (`open`, the caller's). The
 * chart names `loadLaterCode` and `keepCode` as `waitForLaterCode` says.
 */
export function afterLaterCode<const Open>(d: { loading: string; failed: string }, open: Open) {
  return {
    initial: 'loadingCode' as const,
    states: {
      loadingCode: waitForLaterCode(d.loading, { next: 'open', failed: 'codeFailed' }),
      codeFailed: { description: d.failed, tags: ['codeFailed' as const], on: { 'code.retry': { target: 'loadingCode' as const } } },
      open,
    },
  };
}
