/**
 * The consent form's rules (portal-2.6, portal-4.16, portal-5.3, portal-8.1), without the chart.
 */
import { isMissing } from '../src/rules/empty';

/** portal-2.6: the query parameter id; a missing value (portal-5.19) is none. */
export function consentIdOf(param: string | null | undefined): string | null {
  return isMissing(param) ? null : (param as string).trim();
}

/** portal-5.3, portal-4.16: every consent of the page is ticked (and nothing else counts). */
export function allConsentsGiven(ids: readonly string[], ticked: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => ticked.includes(id));
}

/** The ticked ids of the form's values (`{ privacy: true, marketing: false }`). */
export function tickedOf(values: Readonly<Record<string, boolean>>): string[] {
  return Object.entries(values)
    .filter(([, ticked]) => ticked === true)
    .map(([id]) => id);
}

/**
 * portal-8.1: a failed customer call whose answer says the id is unknown (HTTP 404): the link is
 * not valid, and trying again would not help.
 */
export function isUnknownConsent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** The customer's name as the page shows it (text only): first and last name, whichever are there. */
export function customerName(customer: { first_name: string | null; last_name: string | null } | null): string {
  if (!customer) return '';
  return [customer.first_name, customer.last_name]
    .filter((part): part is string => !isMissing(part))
    .map((part) => part.trim())
    .join(' ');
}
