/** data-config of the sign-in widget (site-2.27, site-8.9). */
import * as z from 'zod/mini';
import { configuredText, safeUrl } from './schema';

export const signInConfigSchema = z.strictObject({
  /** site-2.27: where a signed-in customer goes. Default: the customer portal in this language. */
  welcomePage: z.optional(safeUrl),
  messages: z._default(
    z.strictObject({
      /** site-8.9: the configured sign-in error, one message for every refusal. */
      signInError: configuredText,
    }),
    {},
  ),
});

export type SignInConfig = z.output<typeof signInConfigSchema>;
