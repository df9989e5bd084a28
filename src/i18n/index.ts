/** Typed catalogs: English and Spanish share one key type per catalog, so a missing translation does not compile. */
export type { Lang } from '../config/lang';
export { intlLocale } from '../config/lang';
export { commonText, type CommonText } from './common';

/** Fill `{name}` placeholders. Values are text; the result is rendered as text. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
