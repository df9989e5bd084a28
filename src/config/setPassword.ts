/** data-config of the set-new-password widget (site-5.5, site-8.9). */
import * as z from 'zod/mini';
import { configuredText, safeUrl } from './schema';

export const setPasswordConfigSchema = z.strictObject({
  /** Where the changed-password view's sign-in link goes. Default: this language's /sign-in/. */
  signInPage: z.optional(safeUrl),
  /** Where "ask for a new link" goes (no link, or a failure). Default: this language's /forgot-password/. */
  forgotPasswordPage: z.optional(safeUrl),
  /** site-8.9: the configured mismatch (wrong-password) and failure messages; each defaults to the catalog's. */
  messages: z._default(
    z.strictObject({
      mismatch: configuredText,
      failure: configuredText,
    }),
    {},
  ),
});

export type SetPasswordConfig = z.output<typeof setPasswordConfigSchema>;
