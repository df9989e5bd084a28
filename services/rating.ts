/**
 * The rating calls of the quote form's entry steps (quote-7.11, quote-7.12, quote-3.6, quote-8.2):
 * the foreign licence types of the driver step, and the coverages of the policy step for a state.
 * The rate request, its polling and the quotes are another module's.
 *
 * | call                                  | query                 | answer                            |
 * | ------------------------------------- | --------------------- | --------------------------------- |
 * | GET /rating/getForeignLicenseTypes    | -                     | foreignLicenseTypes               |
 * | GET /rating/v2/getCoverages           | stateCode, language   | coverageProducts[], coverages[]   |
 *
 * The spec names getCoverages' query as "state code, language" without spelling the parameters:
 * they are `stateCode` and `language` here. A foreign licence type's fields are not shown either:
 * `code` and `description` (in the header's language). Both calls send the visitor's token
 * (quote §6: the anonymous visitor's token looks rates up), as `auth: 'bearer'`.
 */
import * as z from 'zod/mini';
import type { Lang } from '../src/config/lang';
import { apiSettings, ApiError, request, serverText, type Region } from './http';

export const ratingPaths = {
  foreignLicenseTypes: '/rating/getForeignLicenseTypes',
  coverages: '/rating/v2/getCoverages',
} as const;

/** The largest coverage amount an answer may carry: anything above is a broken answer, not a limit. */
export const MAX_COVERAGE_AMOUNT = 10_000_000;

/**
 * quote-3.6: a limit or deductible: a number (or a number as text, "30000"), finite, not negative
 * and at most MAX_COVERAGE_AMOUNT; or a word the page shows as given ("Reject", "Included").
 */
export const coverageAmountSchema = z.union([
  z.number().check(
    z.refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_COVERAGE_AMOUNT, {
      message: `must be an amount from 0 to ${MAX_COVERAGE_AMOUNT}`,
    }),
  ),
  serverText,
]);
export type CoverageAmount = z.infer<typeof coverageAmountSchema>;

/** quote-3.6: one limit option: val1 (per person, or the only value), val2 (per accident), val3. */
export const coverageLimitSchema = z.object({
  val1: coverageAmountSchema,
  val2: z.optional(z.nullable(coverageAmountSchema)),
  val3: z.optional(z.nullable(coverageAmountSchema)),
});
export type CoverageLimit = z.infer<typeof coverageLimitSchema>;

/**
 * quote-3.6: one coverage of `coverages[]`, with the options of its dropdown in the custom
 * coverage: its limits and (COMP, COLL, UMPD) its deductibles. Codes: BI, PD, PIP, UM, UMPD,
 * COMP, COLL, RREIM, CWAIV (others may come; the page decides what it shows, quote-5.11).
 */
export const coverageOptionSchema = z.object({
  coverageCd: z.string().check(z.minLength(1)),
  coverageName: serverText,
  coverageDescription: z.optional(z.nullable(serverText)),
  limits: z.array(coverageLimitSchema),
  deductibles: z.array(coverageAmountSchema),
});
export type CoverageOption = z.infer<typeof coverageOptionSchema>;

/** quote-3.6: one coverage of a product: its code and the limits (and deductible) the product sets. */
export const productCoverageSchema = z.object({
  code: z.string().check(z.minLength(1)),
  limits: coverageLimitSchema,
  deductible: z.optional(z.nullable(coverageAmountSchema)),
});
export type ProductCoverage = z.infer<typeof productCoverageSchema>;

/**
 * quote-3.6: a coverage package (SML, LUU, LUUCC, LCCUU...). The spec says its coverages come as
 * `requestCoverages` or as `coverages`: either is read, and the result has them as `coverages`.
 */
export const coverageProductSchema = z.pipe(
  z
    .object({
      code: z.string().check(z.minLength(1)),
      name: serverText,
      description: z.optional(z.nullable(serverText)),
      requestCoverages: z.optional(z.array(productCoverageSchema)),
      coverages: z.optional(z.array(productCoverageSchema)),
    })
    .check(
      z.refine((p) => p.requestCoverages !== undefined || p.coverages !== undefined, {
        message: 'a coverage product has requestCoverages or coverages',
      }),
    ),
  z.transform((p) => ({
    code: p.code,
    name: p.name,
    description: p.description ?? null,
    coverages: p.requestCoverages ?? p.coverages ?? [],
  })),
);
export type CoverageProduct = z.output<typeof coverageProductSchema>;

/** quote-7.12: the coverages of a state. */
export const coverageSetSchema = z.object({
  coverageProducts: z.array(coverageProductSchema),
  coverages: z.array(coverageOptionSchema),
});
export type CoverageSet = z.output<typeof coverageSetSchema>;

/** quote-7.11: one foreign licence type the driver step offers. */
export const foreignLicenseTypeSchema = z.object({
  code: z.string().check(z.minLength(1)),
  description: serverText,
});
export type ForeignLicenseType = z.infer<typeof foreignLicenseTypeSchema>;

export const foreignLicenseTypesAnswerSchema = z.object({ foreignLicenseTypes: z.array(foreignLicenseTypeSchema) });

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** quote-7.11: the foreign licence types, described in the header's language. */
export async function getForeignLicenseTypes(options: Opts = {}): Promise<ForeignLicenseType[]> {
  const answer = await request({
    schema: foreignLicenseTypesAnswerSchema,
    path: ratingPaths.foreignLicenseTypes,
    auth: 'bearer',
    region: options.region,
    signal: options.signal,
  });
  return answer.foreignLicenseTypes;
}

/** The message of the error for a state without coverages (quote-8.2). */
export function noCoveragesMessage(stateCode: string): string {
  return `No coverages are offered for the state code ${stateCode}.`;
}

/**
 * quote-7.12: the coverage products and coverages of a state (a two-letter code), with their names
 * and descriptions in `language`. quote-8.2: empty coverage for a state code is an API error with
 * status 400: the API's own 400 is an `http` ApiError with that status, and an OK answer with no
 * product and no coverage is made one here (kind `rejected`, status 400, the answer as its body),
 * reported through `onError` like every failed call.
 */
export async function getCoverages(input: { stateCode: string; language: Lang }, options: Opts = {}): Promise<CoverageSet> {
  const stateCode = input.stateCode.trim().toUpperCase();
  const region = options.region ?? 'main';
  const answer = await request({
    schema: coverageSetSchema,
    path: ratingPaths.coverages,
    auth: 'bearer',
    region,
    query: { stateCode, language: input.language },
    signal: options.signal,
  });
  if (answer.coverageProducts.length === 0 && answer.coverages.length === 0) {
    const url = `${apiSettings().baseUrl[region]}${ratingPaths.coverages}`;
    const error = new ApiError('rejected', url, 400, noCoveragesMessage(stateCode), answer);
    apiSettings().onError(error);
    throw error;
  }
  return answer;
}
