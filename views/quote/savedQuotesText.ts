/** The quotes a visit keeps (views/quote/SavedQuotes.tsx): their words, without React (their screens are `savedQuotesScreen`, machines/quote/selectors.ts). */
import type { Lang } from '../../src/config/lang';

const formats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/**
 * When the saved quotes' cards showed, in the page's language and the visitor's own time zone (the
 * time the visitor remembers): "November 22, 2026 at 12:05 PM", "22 de noviembre de 2026, 12:05 p.m.".
 */
export function savedQuotesDate(at: number, lang: Lang): string {
  const format = (formats[lang] ??= new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeStyle: 'short' }));
  return format.format(at);
}
