/**
 * quote-8.9, quote-8.7: what a driver step says when an affiliate's lead lacked some of its fields:
 * those fields by the step's own labels, joined as the page's language joins a list ("Email
 * address and Phone number", "Correo electrónico y Número de teléfono"). Shared by the view and its
 * screens description.
 */
import { AFFILIATE_FIELDS, type QuoteStage } from '../../machines/quote/quote.rules';
import { fill, type Lang } from '../../src/i18n';
import type { QuoteText } from '../../src/i18n/quote';

/** The label of each field an affiliate's lead can lack (AFFILIATE_FIELDS), as its step shows it. */
export function affiliateFieldLabel(t: QuoteText, field: string): string {
  const labels: Record<string, string> = {
    firstName: t.driver1.firstName,
    lastName: t.driver1.lastName,
    dob: t.driver1.dob,
    email: t.driver2.email,
    phone: t.driver2.phone,
    address: t.driver3.address,
    city: t.driver3.city,
    state: t.driver3.state,
    zip: t.driver3.zip,
    gender: t.driver3.gender,
    maritalStatus: t.driver3.marital,
  };
  return labels[field] ?? field;
}

/** The notice of a step, or null when the lead lacked none of its fields (or there was no lead). */
export function affiliateNoticeText(t: QuoteText, lang: Lang, missing: readonly string[], step: QuoteStage): string | null {
  const labels = AFFILIATE_FIELDS.filter((f) => f.stage === step && missing.includes(f.field)).map((f) => affiliateFieldLabel(t, f.field));
  if (labels.length === 0) return null;
  const fields = new Intl.ListFormat(lang === 'es' ? 'es' : 'en', { style: 'long', type: 'conjunction' }).format(labels);
  return fill(t.affiliate.missing, { fields });
}
