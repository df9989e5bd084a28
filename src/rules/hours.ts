/**
 * Opening hours in the page's language: "8:00 AM – 8:00 PM", "8:00 a. m. – 8:00 p. m." (Intl's
 * range format). The times are wall-clock HH:MM of the place (src/config/contact.ts: Central Time),
 * so they are formatted as given, in UTC, never converted. No dependencies: the pages drawn at
 * build time (src/pages/contactInfo.ts) and the contact-us widget both use it.
 */
import { intlLocale, type Lang } from '../config/lang';

export function hoursRange(open: string, close: string, lang: Lang): string {
  const at = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return Date.UTC(2026, 0, 5, h, m);
  };
  return new Intl.DateTimeFormat(intlLocale(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(at(open), at(close));
}
