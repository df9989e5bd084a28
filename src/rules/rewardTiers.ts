/** portal-4.12, portal-9.19: the points at which each tier starts: the page's config defaults and the tier rules' (machines/portal/rewards.rules.ts). */
export interface TierThresholds {
  silver: number;
  gold: number;
  platinum: number;
}

export const DEFAULT_TIER_THRESHOLDS: Readonly<TierThresholds> = { silver: 0, gold: 5000, platinum: 15000 };
