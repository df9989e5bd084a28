/** The page-wide configuration (`<body data-site='{...}'>`): brand and API settings. */
import { z } from 'zod';
import { safeUrl } from './schema';

export const siteConfigSchema = z
  .object({
    /** Prefix of the storage keys ({brand}-zipCodeStored ...) and the brand sent to the API. */
    brand: z.string().regex(/^[a-z0-9-]{2,40}$/).default('bluebonnet'),
    /** Base of the main API endpoint. */
    apiBase: safeUrl.default('/api'),
    /** Base of the California endpoint (site-6.2). */
    caApiBase: safeUrl.default('/api-ca'),
    /** The brand token sent with calls that need it. */
    brandToken: z.string().default('sandbox-brand-token'),
    /** A call with no answer after this long fails as a timeout. */
    timeoutMs: z.number().int().min(1000).max(120_000).default(20_000),
  })
  .strict();

export type SiteConfig = z.output<typeof siteConfigSchema>;
