/**
 * data-config of the newsletter form (site-5.10, site-7.14): its action as the content tree writes
 * it (the content tree's path prefix is rewritten to the site's root before the form submits), and
 * the configured texts. The sandbox handles the rewritten default (fixtures/sandbox/routes/forms.ts).
 */
import * as z from 'zod/mini';
import { configuredText, safeUrl } from './schema';

/** The site's content tree: an action under it is a page of the site once the prefix is rewritten to root. */
export const DEFAULT_CONTENT_ROOT = '/content/bluebonnet';

/** The action as the content tree writes it; rewritten, the sandbox's form handler. */
export const DEFAULT_NEWSLETTER_ACTION = `${DEFAULT_CONTENT_ROOT}/api/forms/submit`;

export const newsletterConfigSchema = z.strictObject({
  action: z._default(safeUrl, DEFAULT_NEWSLETTER_ACTION),
  contentRoot: z._default(z.string().check(z.regex(/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/)), DEFAULT_CONTENT_ROOT),
  messages: z._default(z.strictObject({ title: configuredText, thankYou: configuredText }), {}),
});

export type NewsletterConfig = z.output<typeof newsletterConfigSchema>;
