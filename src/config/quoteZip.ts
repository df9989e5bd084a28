/** data-config of the quote-by-ZIP widget (site-2.21, site-2.22, site-4.4, site-5.1, site-8.4). */
import { z } from 'zod';
import { configuredText, safeUrl } from './schema';

export const quoteZipConfigSchema = z
  .object({
    /** The quote page; #driver1 is appended on success. Default: this language's /quote/. */
    quotePage: safeUrl.optional(),
    /** Where a state with no quote yet goes. Default: this language's /coming-soon/. */
    comingSoonUrl: safeUrl.optional(),
    /** The other-experiences option: 'true' appends a state suffix outside TX. */
    otherExperiences: z.enum(['true', 'false']).default('false'),
    messages: z
      .object({
        invalidZip: configuredText,
        outOfArea: configuredText,
      })
      .strict()
      .default({}),
  })
  .strict();

export type QuoteZipConfig = z.output<typeof quoteZipConfigSchema>;
