/**
 * The quote stage's words (quote-2.13, quote-2.33, quote-2.35, quote-4.12, quote-4.17), made from
 * the catalog, shared by the view and its screens description: the counted texts (Intl plural
 * rules), the cards' payment in the page's money format, the title, the countdown, the links of
 * the page's language. Pure: nothing here renders.
 */
import { cardPayment, type RateQuotePlan } from '../../machines/quote/quoteResults.rules';
import { fill, type Lang } from '../../src/i18n';
import type { QuoteText } from '../../src/i18n/quote';
import { formatMoney } from '../../src/rules/money';

/** What the quote stage reads of the page's config (src/config/quote.ts gives the defaults). */
export interface QuotesViewConfig {
  /** The loading panel's timer starts at this many seconds. */
  waitSeconds: number;
  /** The loading panel's next message after this many milliseconds. */
  spinnerMessageIntervalMs: number;
  nearestOfficeUrl: string;
  chatUrl: string;
  agentPhone: string;
  /** quote-2.33: the cards link to the previous quotes. */
  previousQuotesLink: boolean;
}

/** A text counted in the page's language: `{ one, other }`. */
export interface Counted {
  one: string;
  other: string;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The form of a counted text for `n` (Spanish "many" reads as "other"). */
export function plural(lang: Lang, n: number, forms: Counted): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang === 'es' ? 'es-US' : 'en-US');
    pluralRules.set(lang, rules);
  }
  return rules.select(n) === 'one' ? forms.one : forms.other;
}

/** A counted text with its placeholders filled. */
export function counted(lang: Lang, n: number, forms: Counted, values: Record<string, string | number>): string {
  return fill(plural(lang, n, forms), values);
}

/** A configured link in the page's language: a site path gets /es on a Spanish page (as notAvailableUrl does). */
export function sitePath(url: string, lang: Lang): string {
  if (lang !== 'es' || !url.startsWith('/') || url.startsWith('//') || url === '/es' || url.startsWith('/es/')) return url;
  return `/es${url}`;
}

/** The tel: address of a phone as configured ("1-800-555-0199" -> "tel:+18005550199"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * quote-2.33: the cards' title: the requote title for a revisit, else the configured title (the
 * catalog's "Your Best Quotes" unless the page configures one) with {name} and {count} filled.
 */
export function quotesTitle(t: QuoteText, visit: { visitor: string; firstName: string; count: number }): string {
  if (visit.visitor === 'revisit') return t.quotes.requoteTitle;
  return fill(t.configured.quotesTitle, { name: visit.firstName.trim(), count: visit.count });
}

/** quote-2.35: the no-quotes greeting, with the main driver's first name when there is one. */
export function noQuotesHeading(t: QuoteText, firstName: string): string {
  const name = firstName.trim();
  return name === '' ? t.quotes.noQuotes.headingNoName : fill(t.quotes.noQuotes.heading, { name });
}

/** "3 of 7 carriers answered", or "3 carriers answered" when the answer does not say how many were asked; null before any answered. */
export function answeredText(t: QuoteText, lang: Lang, completed: number, total: number | null): string | null {
  if (completed <= 0) return null;
  const l = t.quotes.loading;
  return total !== null && total > 0 ? counted(lang, completed, l.answeredOf, { count: completed, total }) : counted(lang, completed, l.answered, { count: completed });
}

/** quote-2.13: the countdown in whole seconds ("About 32 seconds left"), then "Almost there". */
export function secondsLeftText(t: QuoteText, lang: Lang, seconds: number): string {
  return seconds > 0 ? counted(lang, seconds, t.quotes.loading.secondsLeft, { seconds }) : t.quotes.loading.almostThere;
}

/** The whole seconds left of the wait: from `waitSeconds` down to 0. */
export function secondsLeft(waitSeconds: number, elapsedMs: number): number {
  return Math.max(0, waitSeconds - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/** The policy's term on a card ("6-month policy"). */
export function termText(t: QuoteText, lang: Lang, months: number): string {
  return counted(lang, months, t.quotes.card.term, { months });
}

/**
 * quote-4.17, quote-9.5: how a card says its payment: the template and its values (money with $
 * and 2 decimals), so that the view can set the amounts apart; `paymentText` is the same as one
 * line. A plan with an amount the carrier did not give says so in words, never "$0.00".
 */
export function paymentTemplate(t: QuoteText, lang: Lang, q: RateQuotePlan): { template: string; values: Record<string, string> } {
  const p = cardPayment(q);
  const c = t.quotes.card;
  if (p.kind === 'payInFull') {
    return p.amount === null ? { template: c.payInFullNotGiven, values: {} } : { template: c.payInFull, values: { amount: formatMoney(p.amount, lang) } };
  }
  const count = String(p.installments);
  if (p.downPayment === null || p.installment === null) {
    return { template: plural(lang, p.installments, p.frequency === 'biMonthly' ? c.biMonthlyNotGiven : c.monthlyNotGiven), values: { count } };
  }
  return {
    template: plural(lang, p.installments, p.frequency === 'biMonthly' ? c.biMonthly : c.monthly),
    values: { down: formatMoney(p.downPayment, lang), count, amount: formatMoney(p.installment, lang) },
  };
}

export function paymentText(t: QuoteText, lang: Lang, q: RateQuotePlan): string {
  const { template, values } = paymentTemplate(t, lang, q);
  return fill(template, values);
}

/**
 * quote-4.17: the total of the term on a card paid in installments ("Total for 6 months: $812.40",
 * or that the carrier did not give it); null for a quote paid in full, whose one amount is its total.
 */
export function totalTemplate(t: QuoteText, lang: Lang, q: RateQuotePlan): { template: string; values: Record<string, string> } | null {
  const p = cardPayment(q);
  if (p.kind === 'payInFull') return null;
  const c = t.quotes.card;
  const months = String(p.termMonths);
  if (p.total === null) return { template: plural(lang, p.termMonths, c.totalNotGiven), values: { months } };
  return { template: plural(lang, p.termMonths, c.total), values: { months, amount: formatMoney(p.total, lang) } };
}

/** quote-4.23 to quote-4.29: what the sorting option sorts by, said under the list's sorting (which amount "price" is). */
export function sortNote(t: QuoteText, lang: Lang, option: number, termMonths: number): string {
  const note = t.quotes.sortNotes[option];
  if (note === undefined) throw new Error(`No sorting option ${option}`);
  return fill(note, { term: counted(lang, termMonths, t.quotes.termPhrase, { months: termMonths }) });
}

/** The sorting option's name (quote-4.23 to quote-4.29). */
export function sortOptionName(t: QuoteText, option: number): string {
  const name = t.quotes.sortOptions[option];
  if (name === undefined) throw new Error(`No sorting option ${option}`);
  return name;
}
