/**
 * How long ago something happened, in the page's language (a Google review's "2 weeks ago", "hace
 * 2 semanas"): computed with Intl.RelativeTimeFormat from its timestamp, never the server's words,
 * which come in one language. Whole units, rounded down: minutes under an hour, hours under a day,
 * days under a week, weeks under 30 days, months (30 days) under a year (365 days), then years. A
 * time less than a minute ago, or ahead of the clock, is "now".
 */
import { intlLocale, type Lang } from '../config/lang';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number, number]> = [
  // unit, its length, used below this age
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, DAY],
  ['day', DAY, 7 * DAY],
  ['week', 7 * DAY, 30 * DAY],
  ['month', 30 * DAY, 365 * DAY],
  ['year', 365 * DAY, Infinity],
];

const formats = new Map<Lang, { always: Intl.RelativeTimeFormat; auto: Intl.RelativeTimeFormat }>();

function formatsOf(lang: Lang) {
  let f = formats.get(lang);
  if (!f) {
    f = { always: new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'always' }), auto: new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' }) };
    formats.set(lang, f);
  }
  return f;
}

/** `then` and `now` in milliseconds since 1970. */
export function timeAgo(then: number, now: number, lang: Lang): string {
  const age = now - then;
  const f = formatsOf(lang);
  if (!Number.isFinite(age) || age < MINUTE) return f.auto.format(0, 'second');
  const [unit, length] = UNITS.find(([, , below]) => age < below) ?? UNITS[UNITS.length - 1]!;
  return f.always.format(-Math.floor(age / length), unit);
}
