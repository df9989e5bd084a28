/**
 * data-config of the online binding widget (`/bind/`; portal-3.21, portal-5.7, portal-8.8,
 * portal-8.9, portal-9.8, portal-9.15): the per-carrier configurations (each carrier's optional
 * parts, read by machines/binding/carrierConfig.rules.ts, which keeps unknown columns out and
 * reads a sheet's "true"/"false"), the driver step's age limits, the verification poll's interval
 * and the agent wait, and the configured messages.
 */
import * as z from 'zod/mini';
import { configuredText } from './schema';

/** One carrier's entry: its id is required; the rest is the carrier rules' to read (a sheet row, any columns). */
const carrierEntry = z.looseObject({ carrierid: z.union([z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), z.int()]) });

/** An age limit as a page writes it (a whole age; the rules fall back to 16-75 on one that is not). */
const ageLimit = z.optional(z.nullable(z.number()));

export const bindingConfigSchema = z.strictObject({
  /** portal-3.21: the per-carrier configurations; a carrier with none gets every optional part off. */
  carriers: z._default(z.array(carrierEntry).check(z.maxLength(200)), []),
  /** portal-2.12: the add-driver button is off (the drivers of the quote are the policy's). */
  disableAddDriver: z._default(z.boolean(), false),
  /** portal-2.12: the add-vehicle button is off (the cars of the quote are the policy's; they may still be edited, and removed down to one). */
  disableAddVehicle: z._default(z.boolean(), false),
  /** portal-5.7, portal-9.8: the driver step's age limits (16 to 75 when absent). */
  minagelimit: ageLimit,
  maxagelimit: ageLimit,
  /** portal-9.15: the verification row is read again every `pollIntervalSeconds` while a code waits for the agent. */
  pollIntervalSeconds: z._default(z.number().check(z.minimum(1), z.maximum(60)), 3),
  /** portal-4.30, portal-9.15: how long the waiting dialog counts down for the agent. */
  agentWaitSeconds: z._default(z.number().check(z.minimum(10), z.maximum(3600)), 60),
  /** portal-8.8, portal-8.9: configured messages; each defaults to the page language's catalog text. */
  messages: z._default(
    z.strictObject({
      agentValidation: configuredText,
      emailValidationFailed: configuredText,
      textValidationFailed: configuredText,
      emailAndTextValidationFailed: configuredText,
      multipleAttemptFailure: configuredText,
      requiredDriver: configuredText,
      dateRequired: configuredText,
      notCorrect: configuredText,
      vinRequired: configuredText,
      vinInvalid: configuredText,
      vinWrong: configuredText,
      allFieldsRequired: configuredText,
      invalidDob: configuredText,
      consentRequired: configuredText,
      additionalDriverRequired: configuredText,
      invalidLicence: configuredText,
      invalidMarital: configuredText,
      oddMarital: configuredText,
      invalidSpouse: configuredText,
      questionsRequired: configuredText,
    }),
    {},
  ),
});

export type BindingConfig = z.output<typeof bindingConfigSchema>;
