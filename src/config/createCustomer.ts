/** data-config of the create-customer widget (portal-2.7, portal-5.2, portal-8.2). */
import * as z from 'zod/mini';
import { configuredText, safeUrl } from './schema';

/** portal-5.2: an age limit of the date of birth, in years. */
const age = z.number().check(z.int(), z.minimum(0), z.maximum(120));

export const createCustomerConfigSchema = z
  .strictObject({
    /** portal-2.7: where a created customer goes: a path of this site or an https URL. A site path gets /es on a Spanish page. Default: none, the page confirms in place of the form. */
    successUrl: z.optional(safeUrl),
    /** portal-5.2: age limits of the date of birth, default 18 to 85. */
    minAge: z._default(age, 18),
    maxAge: z._default(age, 85),
    /** Configured messages; each defaults to the page language's catalog text. */
    messages: z._default(
      z.strictObject({
        /** portal-5.2: the invalid-date message; {0} (or {min}) and {1} (or {max}) are the limits. */
        invalidDob: configuredText,
        /** portal-8.2: the default error message of a failed creation. */
        createFailed: configuredText,
      }),
      {},
    ),
  })
  .check(z.refine((c) => c.minAge < c.maxAge, { message: 'minAge must be below maxAge', path: ['minAge'] }));

export type CreateCustomerConfig = z.output<typeof createCustomerConfigSchema>;
