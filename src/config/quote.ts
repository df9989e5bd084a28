/**
 * data-config of the quote form (quote 001 §5, §9): the drivers' age limits (quote-5.5,
 * quote-9.4), the two licenseId attributes (quote-5.7) and the configured messages. The
 * configured values themselves are not shown in the specification (quote §1); these are the
 * defaults the specification names.
 */
import * as z from 'zod/mini';
import { configuredText, safeUrl } from './schema';

/** quote-4.10: the driver lookup strategies (machines/driverLookup.ts says what each asks); "public" by default. */
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
  /** Configured messages; each defaults to the page language's catalog text (src/i18n/quote.ts `configured`). */
  messages: z._default(
    z.strictObject({
      /** quote-5.5: {0} is replaced by the minimum age and {1} by the maximum. */
      invalidDob: configuredText,
      /** quote-5.3: the ZIP has no quote available. */
      zipNotAvailable: configuredText,
    }),
    {},
  ),
});

export type QuoteConfig = z.output<typeof quoteConfigSchema>;
