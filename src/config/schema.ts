/** Shared pieces of the page configurations (data-config on host elements, data-site on <body>). */
import * as z from 'zod/mini';
import { isOrigin, isSafeUrl, sameSiteUrl, type UrlPolicy } from '../rules/url';
// The first module to load zod in the browser: English messages, no code generation (CSP).
import './zodSetup';

/**
 * The development build (vite dev, vitest) accepts http on the local machine, where the sandbox
 * runs; the production build does not (`http://localhost:1/` is refused there).
 */
export const DEV_URL_POLICY: UrlPolicy = { localHttp: import.meta.env?.DEV === true };

/**
 * A configured link or API base: a path of this site, or an https URL (http on the local machine
 * in development only). Parsed against a page origin and compared by origin, so `/\evil.example/`
 * and `\\evil.example/` (another host to a browser) are refused.
 */
export function safeUrlFor(policy: UrlPolicy) {
  return z.string().check(
    z.minLength(1),
    z.refine((v) => isSafeUrl(v, 'https://site.invalid', policy) && (v.startsWith('/') ? sameSiteUrl(v, 'https://site.invalid') !== null : true), {
      message: policy.localHttp
        ? 'must be a same-site path, an https URL, or http on localhost'
        : 'must be a same-site path or an https URL',
    }),
  );
}

/** An allowed origin of a site config list (`https://pay.provider.example`, no path). */
export function originFor(policy: UrlPolicy) {
  return z.string().check(
    z.refine((v) => isOrigin(v, policy), {
      message: policy.localHttp ? 'must be an https origin (or http on localhost)' : 'must be an https origin',
    }),
  );
}

export const safeUrl = safeUrlFor(DEV_URL_POLICY);

/** An optional configured text; empty or blank means "use the catalog's text". */
export const configuredText = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)),
  z.optional(z.string().check(z.trim(), z.maxLength(500))),
);

export interface ConfigProblem {
  field: string;
  message: string;
}

/** Parse a host's JSON config with its schema; problems name the field. */
export function parseConfig<S extends z.ZodMiniType>(
  schema: S,
  raw: string | undefined,
): { ok: true; value: z.output<S> } | { ok: false; problems: ConfigProblem[] } {
  let data: unknown = {};
  if (raw && raw.trim()) {
    try {
      data = JSON.parse(raw);
    } catch {
      return { ok: false, problems: [{ field: '(data-config)', message: 'is not valid JSON' }] };
    }
  }
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((i) => ({ field: i.path.join('.') || '(root)', message: i.message })),
  };
}
