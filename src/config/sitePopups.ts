/**
 * data-config of the site's popups (site-2.30, site-4.13, site-4.14, site-9.5): the two waits and
 * the idle popup's link, each with a default, and the configured texts of the idle popup.
 */
import * as z from 'zod/mini';
import { configuredText, safeUrl } from './schema';

/** site-9.5: the popups' wait by default (ms). */
export const DEFAULT_POPUP_WAIT_MS = 5000;

const waitMs = z._default(z.number().check(z.int(), z.minimum(0), z.maximum(600_000)), DEFAULT_POPUP_WAIT_MS);

export const sitePopupsConfigSchema = z.strictObject({
  /** site-4.13, site-9.5: the wait before the language popup (ms). */
  languageWaitMs: waitMs,
  /** site-4.14, site-9.5: how long the visitor stays idle before the idle popup (ms). */
  idleWaitMs: waitMs,
  /** The idle popup's link: a path of this site or https; default the quote page in the page's language. */
  idleLink: z.optional(safeUrl),
  /** The idle popup's configured texts; each defaults to the catalog's. */
  messages: z._default(z.strictObject({ idleTitle: configuredText, idleText: configuredText, idleLinkText: configuredText }), {}),
});

export type SitePopupsConfig = z.output<typeof sitePopupsConfigSchema>;
