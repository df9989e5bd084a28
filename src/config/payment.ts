/** data-config of the payment widget (site-5.3, site-8.6, site-9.4). */
import * as z from 'zod/mini';
import { configuredText } from './schema';

/** site-9.4: an age limit of the date of birth, in years. */
const age = z.number().check(z.int(), z.minimum(0), z.maximum(120));

export const paymentConfigSchema = z
  .strictObject({
    /** site-9.4: age limits of the date of birth, default 16 to 75. */
    minAge: z._default(age, 16),
    maxAge: z._default(age, 75),
    /** site-9.4: the due-soon threshold in hours. */
    dueSoonHours: z._default(z.number().check(z.positive(), z.maximum(24 * 14)), 48),
    /** Configured messages; each defaults to the page language's catalog text. */
    messages: z._default(
      z.strictObject({
        invalidDob: configuredText,
        carrierNotAvailableTitle: configuredText,
        tokenFailedTitle: configuredText,
        dueSoonTitle: configuredText,
        pastDueTitle: configuredText,
        noDueDateTitle: configuredText,
        unknownErrorTitle: configuredText,
        payAtCarrier: configuredText,
      }),
      {},
    ),
  })
  .check(z.refine((c) => c.minAge < c.maxAge, { message: 'minAge must be below maxAge', path: ['minAge'] }));

export type PaymentConfig = z.output<typeof paymentConfigSchema>;
