/**
 * Coverages as the agency's pages show them (portal-9.12, portal-9.20): the liability group of the
 * payment page's policy details, and the limits an API gives in thousands. The portal's policy
 * details and the payment and e-sign page read the same rules.
 */

/** portal-9.12: the coverage codes grouped as liability. */
export const LIABILITY_COVERAGES = ['BI', 'PD', 'MEDPM', 'PIP', 'UM', 'UMPD', 'ADB'] as const;

/** portal-9.20: the coverages whose limits of two digits or fewer are thousands of dollars. */
export const THOUSANDS_LIMIT_COVERAGES = ['BI', 'PD', 'UM', 'UMPD'] as const;

const code = (name: string) => name.trim().toUpperCase();

/** portal-9.12: a liability coverage (its code, any case). */
export function isLiabilityCoverage(coverageName: string): boolean {
  return (LIABILITY_COVERAGES as readonly string[]).includes(code(coverageName));
}

/**
 * portal-9.20: a limit as shown: for BI, PD, UM and UMPD a limit of one or two digits is dollars
 * with ",000" ("30" is "$30,000"); any other limit as the API gives it.
 */
export function coverageLimitText(coverageName: string, limit: string): string {
  const value = limit.trim();
  if ((THOUSANDS_LIMIT_COVERAGES as readonly string[]).includes(code(coverageName)) && /^\d{1,2}$/.test(value)) return `$${Number(value)},000`;
  return value;
}
