/** data-config of the header's account control (site-2.28). */
import * as z from 'zod/mini';
import { safeUrl } from './schema';

export const accountHeaderConfigSchema = z.strictObject({
  /** site-2.28: where sign-out goes. Default: this language's /sign-in/. */
  signInPage: z.optional(safeUrl),
});

export type AccountHeaderConfig = z.output<typeof accountHeaderConfigSchema>;
