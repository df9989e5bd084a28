/** The quotes a visit keeps (views/quote/SavedQuotes.tsx): its screens and words, without React (the first chunk reads the screens). */
import type { Lang } from '../../src/config/lang';

/** The quote stage's states before the cards of the quotes the visit keeps (machines/quote/quote.machine.ts). */
export const SAVED_QUOTES_SCREENS = ['restoring', 'stale', 'unavailable', 'restoreFailed', 'renewing'] as const;
export type SavedQuotesScreen = (typeof SAVED_QUOTES_SCREENS)[number];

/** The screen of those the chart is on, or null (the rate request and its cards). */
export function savedQuotesScreen(s: { matches(value: { quotes: SavedQuotesScreen }): boolean }): SavedQuotesScreen | null {
  return SAVED_QUOTES_SCREENS.find((screen) => s.matches({ quotes: screen })) ?? null;
}

const formats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/**
 * When the saved quotes' cards showed, in the page's language and the visitor's own time zone (the
 * time the visitor remembers): "November 22, 2026 at 12:05 PM", "22 de noviembre de 2026, 12:05 p.m.".
 */
export function savedQuotesDate(at: number, lang: Lang): string {
  const format = (formats[lang] ??= new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeStyle: 'short' }));
  return format.format(at);
}
