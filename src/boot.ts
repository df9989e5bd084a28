/**
 * Loaded (lazily, once) by src/mount.ts before the first widget renders: reads the page-wide
 * configuration and sets up the one API client.
 */
import { track } from './analytics';
import type { Lang } from './config/lang';
import { parseConfig } from './config/schema';
import { siteConfigSchema, type SiteConfig } from './config/site';
import { apiCallOf, configureApi } from '../services/http';
import { browserTokenStore } from './storage/tokens';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/**
 * The token that proves a person to the token calls: reCAPTCHA v3 with the configured site key
 * when its script is on the page, else the sandbox's stand-in when configured, else none (the
 * call then fails as refused, and the flow shows its could-not-start message).
 */
export async function recaptchaToken(config: SiteConfig['recaptcha'], w: { grecaptcha?: Grecaptcha } = window as { grecaptcha?: Grecaptcha }): Promise<string | null> {
  const g = w.grecaptcha;
  if (config.siteKey && g) {
    const key = config.siteKey;
    return new Promise<string | null>((resolve) => g.ready(() => void g.execute(key, { action: 'token' }).then(resolve, () => resolve(null))));
  }
  return config.sandboxToken ?? null;
}

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
    // quote-7.22: the owner check goes to the operations API with the page's Basic credential.
    opBaseUrl: site.opapiBase,
    basic: site.opapiBasic,
    lang,
    brand: site.brand,
    brandToken: site.brandToken,
    timeoutMs: site.timeoutMs,
    // The visitor's token for calls that need one: the customer's while signed in, else the anonymous one.
    getBearerToken: () => {
      const tokens = browserTokenStore(site.brand);
      return tokens.read('customer')?.token ?? tokens.read('anonymous')?.token ?? null;
    },
    getRecaptchaToken: () => recaptchaToken(site.recaptcha),
    // Codes and kinds only: the server's message and the customer's values stay out of analytics.
    onError: (e) => track({ event: 'api_error', call: apiCallOf(e.url), status: e.status, kind: e.kind }),
  });
  return site;
}
