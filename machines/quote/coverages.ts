/**
 * The coverages of the visit's state, shared by the coverage stage (machines/quote/coverage.machine.ts),
 * the saved quotes' renewal (machines/quote/savedQuotes.machine.ts) and the quote chart's ladders: the
 * call, the invoke that keeps its answer, and whether a choice is complete. Apart from the stage's
 * chart, so that the quote chart reads them without loading the stage (it comes with the later code).
 */
import { fromVisitorCall } from '../kit/token';
import type { CoverageSet } from '../../services/rating';
import type { Region } from '../../services/http';
import type { TokenStore } from '../../services/tokens';
import type { Lang } from '../../src/config/lang';
import type { CoverageChoice } from './types';

/** The coverages of a state (quote-7.12), in the visitor's language, from the endpoint of the visit's region, with the visitor's token. */
export const loadCoveragesLogic = fromVisitorCall<CoverageSet, { stateCode: string; language: Lang; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
  (await import('../../services/rating')).getCoverages({ stateCode: input.stateCode, language: input.language }, { signal, region: input.region }),
);

/** The policy stage is complete: an offered term and an offered product, or custom coverage with BI and PD chosen. */
export function isCoverageComplete(choice: CoverageChoice, terms: readonly number[], set: CoverageSet | null): boolean {
  if (!terms.includes(choice.term) || !set) return false;
  if (choice.product === 'custom') return Boolean(choice.custom.BI) && Boolean(choice.custom.PD);
  return set.coverageProducts.some((p) => p.code === choice.product);
}

/**
 * The invoke that loads the coverages of the chart's state (`stateCode`, `language`, `region` in its
 * context) and keeps them with `keepCoverageSet`: the coverage stage's and the saved quotes' renewal.
 */
export function loadCoveragesInvoke<const Done extends string, const Failed extends string>(to: { done: Done; failed: Failed }) {
  return {
    id: 'loadCoverages',
    src: 'loadCoverages',
    input: ({ context }: { context: { stateCode: string; language: Lang; region: Region; tokens: TokenStore } }) => ({
      stateCode: context.stateCode,
      language: context.language,
      region: context.region,
      tokens: context.tokens,
    }),
    onDone: { target: to.done, actions: { type: 'keepCoverageSet', params: ({ event }: { event: { output: CoverageSet } }) => ({ set: event.output }) } },
    onError: { target: to.failed },
  } as const;
}
