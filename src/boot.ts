/**
 * Loaded (lazily, once) by src/mount.ts before the first widget renders: reads the page-wide
 * configuration and sets up the one API client.
 */
import { apiCallOf, track } from './analytics';
import type { Lang } from './config/lang';
import { parseConfig } from './config/schema';
import { siteConfigSchema, type SiteConfig } from './config/site';
import { configureApi } from '../services/http';

export function boot(lang: Lang, raw: string | undefined): SiteConfig {
  const parsed = parseConfig(siteConfigSchema, raw);
  let site: SiteConfig;
  if (parsed.ok) site = parsed.value;
  else {
    for (const p of parsed.problems) console.error(`[site] data-site.${p.field}: ${p.message}; using the defaults`);
    site = siteConfigSchema.parse({});
  }
  configureApi({
    baseUrl: { main: site.apiBase, ca: site.caApiBase },
    lang,
    brand: site.brand,
    brandToken: site.brandToken,
    timeoutMs: site.timeoutMs,
    // Codes and kinds only: the server's message and the customer's values stay out of analytics.
    onError: (e) => track({ event: 'api_error', call: apiCallOf(e.url), status: e.status, kind: e.kind }),
  });
  return site;
}
