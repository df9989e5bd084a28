/**
 * The studio's numbers and counted texts in the page's language, as the site writes them:
 * US English and US Spanish number formats (es-US: "2,140"), plural forms by Intl.PluralRules.
 */
import type { Lang } from '../config/lang';
import { fill } from '../i18n';

/** A counted text: its singular and plural forms ("{n} step", "{n} steps"). */
export interface Counted {
  one: string;
  other: string;
}

const locale = (lang: Lang) => (lang === 'es' ? 'es-US' : 'en-US');

/** A count in the page's language. */
export function count(n: number, lang: Lang): string {
  return new Intl.NumberFormat(locale(lang)).format(n);
}

/** A duration in seconds in the page's language ("42 sec", "42 s"), to a tenth under 10 s. */
export function seconds(ms: number, lang: Lang): string {
  const s = ms / 1000;
  return new Intl.NumberFormat(locale(lang), { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: s < 10 ? 1 : 0 }).format(s);
}

/** The form of a counted text for `n`, with `{n}` (the count in the page's language) and the other values filled in. */
export function counted(text: Counted, n: number, lang: Lang, values: Record<string, string> = {}): string {
  const form = new Intl.PluralRules(locale(lang)).select(n) === 'one' ? text.one : text.other;
  return fill(form, { ...values, n: count(n, lang) });
}
