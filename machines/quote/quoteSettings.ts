/**
 * The quote stage's settings and their defaults (quote 001 §4, §9): what the quote chart's context
 * holds from the first step on. They live apart from the rules and child charts that use them
 * (machines/quote/quote.later.ts), which load with the stage that needs them, not with the first step.
 * The age bands are here too: the lead record (made at driver2) reads them.
 */
import type { BuyNowTargets, BuyOnlineConfig, PhonePlanCondition } from './buyNow.rules';
import { DEFAULT_ALLOWED_ORIGINS } from '../../src/config/site';

/** quote-4.23 to quote-4.29: the sorting options. */
export const SORT_OPTIONS = [0, 1, 2, 3, 4, 5, 6] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** quote-4.21: at most this many top-rated carriers are put first (option 3) unless configured. */
export const DEFAULT_TOP_RATED_MAX = 6;

/** What the page configures about the results (quote 001 §4 "Quote cards", §9). */
export interface ResultSettings {
  /** Carriers (by companyID) whose quotes are never shown (quote-4.16). */
  excludedCarriers: readonly string[];
  /** quote-4.22: carriers always first, in this order. */
  overrideCarriers: readonly string[];
  /** Carriers sold through an agent (quote-4.18). */
  pseudoCarriers: readonly string[];
  /** Top-rated carriers, best first (option 3). */
  topRated: readonly string[];
  topRatedMax: number;
  /** The sorting option the cards open with (0 by default). */
  sortOption: SortOption;
  /** quote-4.21: the configured flag: 100 cards before "Show more" instead of 5. */
  largeCardLimit: boolean;
}

export const DEFAULT_RESULT_SETTINGS: ResultSettings = {
  excludedCarriers: [],
  overrideCarriers: [],
  pseudoCarriers: [],
  topRated: [],
  topRatedMax: DEFAULT_TOP_RATED_MAX,
  sortOption: 0,
  largeCardLimit: false,
};

/** quote-9.1: the timing of the rate request, in ms. */
export interface RateTiming {
  /** Between polls (3 s). */
  pollIntervalMs: number;
  /** The extra waiting message shows after this (12 s). */
  extraWaitMs: number;
  /** The result window (55 s): polling stops when it has passed. */
  windowMs: number;
  /** With quotes on the screen, polling stops once this has passed (35 s). */
  minimumWaitMs: number;
}

export const DEFAULT_RATE_TIMING: RateTiming = { pollIntervalMs: 3000, extraWaitMs: 12_000, windowMs: 55_000, minimumWaitMs: 35_000 };

/** The page's settings for the cards' buttons (src/config/quote.ts, the site config). */
export interface CardSettings {
  /** quote-5.18: the phone-plan condition of a carrier (by companyID). */
  conditions: Readonly<Record<string, PhonePlanCondition>>;
  /** quote-4.20: calls to action show while effectiveDate + ctaDays is not past; 0 means always. */
  ctaDays: number;
  /** §4 "Buy now": the page's open-new-window flag. */
  openNewWindow: boolean;
  /** §4 "Buy now": the day-of-week configuration. */
  buyOnline: BuyOnlineConfig;
  /** The browser (the Safari and in-app check). */
  userAgent: string;
  /** Where buy now may go: the page's origin and the site config's `allowedOrigins.buyNow` and `.frame`. */
  targets: BuyNowTargets;
  /** The origins carrier logos may load from (site config `allowedOrigins.logo`; inline images always). */
  logoOrigins: readonly string[];
}

export const DEFAULT_CARD_SETTINGS: CardSettings = {
  conditions: {},
  ctaDays: 0,
  openNewWindow: false,
  buyOnline: {},
  userAgent: '',
  targets: { pageOrigin: 'https://site.invalid', buyNow: DEFAULT_ALLOWED_ORIGINS.buyNow, frame: DEFAULT_ALLOWED_ORIGINS.frame },
  logoOrigins: DEFAULT_ALLOWED_ORIGINS.logo,
};

/** quote-9.8: the age bands analytics get. */
export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '>65'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * quote-9.8: a driver's age band. Below 18 (a 16- or 17-year-old driver) counts in the youngest
 * band, 18-24; "otherwise >65" is read as 65 and over.
 */
export function ageBand(age: number): AgeBand {
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  if (age < 65) return '55-64';
  return '>65';
}
