/**
 * The policy disclosure texts of the quote form (quote-2.31) in both languages at once, for the
 * screens descriptions and the tests: the languages are quoteDisclosures.en.ts and
 * quoteDisclosures.es.ts, and the quote page loads only its own through quoteDisclosures.lazy.ts.
 */
import type { Lang } from '../config/lang';
import { en, type DisclosureTexts } from './quoteDisclosures.en';
import { es } from './quoteDisclosures.es';

export type { DisclosureKey, DisclosurePolicyText, DisclosureTexts } from './quoteDisclosures.en';

/** quote-2.31: the policy disclosure texts, English and Spanish. */
export const disclosureText: Record<Lang, DisclosureTexts> = { en, es };
