/**
 * The per-carrier configuration of online binding and the payment and e-sign page (portal-3.21,
 * portal-6.4, portal-9.18): which optional parts a carrier's flow has. A page configures a list of
 * these; the flow reads the entry of the quote's carrier, or the defaults (every optional part
 * off) when the list has none for it. Both flows read it through `carrierConfigOf`.
 *
 * Also the age limits of the driver step (portal-5.7, portal-9.8): 16 to 75 for the primary and
 * the secondary drivers, unless the page overrides them (minagelimit, maxagelimit).
 */
import * as z from 'zod/mini';

/** portal-9.8: the binding and payment flows' age limits when the page sets none. */
export const BINDING_AGE_LIMITS = { minAge: 16, maxAge: 75 } as const;

/** A flag as configuration sheets write it: a boolean, or "true"/"false", "1"/"0", "yes"/"no" (any case). */
const flag = z._default(
  z.pipe(
    z.union([z.boolean(), z.number(), z.string()]),
    z.transform((v: boolean | number | string) => (typeof v === 'boolean' ? v : ['true', '1', 'yes', 'y'].includes(String(v).trim().toLowerCase()))),
  ),
  false,
);

/** A list of question codes, as an array or a comma-separated text ("Q1, Q2"). */
const codeList = z._default(
  z.pipe(
    z.union([z.array(z.string()), z.string()]),
    z.transform((v: string[] | string) =>
      (Array.isArray(v) ? v : v.split(','))
        .map((code) => code.trim())
        .filter((code) => code.length > 0),
    ),
  ),
  [],
);

/** portal-3.21: one carrier's entry. Unknown keys are ignored (a sheet may carry more columns). */
export const carrierConfigSchema = z.object({
  carrierid: z.pipe(z.union([z.string(), z.number()]), z.transform((v: string | number) => String(v).trim())),
  /** Residence status is asked of each additional driver (portal-5.10). */
  enabledriverstatus: flag,
  /** An excluded driver keeps the gender and marital row (portal-4.22). */
  enableallfieldsforexclude: flag,
  enableesign: flag,
  /** The marital checks of the drivers (portal-5.11). */
  enablemaritalvalidation: flag,
  /** The question codes in the order the carrier asks them (portal-5.15). */
  questionorder: codeList,
  /** With `questionorder`: `include` asks only the listed questions, `exclude` all but them; none: the listed first, then the rest. */
  enableactiontype: z._default(z.nullable(z.enum(['include', 'exclude'])), null),
  /** The privacy consent of the driver step is required (portal-5.8), with the carrier's message. */
  enablepaperlessconsent: flag,
  consentmessage: z._default(z.string(), ''),
  /** Each additional driver's date of birth is checked against the age limits (portal-5.10). */
  enablesecondarydriverdob: flag,
  hideadditionaldriversection: flag,
  enablecalculatedmileage: flag,
  carrierstate: z._default(z.string(), ''),
  enablecounty: flag,
  /** The verification sheet's base URL (portal-7.21); empty: the page's default. */
  sheetsdburl: z._default(z.string(), ''),
});
export type CarrierConfig = z.output<typeof carrierConfigSchema>;

/** The entry of a carrier with no entry in the page's list: every optional part off. */
export function defaultCarrierConfig(carrierId: string): CarrierConfig {
  return carrierConfigSchema.parse({ carrierid: carrierId });
}

/** portal-6.4: the entry of the quote's carrier (ids compared as text, trimmed), or the defaults. */
export function carrierConfigOf(configs: readonly CarrierConfig[], carrierId: string | number): CarrierConfig {
  const id = String(carrierId).trim();
  return configs.find((c) => c.carrierid === id) ?? defaultCarrierConfig(id);
}

/**
 * portal-5.7, portal-9.8: the driver step's age limits: 16 to 75, or the page's minagelimit and
 * maxagelimit where it sets them (a limit that is not a whole age from 0 to 120, or a minimum over
 * the maximum, is ignored for the default).
 */
export function bindingAgeLimits(overrides: { minagelimit?: number | null; maxagelimit?: number | null } = {}): { minAge: number; maxAge: number } {
  const age = (v: number | null | undefined, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 120 ? v : fallback);
  const minAge = age(overrides.minagelimit, BINDING_AGE_LIMITS.minAge);
  const maxAge = age(overrides.maxagelimit, BINDING_AGE_LIMITS.maxAge);
  return minAge <= maxAge ? { minAge, maxAge } : { ...BINDING_AGE_LIMITS };
}
