/** data-config of the forgot-password widget (site-2.23, site-5.4). */
import * as z from 'zod/mini';
import { safeUrl } from './schema';

export const forgotPasswordConfigSchema = z.strictObject({
  /** Where the "message sent" view's link back to sign in goes. Default: this language's /sign-in/. */
  signInPage: z.optional(safeUrl),
});

export type ForgotPasswordConfig = z.output<typeof forgotPasswordConfigSchema>;
