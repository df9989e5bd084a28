/**
 * data-config of the quote form (quote 001 §4, §5, §9): the drivers' age limits (quote-5.5,
 * quote-9.4), the two licenseId attributes (quote-5.7), the quote stage (the loading panel's
 * timer and messages, the links and phone of the cards and the no-quotes view, which carriers are
 * shown and in what order) and the configured messages. The configured values themselves are not
 * shown in the specification (quote §1); these are the defaults the specification names, and
 * where it names none, the agency's own (the offices and contact pages, the agency's phone).
 */
import * as z from 'zod/mini';
import { AGENCY_PHONE } from './contact';
import { configuredText, safeUrl } from './schema';

/** quote-4.10: the driver lookup strategies (machines/quote/driverLookup.ts says what each asks); "public" by default. */
export const LOOKUP_STRATEGIES = ['fenris', 'public', 'both', 'publicWithoutSearchApi', 'customerRateQuoteId'] as const;
export type LookupStrategy = (typeof LOOKUP_STRATEGIES)[number];
export const DEFAULT_LOOKUP_STRATEGY: LookupStrategy = 'public';

/** An age limit of a driver's date of birth, in whole years. */
const age = z.number().check(z.int(), z.minimum(0), z.maximum(120));

/** quote-5.5: one role's age limits, each with its default, the minimum below the maximum. */
function ageRange(min: number, max: number) {
  return z._default(
    z
      .strictObject({ min: z._default(age, min), max: z._default(age, max) })
      .check(z.refine((r) => r.min < r.max, { message: 'min must be below max', path: ['min'] })),
    { min, max },
  );
}

/** One of the licenseId attributes: only the exact text 'true' counts (quote-5.7, isLicenseIdRequired). */
const licenseIdFlag = z.optional(z.string().check(z.maxLength(20)));

/** A list of carriers by companyID ("LSM"), each trimmed, none blank. */
const carrierList = z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(100)), []);

/** The agency's phone as shown on the cards ("1-800-555-0199"): 10 digits, or 11 starting with 1, with the usual separators. */
const agentPhone = z.string().check(
  z.trim(),
  z.maxLength(24),
  z.regex(/^\+?[\d\s().-]+$/, { message: 'must be a phone number such as 1-800-555-0199' }),
  z.refine((v) => /^1?\d{10}$/.test(v.replace(/\D/g, '')), { message: 'must have 10 digits (11 with a leading 1)' }),
);

/** §4 "Buy now": the days of the day-of-week configuration, and the ways buy now may open (machines/quote/buyNow.rules.ts reads them). */
export const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const BUY_ONLINE_TYPES = ['modal', 'iframe', 'newTab'] as const;

/** quote-2.32: the quote cards' layouts: 'new', cards (the default), or 'old', compact rows (views/quote/QuoteCard.tsx). */
export const CARD_LAYOUTS = ['new', 'old'] as const;

/** quote-4.23 to quote-4.29: the sorting options. */
export const QUOTE_SORT_OPTIONS = [0, 1, 2, 3, 4, 5, 6] as const;

export const quoteConfigSchema = z.strictObject({
  /** quote-5.5, quote-9.4: the primary driver 16 to 75, an additional driver 15 to 75 by default. */
  ageLimits: z._default(
    z.strictObject({
      primary: ageRange(16, 75),
      additional: ageRange(15, 75),
    }),
    { primary: { min: 16, max: 75 }, additional: { min: 15, max: 75 } },
  ),
  /** quote-4.10: the driver lookup strategy (the specification's "API type"): which searches by name are made. */
  apiType: z._default(z.enum(LOOKUP_STRATEGIES), DEFAULT_LOOKUP_STRATEGY),
  /** quote-8.5: where a licence photo read in a ZIP with no quote sends the visitor (https, or a path of the site). */
  notAvailableUrl: z._default(safeUrl, '/coming-soon/'),
  /** quote-5.7: licenseId is asked for only when this and `licenseidmandatory` are both 'true'. */
  licenseidrequired: licenseIdFlag,
  licenseidmandatory: licenseIdFlag,
  /** quote-9.1, quote-2.13: the loading panel's timer counts down from this many seconds (45 by default). */
  waitSeconds: z._default(z.number().check(z.int(), z.minimum(5), z.maximum(300)), 45),
  /** quote-9.1, quote-2.13: the loading panel shows its next message after this many milliseconds. */
  spinnerMessageIntervalMs: z._default(z.number().check(z.int(), z.minimum(1000), z.maximum(60_000)), 4000),
  /** quote-2.32, quote-2.35: the nearest-office link (a site path gets /es on Spanish pages). */
  nearestOfficeUrl: z._default(safeUrl, '/offices/'),
  /**
   * quote 001 §2, quote-2.35: where "Chat With Us" goes (a site path gets /es on Spanish pages): the
   * contact page by default. Where the page has a chat (the site config's `chat`), a press opens it
   * instead (src/pages/chatAction.ts).
   */
  chatUrl: z._default(safeUrl, '/contact/'),
  /** The agency's phone on the cards' Call link and the no-quotes view (src/config/contact.ts by default). */
  agentPhone: z._default(agentPhone, AGENCY_PHONE),
  /** quote-4.16: carriers whose quotes are never shown. */
  excludedCarriers: carrierList,
  /** quote-4.22: carriers always first, in this order. */
  overrideCarriers: carrierList,
  /** quote-4.18: carriers sold through an agent (kept by the "Buy online" sorting). */
  pseudoCarriers: carrierList,
  /** quote-4.26: the top-rated carriers, best first. */
  topRated: carrierList,
  /** quote-4.21: at most this many top-rated carriers are put first (6 by default). */
  topRatedMax: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(100)), 6),
  /** quote-4.23 to quote-4.29: the sorting option the cards open with (0, price low to high, by default). */
  sortOption: z._default(z.literal(QUOTE_SORT_OPTIONS), 0),
  /** quote-2.32: the cards' layout, 'new' (cards) or 'old' (compact rows); the same facts and buttons in both. */
  cardLayout: z._default(z.enum(CARD_LAYOUTS), 'new'),
  /** quote-4.21: the flag that shows 100 cards before "Show more" instead of 5. */
  largeCardLimit: z._default(z.boolean(), false),
  /** quote-4.30: the previous quotes of this many days back are listed (not given by the specification: 30). */
  previousQuotesDays: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(3650)), 30),
  /** quote-2.33: the cards link to the previous quotes (the flow is on). */
  previousQuotesLink: z._default(z.boolean(), false),
  /** quote-4.20: the cards' calls to action show while the effective date plus this many days is not past; 0 means always. */
  ctaDays: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(3650)), 0),
  /** quote-5.18: a carrier's phone-plan condition (1 to 4) that must hold for its Buy now, by companyID. */
  phonePlanConditions: z._default(z.record(z.string(), z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])), {}),
  /** §4 "Buy now": every buy now opens in a new tab. */
  openNewWindow: z._default(z.boolean(), false),
  /** §4 "Buy now": per day of the week, how buy now opens (modal, iframe, newTab), on how many cards, and between which hours. */
  buyOnline: z._default(
    z.partialRecord(
      z.enum(DAY_NAMES),
      z.strictObject({
        type: z.optional(z.enum(BUY_ONLINE_TYPES)),
        maxCards: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
        timerStartHour: z.optional(z.number().check(z.minimum(0), z.maximum(24))),
        timerEndHour: z.optional(z.number().check(z.minimum(0), z.maximum(24))),
      }),
    ),
    {},
  ),
  /** Configured messages; each defaults to the page language's catalog text (src/i18n/quote.ts `configured`). */
  messages: z._default(
    z.strictObject({
      /** quote-5.5: {0} is replaced by the minimum age and {1} by the maximum. */
      invalidDob: configuredText,
      /** quote-5.3: the ZIP has no quote available. */
      zipNotAvailable: configuredText,
      /** quote-2.33: the title of the quote cards; {name} is the main driver's first name, {count} the number of quotes. */
      quotesTitle: configuredText,
    }),
    {},
  ),
});

export type QuoteConfig = z.output<typeof quoteConfigSchema>;
