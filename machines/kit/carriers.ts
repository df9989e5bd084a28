/** The carrier of a policy (site-4.6, portal-3.3, portal-4.9): the carrier list's entry whose name matches the company, case-insensitively. */
import type { Carrier } from '../../services/payments';

export function findCarrier(carriers: readonly Carrier[], company: string | null | undefined): Carrier | null {
  if (!company) return null;
  const wanted = company.trim().toLowerCase();
  return carriers.find((c) => c.carrierName.trim().toLowerCase() === wanted) ?? null;
}
