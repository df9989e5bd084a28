/**
 * data-config of the glossary (site-2.18, site-3.3, site-4.3): its terms, how many of its term
 * links and of its definitions show before they are expanded, and the configured texts (the
 * expand and collapse labels of site §3's element attributes). Without `terms` the glossary shows
 * the catalog's terms in the page's language.
 */
import * as z from 'zod/mini';
import { DEFAULT_LINKS_SHOWN, DEFAULT_TEXT_SHOWN } from '../rules/glossary';
import { configuredText } from './schema';

const termSchema = z.strictObject({
  term: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  definition: z.string().check(z.trim(), z.minLength(1), z.maxLength(1200)),
});

export type GlossaryTerm = z.output<typeof termSchema>;

/** How many term links and definitions show while cut off, by default (src/rules/glossary.ts: the screens read them too). */
export { DEFAULT_LINKS_SHOWN, DEFAULT_TEXT_SHOWN };

const shown = (fallback: number) => z._default(z.number().check(z.int(), z.minimum(1), z.maximum(40)), fallback);

export const glossaryConfigSchema = z.strictObject({
  /** The terms, in page order; default: the catalog's, in the page's language. */
  terms: z.optional(z.array(termSchema).check(z.minLength(1), z.maxLength(80))),
  /** The term links shown while the list of links is cut off. */
  linksShown: shown(DEFAULT_LINKS_SHOWN),
  /** The definitions shown while the glossary text is cut off. */
  textShown: shown(DEFAULT_TEXT_SHOWN),
  /** site-3.3: the expand and collapse labels (text and links) and the title; each defaults to the catalog's text. */
  messages: z._default(
    z.strictObject({
      title: configuredText,
      expandLabel: configuredText,
      collapseLabel: configuredText,
      expandLinksLabel: configuredText,
      collapseLinksLabel: configuredText,
      backToTop: configuredText,
    }),
    {},
  ),
});

export type GlossaryConfig = z.output<typeof glossaryConfigSchema>;
