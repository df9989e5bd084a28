/**
 * data-config of the payment and e-sign widget (`/buy/`; portal-2.12, portal-3.21, portal-5.7,
 * portal-8.7, portal-9.10, portal-9.16): the per-carrier configurations (e-sign on or off, read by
 * machines/binding/carrierConfig.rules.ts as online binding reads them), the driver step's add
 * buttons and age limits (as online binding's page has them), the re-rating's polls (decision 53),
 * the agency fee that overrides the carrier's, the refresh time, and the configured messages. The
 * payment and e-sign origins the page may open are the site's (`<body data-site>` allowedOrigins.payment and .esign).
 */
import * as z from 'zod/mini';
import { configuredText } from './schema';

/** One carrier's entry: its id is required; the rest is the carrier rules' to read (a sheet row, any columns). */
const carrierEntry = z.looseObject({ carrierid: z.union([z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), z.int()]) });

export const esignConfigSchema = z.strictObject({
  /** portal-3.21: the per-carrier configurations; a carrier with none gets every optional part off (no e-sign). */
  carriers: z._default(z.array(carrierEntry).check(z.maxLength(200)), []),
  /** portal-2.12: the driver step's add-driver and add-vehicle buttons are off. */
  disableAddDriver: z._default(z.boolean(), false),
  disableAddVehicle: z._default(z.boolean(), false),
  /** portal-5.7, portal-9.8: the driver step's age limits (16 to 75 when absent). */
  minagelimit: z.optional(z.nullable(z.number())),
  maxagelimit: z.optional(z.nullable(z.number())),
  /** Decision 53: the re-rating's results are polled every `ratingPollSeconds`, at most `ratingMaxPolls` times. */
  ratingPollSeconds: z._default(z.number().check(z.minimum(1), z.maximum(30)), 3),
  ratingMaxPolls: z._default(z.int().check(z.minimum(1), z.maximum(100)), 20),
  /** portal-9.16: the agency fee shown (and sent) instead of the carrier's; absent: the carrier's. */
  agencyFee: z._default(z.nullable(z.number().check(z.minimum(0), z.maximum(10_000))), null),
  /** portal-9.10: how long the pay link and the in-process views show before the page reloads (ms). */
  refreshTime: z._default(z.int().check(z.minimum(1000), z.maximum(600_000)), 10_000),
  /** portal-8.7: configured messages; each defaults to the page language's catalog text. */
  messages: z._default(z.strictObject({ unexpectedError: configuredText }), {}),
});

export type EsignConfig = z.output<typeof esignConfigSchema>;
