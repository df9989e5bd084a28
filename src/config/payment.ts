/** data-config of the payment widget (site-5.3, site-8.6, site-9.4). */
import { z } from 'zod';
import { configuredText } from './schema';

export const paymentConfigSchema = z
  .object({
    /** site-9.4: age limits of the date of birth, default 16 to 75. */
    minAge: z.number().int().min(0).max(120).default(16),
    maxAge: z.number().int().min(0).max(120).default(75),
    /** site-9.4: the due-soon threshold in hours. */
    dueSoonHours: z.number().positive().max(24 * 14).default(48),
    /** Configured messages; each defaults to the page language's catalog text. */
    messages: z
      .object({
        invalidDob: configuredText,
        carrierNotAvailableTitle: configuredText,
        tokenFailedTitle: configuredText,
        dueSoonTitle: configuredText,
        pastDueTitle: configuredText,
        noDueDateTitle: configuredText,
        unknownErrorTitle: configuredText,
        payAtCarrier: configuredText,
      })
      .strict()
      .default({}),
  })
  .strict()
  .refine((c) => c.minAge < c.maxAge, { message: 'minAge must be below maxAge', path: ['minAge'] });

export type PaymentConfig = z.output<typeof paymentConfigSchema>;
