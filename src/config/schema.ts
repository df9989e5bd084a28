/** Shared pieces of the page configurations (data-config on host elements, data-site on <body>). */
import { z } from 'zod';
import { isSafeUrl } from '../rules/url';

/** A link or redirect target: a same-site path, https, or http on the local machine (sandbox). */
export const safeUrl = z
  .string()
  .min(1)
  .refine((v) => !v.startsWith('//') && isSafeUrl(v, 'https://site.invalid'), {
    message: 'must be a same-site path, an https URL, or http on localhost',
  });

/** An optional configured text; empty or blank means "use the catalog's text". */
export const configuredText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(500).optional(),
);

export interface ConfigProblem {
  field: string;
  message: string;
}

/** Parse a host's JSON config with its schema; problems name the field. */
export function parseConfig<S extends z.ZodType>(
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
