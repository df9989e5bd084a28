/**
 * The VIN as every flow reads it (quote-5.9, portal-5.6, portal-9.9): 17 letters and digits without
 * I, O and Q, typed or pasted in upper case. The quote form's vehicle dialog, online binding and
 * the payment page's driver step read these.
 */
import { stripInvisible } from '../../src/rules/fieldInput';

/** portal-9.9: VIN max 17. */
export const VIN_LENGTH = 17;
/** quote-5.9: 17 letters and digits, without I, O and Q (ISO 3779; the spec names the letter O). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * A VIN as typed or pasted: invisible characters, spaces and dashes removed, upper case, at most
 * 17 characters. The letters I, O and Q are kept, so the pattern can say they are wrong.
 */
export function normalizeVinInput(value: string): string {
  return stripInvisible(value).replace(/[\s-]/g, '').toUpperCase().slice(0, VIN_LENGTH);
}

/** quote-5.9: the VIN matches the pattern (upper or lower case; I, O and Q never). */
export function isVinPattern(vin: string): boolean {
  return VIN_PATTERN.test(vin.trim().toUpperCase());
}
