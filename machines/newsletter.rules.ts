/** The newsletter form's rules (site-5.10), without the chart: the email it accepts, and its action rewritten to the site's root. */

/** A standard email pattern (the form kit's, src/rules/fieldRules.ts; a test keeps them equal without loading yup here). */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** site-5.10: the form submits only an email that matches the pattern. */
export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}

/**
 * site-5.10: an action under the content tree (`/content/bluebonnet/...`) is rewritten to the
 * site's root (`/...`); any other action is kept. Only a whole leading segment matches
 * (`/content/bluebonnet-old/` is not under `/content/bluebonnet`).
 */
export function rewriteContentPath(action: string, contentRoot: string): string {
  if (action === contentRoot) return '/';
  return action.startsWith(`${contentRoot}/`) ? action.slice(contentRoot.length) : action;
}
