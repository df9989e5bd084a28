/** The estimate panel's rules (site-2.17), without the chart: what the expanded panel shows of the drivers and vehicles, and its examples. */

/** site-2.17: the active drivers or vehicles, in the estimate's order. */
export function activeOnly<T extends { active: boolean }>(members: readonly T[]): T[] {
  return members.filter((m) => m.active);
}

/**
 * The coverages a visitor may see an example estimate of, where the page gives no estimate of its
 * own: liability only (what the state requires), or full coverage (liability, collision and
 * comprehensive). The examples themselves are the catalog's, in the page's language.
 */
export const EXAMPLE_COVERAGES = ['liability', 'full'] as const;
export type ExampleCoverage = (typeof EXAMPLE_COVERAGES)[number];
