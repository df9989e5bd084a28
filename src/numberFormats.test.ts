/**
 * One number rule per language (issue 27: "a 4,0 millas" and "2.4 millones" were on the same
 * Spanish site): every kind of number a page shows is written in the page language's one locale
 * (src/config/lang.ts `intlLocale`), the same decimal mark and digit grouping everywhere.
 */
import { describe, expect, it } from 'vitest';
import { formatCount as formatReviewCount, formatRating } from '../machines/reviews.rules';
import { intlLocale, type Lang } from './config/lang';
import { formatCount, formatMillion } from './rules/heroCounts';
import { formatMoney } from './rules/money';
import { milesText } from './rules/offices';

const miles = { one: '1', other: '{miles}' };

describe('number formats', () => {
  it.each<[Lang, string, string]>([
    ['en', '.', ','],
    ['es', '.', ','],
  ])('[site-2.8 site-9.4 site-7.1] %s: distance, money, hero counts, ratings and review counts share one decimal mark and grouping', (lang, decimal, group) => {
    const shown = {
      distance: milesText(4, miles, lang),
      money: formatMoney(1234.5, lang),
      million: formatMillion(2_412_345, lang),
      count: formatCount(48_213, lang),
      rating: formatRating(4.7, lang),
      reviews: formatReviewCount(1234, lang),
    };
    expect(shown).toEqual({
      distance: `4${decimal}0`,
      money: `$1${group}234${decimal}50`,
      million: `2${decimal}4`,
      count: `48${group}213`,
      rating: `4${decimal}7`,
      reviews: `1${group}234`,
    });
  });

  it('the locale of each language is the United States one', () => {
    expect([intlLocale('en'), intlLocale('es')]).toEqual(['en-US', 'es-US']);
  });
});
