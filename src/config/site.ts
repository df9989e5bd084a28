/** The page-wide configuration (`<body data-site='{...}'>`): brand and API settings. */
import { z } from 'zod';
import { DEV_URL_POLICY, originFor, safeUrlFor } from './schema';
import type { UrlPolicy } from '../rules/url';

/** The purposes the site may send people or frames to another origin for. */
export const TARGET_PURPOSES = ['payment', 'esign', 'buyNow', 'frame'] as const;
export type TargetPurpose = (typeof TARGET_PURPOSES)[number];

/**
 * The site config under a URL policy: the production build refuses http anywhere (even on
 * localhost); development accepts http on the local machine, where the sandbox runs.
 */
export function siteConfigSchemaFor(policy: UrlPolicy) {
  const safeUrl = safeUrlFor(policy);
  const origins = z.array(originFor(policy)).max(20).default([]);
  return z
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
      /**
       * The other origins a flow may send the customer to, or show in an iframe, one list per
       * purpose: payment providers, e-sign pages, buy-now pages, iframes. The page's own origin is
       * always allowed (the sandbox's provider page is served there by the dev and preview
       * servers); anything else is the flow's could-not-start error.
       */
      allowedOrigins: z
        .object({
          payment: origins,
          esign: origins,
          buyNow: origins,
          frame: origins,
        })
        .strict()
        .default({ payment: [], esign: [], buyNow: [], frame: [] }),
    })
    .strict();
}

export const siteConfigSchema = siteConfigSchemaFor(DEV_URL_POLICY);

export type SiteConfig = z.output<typeof siteConfigSchema>;
