/** The glossary's rules (site-2.18, site-4.3), without the chart: what is cut off, and what a cut-off list shows. */

/** A list of `count` items with `shown` of them visible while cut off has nothing to cut. */
export function fitsWhole(count: number, shown: number): boolean {
  return count <= shown;
}

/** The items a list shows: every one when expanded (or whole), else the first `shown`. */
export function visibleItems<T>(items: readonly T[], shown: number, expanded: boolean): readonly T[] {
  return expanded ? items : items.slice(0, shown);
}

/** Whether the definition at `index` is cut off from the text while it is cut off. */
export function isCutOff(index: number, textShown: number): boolean {
  return index >= textShown;
}
