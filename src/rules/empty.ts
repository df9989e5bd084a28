/**
 * The general empty-value rule (portal-5.19): a value is missing when it is undefined or null,
 * the string 'undefined' (what a form or a query string holds after an unset value was turned
 * into text), or a string of whitespace only. Everything else, including 0, false and the
 * string 'null', is a value.
 */
export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  return value === 'undefined' || value.trim() === '';
}

/** The opposite of `isMissing`, as a type guard that keeps the value's type. */
export function isPresent<T>(value: T | null | undefined): value is T {
  return !isMissing(value);
}

/** The value, or null when it is missing: lets optional fields be sent as null instead of 'undefined'. */
export function presentOrNull<T>(value: T | null | undefined): T | null {
  return isPresent(value) ? value : null;
}
