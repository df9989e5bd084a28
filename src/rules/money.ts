/** Money is shown with $ and 2 decimals (site-9.4), in the page's language. */
import { intlLocale, type Lang } from '../config/lang';

const formatters = new Map<Lang, Intl.NumberFormat>();

export function formatMoney(amount: number, lang: Lang): string {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(lang, f);
  }
  return f.format(roundMoney(amount));
}

/** Round half away from zero to cents, without binary drift (1.005 -> 1.01, 1e-7 -> 0). */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const sign = amount < 0 ? -1 : 1;
  // 1.005 * 100 is 100.49999999999999 in binary; 15 significant digits give back 100.5.
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  return (sign * Math.round(cents)) / 100 || 0;
}
