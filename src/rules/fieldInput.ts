/**
 * What the form kit's inputs keep of a keystroke or a paste. Each normaliser cleans the whole
 * value first and cuts it to length last, so a paste like " 75201 " or "+1 (512) 555-0100"
 * is read as the customer meant it (an input's maxLength would cut the paste before it is
 * cleaned). No dependencies: the home page loads this.
 */

export const ZIP_LENGTH = 5;
export const PHONE_DIGITS = 10;
/** The longest address RFC 5321 lets through. */
export const EMAIL_MAX_LENGTH = 254;
export const DOB_PART_LENGTH = { month: 2, day: 2, year: 4 } as const;
export type DobPart = keyof typeof DOB_PART_LENGTH;

/**
 * Characters nobody sees that a paste brings along: the soft hyphen, zero-width spaces and
 * joiners, the word joiner and invisible operators, the byte-order mark, and the direction marks,
 * embeddings, overrides and isolates (RTL marks). Every input of the kit removes them.
 */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** The value without the characters nobody sees ("75201\u200B" -> "75201"). */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, '');
}

/**
 * Free text as typed or pasted (a name, a policy number): invisible characters removed, no
 * leading spaces, then cut to `max` (after cleaning, so a pasted " LSM-100-PAY" keeps every
 * character). Spaces inside and at the end stay while typing ("Maria " before "Garcia").
 */
export function normalizeTextInput(value: string, max?: number): string {
  const v = stripInvisible(value).replace(/^\s+/, '');
  return max === undefined ? v : v.slice(0, max);
}

/** Free text once the customer leaves the field: invisible characters and surrounding spaces removed. */
export function finishTextInput(value: string): string {
  return stripInvisible(value).trim();
}

/** Digits only, at most `max` of them. */
export function digitsInput(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** A ZIP code as typed or pasted: digits only, at most 5 (" 75201 " -> "75201"). */
export function normalizeZipInput(value: string): string {
  return digitsInput(value, ZIP_LENGTH);
}

/**
 * The ten digits of a US phone number as typed or pasted: spaces, brackets, dots and dashes
 * dropped, then a leading +1 (or a leading 1 before ten more digits), then at most 10 digits.
 */
export function phoneDigits(value: string): string {
  let v = value.trim().replace(/[\s().-]/g, '');
  if (v.startsWith('+1')) v = v.slice(2);
  else if (v.startsWith('+')) v = v.slice(1);
  const digits = v.replace(/\D/g, '');
  const national = digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, PHONE_DIGITS);
}

/** 999-999-9999 as the digits arrive: "512" -> "512", "5125" -> "512-5", ten digits -> "512-555-0100". */
export function formatPhone(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** What the phone input shows after a keystroke or a paste. */
export function normalizePhoneInput(value: string): string {
  return formatPhone(phoneDigits(value));
}

/** An email address as typed or pasted: no invisible characters, no surrounding spaces, at most 254 characters. */
export function normalizeEmailInput(value: string): string {
  return stripInvisible(value).trim().slice(0, EMAIL_MAX_LENGTH);
}

/** One part of a date of birth: digits only, 2 for the month and day, 4 for the year. */
export function normalizeDobPart(part: DobPart, value: string): string {
  return digitsInput(value, DOB_PART_LENGTH[part]);
}
