/** data-config of the quote-by-ZIP widget (site-2.21, site-2.22, site-4.4, site-5.1, site-8.4). */
import * as z from 'zod/mini';
import { configuredText, safeUrl } from './schema';

export const quoteZipConfigSchema = z.strictObject({
  /** The quote page; #driver1 is appended on success. Default: this language's /quote/. */
  quotePage: z.optional(safeUrl),
  /** Where a state with no quote yet goes. Default: this language's /coming-soon/. */
  comingSoonUrl: z.optional(safeUrl),
  /** The other-experiences option: 'true' appends a state suffix outside TX. */
  otherExperiences: z._default(z.enum(['true', 'false']), 'false'),
  messages: z._default(
    z.strictObject({
      invalidZip: configuredText,
      outOfArea: configuredText,
    }),
    {},
  ),
});

export type QuoteZipConfig = z.output<typeof quoteZipConfigSchema>;
