/**
 * The quote form's address bar (quote 001 §2: the hash is the stage). The chart says which stage
 * to show; this adapter decides how the history takes it, so that Back never traps the visitor:
 *
 * - a stage the visitor moves to from the stage the address shows (Continue, the step's Back,
 *   Close of the previous quotes) is a new history entry: Back returns to the stage before;
 * - any other write takes the place of the entry the address is on: the page's first stage (the
 *   page's own entry gets the hash), and a hash the chart does not follow (a stage not reached, an
 *   unknown hash, the quotes of a visit that has none). Before, such a write added an entry, and
 *   Back to a refused hash added another one each time: Back on /quote/ stayed on #driver1, and
 *   after a reload on the quotes four presses stayed on #coverage.
 *
 * So every history entry of the page is one the visitor made (the page's load, a move of theirs),
 * and Back leaves the page in at most as many presses as the visitor made moves.
 */
import type { BrowserEffects } from '../effects';

/** A hash as the chart and the address compare it: with its '#', in lower case ("#DriverSummary" is "#driversummary"). */
function normalize(hash: string): string {
  const bare = hash.replace(/^#/, '').trim().toLowerCase();
  return bare === '' ? '' : `#${bare}`;
}

/** The `show` of one running page: remembers the hash it last showed, which tells a visitor's move from a correction. */
export function quoteAddress(fx: Pick<BrowserEffects, 'showHash' | 'currentHash'>): (hash: string) => void {
  let shown: string | null = null;
  return (hash) => {
    const wanted = normalize(hash);
    const now = normalize(fx.currentHash());
    if (now !== wanted) fx.showHash(hash, shown !== null && now === shown ? 'push' : 'replace');
    shown = wanted;
  };
}

/**
 * The visitor's own moves in the address (a progress link, a typed hash, Back) as the chart hears
 * them; a hash changed between the page's start and this moment (the widget still loading) is
 * heard too. The widget root listens with it, and so do the quote view's tests.
 */
export function listenToQuoteAddress(fx: Pick<BrowserEffects, 'onHashChange' | 'currentHash'>, send: (event: { type: 'hash.changed'; hash: string }) => void): () => void {
  const stop = fx.onHashChange((hash) => send({ type: 'hash.changed', hash }));
  send({ type: 'hash.changed', hash: fx.currentHash() });
  return stop;
}
