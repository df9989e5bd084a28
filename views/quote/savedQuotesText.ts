/** The quotes a visit keeps (views/quote/SavedQuotes.tsx): its screens and words, without React (the first chunk reads the screens). */
import type { Lang } from '../../src/config/lang';

/** The screens of the quotes the visit keeps, before their cards: states of their chart (machines/quote/savedQuotes.machine.ts). */
export const SAVED_QUOTES_SCREENS = ['restoring', 'stale', 'unavailable', 'restoreFailed', 'renewing'] as const;
export type SavedQuotesScreen = (typeof SAVED_QUOTES_SCREENS)[number];

/** The screen of those the saved quotes' chart is on, or null (it ended, or the chart is not running). */
export function savedQuotesScreen(s: { status: string; matches(value: SavedQuotesScreen): boolean } | undefined): SavedQuotesScreen | null {
  if (!s || s.status !== 'active') return null;
  return SAVED_QUOTES_SCREENS.find((screen) => s.matches(screen)) ?? null;
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
