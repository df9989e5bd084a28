/** Typed catalogs: English and Spanish share one key type per catalog, so a missing translation does not compile. */
import { intlLocale, type Lang } from '../config/lang';

export type { Lang } from '../config/lang';
export { intlLocale } from '../config/lang';
export { commonText, type CommonText } from './common';

/** Fill `{name}` placeholders. Values are text; the result is rendered as text. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** A counted text (`{ one, other }`, chosen by the language's plural rules for `count`), filled with `{count}` or the given name. */
export function countedText(lang: Lang, forms: { one: string; other: string }, count: number, name = 'count'): string {
  const locale = intlLocale(lang);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return fill(rules.select(count) === 'one' ? forms.one : forms.other, { [name]: count });
}
