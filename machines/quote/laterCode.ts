/**
 * The later code (machines/quote/quote.later.ts): the dialogs' charts, the rate request, a card's
 * button, the previous quotes and the rules of the quote stage. It loads with the first state
 * that needs it, which waits for it (`loadingCode`, then the child chart or `codeFailed` with Try
 * again), and not with the first step. The quote chart and its stage charts share this one part.
 */
import { fromCall } from '../kit/call';
import { lazyPart } from '../kit/lazyPart';
import type { QuoteLater } from './quote.later';

export const quoteLaterCode = lazyPart<QuoteLater>("The quote form's later charts", () => import('./quote.later').then((m) => m.quoteLater));

/** The later code, asked for by the state that needs it (a failed download is asked for again by Try again). */
export const loadLaterCodeLogic = fromCall<void>(async () => {
  await quoteLaterCode.load();
});

/** The later code's rules, in the states that come after it loaded. */
export const later = (): QuoteLater => quoteLaterCode.get();

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
