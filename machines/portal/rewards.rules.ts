/**
 * Pure rules of the portal's rewards tab (portal-2.3, portal-3.5, portal-4.12, portal-4.13,
 * portal-7.9, portal-9.3, portal-9.4, portal-9.19): the tier and its progress bar from the
 * lifetime ledger, whether a card can be redeemed and what it is worth, and the points history's
 * rows and pages. No I/O.
 */
import { DEFAULT_TIER_THRESHOLDS, type TierThresholds } from '../../src/rules/rewardTiers';

/** portal-4.12, portal-9.19: the tiers, lowest first. */
export const TIERS = ['silver', 'gold', 'platinum'] as const;
export type Tier = (typeof TIERS)[number];

/** portal-9.19: the lifetime points at which each tier starts (configured per page; silver from 0, gold from 5,000, platinum from 15,000 by default). */
export { DEFAULT_TIER_THRESHOLDS, type TierThresholds };

/** What the tier rules read of the lifetime sub-ledger (portal-3.5). */
export interface LifetimeLedger {
  /** currentTier.name as the server writes it. */
  currentTierName: string | null;
  pointsToNextTier: number | null;
  /** The lifetime points, when the answer carries them. */
  lifetimePoints?: number;
}

/**
 * portal-4.12: the tier the server names, case-insensitively and without surrounding spaces
 * ('Gold', ' PLATINUM '); a missing or unknown name is the first tier, silver.
 */
export function tierOf(name: string | null | undefined): Tier {
  const wanted = (name ?? '').trim().toLowerCase();
  return TIERS.find((tier) => tier === wanted) ?? 'silver';
}

/** portal-4.12: the tier after this one; platinum is the last (null). */
export function nextTier(tier: Tier): Tier | null {
  return TIERS[TIERS.indexOf(tier) + 1] ?? null;
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * portal-4.12: the progress bar's width in percent, 0 to 100. Platinum is 100. Otherwise, with
 * `span` = thresholds[next tier] - thresholds[tier]:
 *
 *   points into the tier = span - pointsToNextTier   (the server's own figure, preferred)
 *                        = lifetimePoints - thresholds[tier]   (when pointsToNextTier is missing)
 *   width = points into the tier * 100 / span, clamped to 0..100, not rounded.
 *
 * Neither figure, or thresholds that give no span (the next tier starting at or below this one):
 * 0, the bar claims no progress.
 */
export function progressPercent(ledger: LifetimeLedger, thresholds: TierThresholds = DEFAULT_TIER_THRESHOLDS): number {
  const tier = tierOf(ledger.currentTierName);
  const next = nextTier(tier);
  if (next === null) return 100;
  const span = thresholds[next] - thresholds[tier];
  if (!(span > 0)) return 0;
  let into: number;
  if (finite(ledger.pointsToNextTier)) into = span - ledger.pointsToNextTier;
  else if (finite(ledger.lifetimePoints)) into = ledger.lifetimePoints - thresholds[tier];
  else return 0;
  return Math.min(100, Math.max(0, (into * 100) / span));
}

/**
 * portal-4.13: Redeem is available when the balance is at least the card's value (both in
 * points). A card value that is not a positive number (a configuration error) is never redeemable.
 */
export function canRedeem(balance: number, cardValue: number): boolean {
  return finite(balance) && finite(cardValue) && cardValue > 0 && balance >= cardValue;
}

/** portal-9.4: the card's value in dollars: its configured points divided by 100 (2,500 points is $25). */
export function cardDollars(cardValue: number): number {
  return cardValue / 100;
}

/** portal-2.3, portal-9.3: the points history shows this many rows before Show More. */
export const HISTORY_PAGE_ROWS = 5;
/** portal-7.9, portal-9.3: the rewards transactions are fetched this many at a time. */
export const TRANSACTIONS_PAGE_SIZE = 50;

/** portal-2.3, portal-9.3: the rows shown: the first 5 until Show More is used, then all. */
export function historyRows<T>(rows: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? rows : rows.slice(0, HISTORY_PAGE_ROWS);
}

/** portal-2.3: Show More is offered while rows are hidden. */
export function hasHiddenHistory(rows: readonly unknown[], expanded: boolean): boolean {
  return !expanded && rows.length > HISTORY_PAGE_ROWS;
}

/** portal-7.9, portal-9.3: the next page's offset (this one + 50) while the answer says hasMore, else null. */
export function nextOffset(offset: number, hasMore: boolean): number | null {
  return hasMore ? offset + TRANSACTIONS_PAGE_SIZE : null;
}

/**
 * portal-2.3, portal-3.5: a transaction's side of the history: 'addition' is earned, 'subtraction'
 * redeemed (case-insensitive, spaces ignored); any other type is neither (null) and is not listed.
 */
export function historyKind(type: string | null | undefined): 'earned' | 'redeemed' | null {
  const t = (type ?? '').trim().toLowerCase();
  if (t === 'addition') return 'earned';
  if (t === 'subtraction') return 'redeemed';
  return null;
}
