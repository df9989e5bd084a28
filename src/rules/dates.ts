/**
 * Dates with the platform's Intl (no date library: luxon stays for the pages that need time
 * zones of their own, such as office hours). The agency works in America/Chicago: a due date
 * given without a time is the start of that day there, and ages are counted on that day's date.
 */

export const AGENCY_ZONE = 'America/Chicago';
/** site-9.4: a payment is "due soon" within this many hours of its due date. */
export const DUE_SOON_HOURS = 48;
const HOUR_MS = 3_600_000;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date (no 31 April, 29 February only in leap years). */
export function isRealDate({ year, month, day }: DateParts): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall clock in the agency's zone at an instant. */
function wallTime(at: number): DateParts & { hour: number; minute: number; second: number } {
  const part = (type: Intl.DateTimeFormatPartTypes, parts: Intl.DateTimeFormatPart[]) => Number(parts.find((p) => p.type === type)?.value);
  const parts = wallFormat.formatToParts(at);
  return {
    year: part('year', parts),
    month: part('month', parts),
    day: part('day', parts),
    hour: part('hour', parts),
    minute: part('minute', parts),
    second: part('second', parts),
  };
}

/** The date it is in the agency's zone at `now`. */
export function agencyDate(now: Date): DateParts {
  const { year, month, day } = wallTime(now.getTime());
  return { year, month, day };
}

/**
 * An instant as the agency's wall time with its offset, ISO 8601 to the millisecond
 * ("2025-03-10T10:00:00.000-05:00", as luxon's `toISO()` in America/Chicago writes it): the visit
 * date of the quote lead (quote-9.5) and of the verification log (portal-9.17).
 */
export function agencyDateTime(at: number): string {
  const ms = ((at % 1000) + 1000) % 1000;
  const whole = at - ms;
  const w = wallTime(whole);
  const offset = Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - whole) / 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${toIsoDate(w)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}.${String(ms).padStart(3, '0')}${zone}`;
}

/** The instant a date starts in the agency's zone (its midnight there, daylight saving included). */
export function agencyMidnight({ year, month, day }: DateParts): number {
  const guess = Date.UTC(year, month - 1, day);
  const offsetAt = (t: number) => {
    const w = wallTime(t);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - t;
  };
  const first = guess - offsetAt(guess);
  // Once more at the instant found: the offset may differ across a daylight-saving change.
  return guess - offsetAt(first);
}

/** Whole years between the date of birth and `now`'s date in the agency's zone (a 29 February birthday counts on 1 March). */
export function ageOn(dob: DateParts, now: Date): number {
  const today = agencyDate(now);
  const beforeBirthday = today.month < dob.month || (today.month === dob.month && today.day < dob.day);
  return today.year - dob.year - (beforeBirthday ? 1 : 0);
}

/** YYYY-MM-DD. */
export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant an API date names (epoch ms): a date alone is the start of that day in the
 * agency's zone; a date with a time is read with its offset (without one, as the agency's wall
 * time). Null when it is not a real date.
 */
export function parseApiDate(value: string): number | null {
  const text = value.trim();
  const date = ISO_DATE.exec(text);
  if (date) {
    const parts = { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) };
    return isRealDate(parts) ? agencyMidnight(parts) : null;
  }
  if (!ISO_DATE_TIME.test(text)) return null;
  const parts = { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) };
  if (!isRealDate(parts)) return null;
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const t = Date.parse(text);
    return Number.isNaN(t) ? null : t;
  }
  const [h = 0, m = 0, s = 0] = text.slice(11).split(':').map(Number);
  return agencyMidnight(parts) + ((h * 60 + m) * 60 + s) * 1000;
}

export type DueStatus = 'pastDue' | 'dueSoon' | 'notDueSoon';

/**
 * site-4.10: past due when the due date has passed; due soon when it is at most
 * `thresholdHours` away; otherwise not due soon. An unreadable date counts as no date (null).
 */
export function dueStatus(dueDate: string, now: Date, thresholdHours = DUE_SOON_HOURS): DueStatus | null {
  const due = parseApiDate(dueDate);
  if (due === null) return null;
  const hours = (due - now.getTime()) / HOUR_MS;
  if (hours < 0) return 'pastDue';
  if (hours <= thresholdHours) return 'dueSoon';
  return 'notDueSoon';
}

const fullDate = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: AGENCY_ZONE }),
  es: new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: AGENCY_ZONE }),
};

/** A date for people, on the agency's calendar: "April 21, 2026" / "21 de abril de 2026". */
export function formatDate(value: string, lang: 'en' | 'es'): string {
  const at = parseApiDate(value);
  return at === null ? value : fullDate[lang].format(at);
}

/**
 * The day of the week (1 Monday to 7 Sunday, as luxon's `weekday`) and the hour with its minutes
 * (8.5 is 08:30) in the agency's zone at `at`.
 */
export function agencyWeekdayHour(at: number): { weekday: number; hour: number } {
  const w = wallTime(at);
  const day = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
  return { weekday: day === 0 ? 7 : day, hour: w.hour + w.minute / 60 };
}
