/**
 * The US states a customer may live in (the 50 states and the District of Columbia), by their
 * two-letter postal codes. The names are in the flows' catalogs (one per language).
 */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export type UsStateCode = (typeof US_STATE_CODES)[number];

/** A state code of the list, in any case and with surrounding spaces, as its upper-case code; else null. */
export function usStateCode(value: string): UsStateCode | null {
  const code = value.trim().toUpperCase();
  return (US_STATE_CODES as readonly string[]).includes(code) ? (code as UsStateCode) : null;
}
