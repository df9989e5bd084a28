/**
 * The home page's teaser banner (site-2.30): where the whole teaser goes and in which target, and
 * where its chat action goes when the page has no chat widget. Page configuration, read when the
 * page is built (src/pages/homeSections.ts): a value that breaks these rules fails the build.
 */
import * as z from 'zod/mini';
import { safeUrlFor } from './schema';

/** A path of this site or an https URL, in every build (the teaser's link is page content, never the local sandbox). */
const siteOrHttps = safeUrlFor({ localHttp: false });

export const teaserConfigSchema = z.strictObject({
  /** The teaser's link: a path of this site (Spanish pages get /es) or an https URL. */
  href: siteOrHttps,
  /** Where it opens: this tab or a new one. */
  target: z._default(z.enum(['_self', '_blank']), '_self'),
  /** The chat action's link when no chat widget is on the page: the quote page's chat default (src/config/quote.ts `chatUrl`). */
  chatUrl: z._default(siteOrHttps, '/contact/'),
});

export type TeaserConfig = z.output<typeof teaserConfigSchema>;

/** The teaser's settings, or an error naming each field that breaks the rules. */
export function readTeaserConfig(value: unknown): TeaserConfig {
  const result = teaserConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`);
  throw new Error(`The teaser's config is not valid: ${problems.join('; ')}`);
}
