/**
 * The previous quotes' words (quote-2.27, quote-4.30, quote-4.31, quote-8.6), made from the catalog
 * src/i18n/quotePreviousQuotes.ts (English and Spanish, checked by its catalogs test) and shared by
 * the view and its tests: the catalog of the page's language, the days in the page's language, the attempts left,
 * the drivers' names, the dialog's message. Pure: nothing here renders.
 */
import type { PreviousCar, PreviousDriver, PreviousQuote } from '../../machines/quote/previousQuotes.machine';
import { fill, type Lang } from '../../src/i18n';
import { previousQuotesText, type PreviousQuotesText } from '../../src/i18n/quotePreviousQuotes';
import { formatDate } from '../../src/rules/dates';
import { formatMoney } from '../../src/rules/money';
import { counted } from './quotesText';

export { previousQuotesText, type PreviousQuotesText } from '../../src/i18n/quotePreviousQuotes';

/** The catalog in the page's language (the panel takes `lang` from the quote form, as the licence photo's does). */
export function previousQuotesTexts(lang: Lang): PreviousQuotesText {
  return previousQuotesText[lang];
}

/** A day (YYYY-MM-DD) as the page's language writes it ("March 8, 2025", "8 de marzo de 2025"). */
export function dayText(day: string, lang: Lang): string {
  return formatDate(day, lang);
}

/** "Rosa Delgado, Mateo Delgado": the names a quote gives, as text. */
export function driverNames(drivers: readonly PreviousDriver[]): string {
  return drivers
    .map((d) => [d.firstName, d.lastName].filter((part) => part.trim() !== '').join(' '))
    .filter((name) => name !== '')
    .join(', ');
}

/** "2021 Honda Accord, 2019 Toyota Camry": the vehicles a quote gives, as text. */
export function vehicleNames(cars: readonly PreviousCar[]): string {
  return cars
    .map((c) => [c.year === null ? '' : String(c.year), c.maker, c.model].filter((part) => part.trim() !== '').join(' '))
    .filter((name) => name !== '')
    .join(', ');
}

/** quote-3.15: a previous quote's total in the page's money, with its term when given; null when the detail gives none (never $0). */
export function previousTotal(t: PreviousQuotesText, lang: Lang, q: Pick<PreviousQuote, 'term' | 'totalPremium'>): string | null {
  if (q.totalPremium === null) return null;
  const amount = formatMoney(q.totalPremium, lang);
  return q.term === null ? fill(t.detail.totalNoTerm, { amount }) : counted(lang, q.term, t.detail.total, { months: q.term, amount });
}

/** What the owner's dialog says: the mismatch with the attempts left, or the server's message (as text), or nothing. */
export function ownerMessage(
  t: PreviousQuotesText,
  lang: Lang,
  state: { mismatch: boolean; failed: boolean; serverMessage: string | null; attemptsLeft: number },
): string | null {
  if (state.mismatch) return `${t.owner.mismatch} ${counted(lang, state.attemptsLeft, t.owner.attemptsLeft, { count: state.attemptsLeft })}`;
  if (state.failed) return state.serverMessage ?? t.owner.failed;
  return null;
}

/** A text with the look-back days filled ("the last 30 days"). */
export function withDays(template: string, days: number): string {
  return fill(template, { count: days });
}
