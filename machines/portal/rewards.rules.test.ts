/**
 * The rewards tab's rules against the specification: tiers from the lifetime ledger and the
 * progress bar from the configured thresholds (portal-4.12, portal-9.19), redeem availability
 * (portal-4.13), card dollars (portal-9.4) and the points history (portal-2.3, portal-7.9,
 * portal-9.3).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIER_THRESHOLDS,
  HISTORY_PAGE_ROWS,
  TRANSACTIONS_PAGE_SIZE,
  canRedeem,
  cardDollars,
  hasHiddenHistory,
  historyKind,
  historyRows,
  nextOffset,
  nextTier,
  progressPercent,
  tierOf,
  type LifetimeLedger,
  type Tier,
  type TierThresholds,
} from './rewards.rules';

describe('tierOf and nextTier', () => {
  const names: [string | null | undefined, Tier][] = [
    ['silver', 'silver'],
    ['Gold', 'gold'],
    [' PLATINUM ', 'platinum'],
    ['gOlD', 'gold'],
    ['Bronze', 'silver'],
    ['', 'silver'],
    [null, 'silver'],
    [undefined, 'silver'],
  ];
  it.each(names)('[portal-4.12] [portal-9.19] the server tier %j is %s', (name, tier) => {
    expect(tierOf(name)).toBe(tier);
  });

  const next: [Tier, Tier | null][] = [
    ['silver', 'gold'],
    ['gold', 'platinum'],
    ['platinum', null],
  ];
  it.each(next)('[portal-4.12] [portal-9.19] after %s comes %s', (tier, after) => {
    expect(nextTier(tier)).toBe(after);
  });

  it('[portal-9.19] the default thresholds start silver, gold, platinum in that order', () => {
    expect(DEFAULT_TIER_THRESHOLDS).toEqual({ silver: 0, gold: 5000, platinum: 15000 });
  });
});

describe('progressPercent', () => {
  const ledger = (currentTierName: string | null, pointsToNextTier: number | null, lifetimePoints?: number): LifetimeLedger => ({
    currentTierName,
    pointsToNextTier,
    ...(lifetimePoints === undefined ? {} : { lifetimePoints }),
  });
  const rows: [string, LifetimeLedger, number][] = [
    ['silver, 5,000 to gold (none earned)', ledger('Silver', 5000), 0],
    ['silver, 3,750 to gold (1,250 of 5,000)', ledger('Silver', 3750), 25],
    ['silver, 2,500 to gold', ledger('silver', 2500), 50],
    ['silver, 0 to gold', ledger('silver', 0), 100],
    ['gold, 10,000 to platinum (just reached gold)', ledger('Gold', 10000), 0],
    ['gold, 2,500 to platinum (7,500 of 10,000)', ledger('Gold', 2500), 75],
    ['platinum', ledger('Platinum', null), 100],
    ['platinum, with points to a next tier the program lacks', ledger('Platinum', 4000), 100],
    ['silver, more points to gold than the span (clamped)', ledger('Silver', 9000), 0],
    ['silver, negative points to gold (clamped)', ledger('Silver', -10), 100],
    ['silver, no pointsToNextTier, 4,000 lifetime points', ledger('Silver', null, 4000), 80],
    ['gold, no pointsToNextTier, 10,000 lifetime points', ledger('Gold', null, 10000), 50],
    ['gold, pointsToNextTier preferred over lifetime points', ledger('Gold', 7500, 99999), 25],
    ['no figure at all', ledger('Gold', null), 0],
    ['an unknown tier counts as silver', ledger('Bronze', 1000), 80],
  ];
  it.each(rows)('[portal-4.12] [portal-9.19] default thresholds, %s: %d%%', (_label, l, percent) => {
    expect(progressPercent(l)).toBe(percent);
  });

  const configured: TierThresholds = { silver: 0, gold: 1000, platinum: 3000 };
  const configuredRows: [string, LifetimeLedger, number][] = [
    ['silver, 600 to gold', ledger('silver', 600), 40],
    ['gold, 500 to platinum', ledger('gold', 500), 75],
    ['gold, no pointsToNextTier, 2,000 lifetime points', ledger('gold', null, 2000), 50],
  ];
  it.each(configuredRows)('[portal-4.12] [portal-9.19] thresholds 0/1,000/3,000, %s: %d%%', (_label, l, percent) => {
    expect(progressPercent(l, configured)).toBe(percent);
  });

  it('[portal-4.12] thresholds that give no span claim no progress', () => {
    expect(progressPercent(ledger('silver', 0), { silver: 0, gold: 0, platinum: 100 })).toBe(0);
  });
});

describe('canRedeem and cardDollars', () => {
  const rows: [number, number, boolean][] = [
    [2500, 2500, true],
    [2501, 2500, true],
    [2499, 2500, false],
    [0, 2500, false],
    [10000, 2500, true],
    [100, 0, false],
    [100, -5, false],
    [Number.NaN, 2500, false],
    [2500, Number.NaN, false],
  ];
  it.each(rows)('[portal-4.13] balance %d, card %d: redeem available %s', (balance, cardValue, available) => {
    expect(canRedeem(balance, cardValue)).toBe(available);
  });

  const dollars: [number, number][] = [
    [2500, 25],
    [1000, 10],
    [5050, 50.5],
    [0, 0],
  ];
  it.each(dollars)('[portal-9.4] a card of %d points shows $%d', (cardValue, shown) => {
    expect(cardDollars(cardValue)).toBe(shown);
  });
});

describe('points history', () => {
  const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => `row ${i + 1}`);

  it('[portal-2.3] [portal-9.3] 5 rows before Show More, pages of 50', () => {
    expect(HISTORY_PAGE_ROWS).toBe(5);
    expect(TRANSACTIONS_PAGE_SIZE).toBe(50);
  });

  const shown: [number, boolean, number, boolean][] = [
    [0, false, 0, false],
    [3, false, 3, false],
    [5, false, 5, false],
    [6, false, 5, true],
    [12, false, 5, true],
    [12, true, 12, false],
    [3, true, 3, false],
  ];
  it.each(shown)('[portal-2.3] [portal-9.3] %i rows, expanded %s: %i shown, Show More %s', (count, expanded, visible, more) => {
    const rows = rowsOf(count);
    expect(historyRows(rows, expanded)).toEqual(rows.slice(0, visible));
    expect(hasHiddenHistory(rows, expanded)).toBe(more);
  });

  const offsets: [number, boolean, number | null][] = [
    [0, true, 50],
    [50, true, 100],
    [100, false, null],
    [0, false, null],
  ];
  it.each(offsets)('[portal-7.9] [portal-9.3] offset %i, hasMore %s: next %j', (offset, hasMore, next) => {
    expect(nextOffset(offset, hasMore)).toBe(next);
  });

  const kinds: [string | null, 'earned' | 'redeemed' | null][] = [
    ['addition', 'earned'],
    ['subtraction', 'redeemed'],
    [' Addition ', 'earned'],
    ['SUBTRACTION', 'redeemed'],
    ['expiry', null],
    ['', null],
    [null, null],
  ];
  it.each(kinds)('[portal-2.3] a transaction of type %j is %j', (type, kind) => {
    expect(historyKind(type)).toBe(kind);
  });
});
