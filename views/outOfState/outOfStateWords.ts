/**
 * The out-of-state page's words made from the catalog, shared by the view and its screens
 * description: the state's name (or "your state"), and the counted texts of the countdown
 * (Intl plural rules). Pure: nothing here renders.
 */
import { fill, intlLocale, type Lang } from '../../src/i18n';
import type { OutOfStateText } from '../../src/i18n/outOfState';

/** What the page calls the visitor's state: its name, else its code, else "your state". */
export function stateWords(t: OutOfStateText, state: { code: string; name: string | null } | null): string {
  return state?.name ?? state?.code ?? t.yourState;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** A counted text (`{ one, other }`) for `seconds`, filled. */
export function secondsText(lang: Lang, forms: { one: string; other: string }, seconds: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(lang));
    pluralRules.set(lang, rules);
  }
  return fill(rules.select(seconds) === 'one' ? forms.one : forms.other, { seconds });
}
