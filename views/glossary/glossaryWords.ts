/** The glossary's counted words (Intl plural rules), shared by the view and its screens description. Pure: nothing here renders. */
import { fill, intlLocale, type Lang } from '../../src/i18n';

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** A counted text (`{ one, other }`) for `count`, filled. */
export function countText(lang: Lang, forms: { one: string; other: string }, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(lang));
    pluralRules.set(lang, rules);
  }
  return fill(rules.select(count) === 'one' ? forms.one : forms.other, { count });
}
