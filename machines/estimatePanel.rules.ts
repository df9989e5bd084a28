/** The estimate panel's rules (site-2.17), without the chart: what the expanded panel shows of the drivers and vehicles. */

/** site-2.17: the active drivers or vehicles, in the estimate's order. */
export function activeOnly<T extends { active: boolean }>(members: readonly T[]): T[] {
  return members.filter((m) => m.active);
}
