/**
 * site-2.12: the location card's hours list. Today's day (in the office's time zone, with luxon)
 * comes first, marked as today; the other six days follow in rotation (Tuesday's list: Tuesday,
 * Wednesday, ... Sunday, Monday). Monday to Friday share `hoursMonFri`.
 */
import { DateTime } from 'luxon';
import type { Office } from './offices';

/** One line of the hours list. */
export interface HoursRow {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  /** The day's name in the page's language. */
  day: string;
  /** The office's hours that day (the page's text, e.g. "9:00 AM - 7:00 PM" or "Closed"). */
  hours: string;
  today: boolean;
}

/** The office's weekday (1 Monday ... 7 Sunday) at an instant, in its own time zone (an unknown zone: Central time). */
export function officeWeekday(office: Pick<Office, 'timeZone'>, now: Date): number {
  const local = DateTime.fromJSDate(now).setZone(office.timeZone);
  return (local.isValid ? local : DateTime.fromJSDate(now).setZone('America/Chicago')).weekday;
}

/** The hours of an ISO weekday; a day the page gives no hours for is `closed`. */
export function hoursOf(office: Office, weekday: number, closed: string): string {
  const text = weekday <= 5 ? office.hoursMonFri : weekday === 6 ? office.hoursSaturday : office.hoursSunday;
  return text && text.trim() !== '' ? text : closed;
}

/**
 * site-2.12: the seven days, today first, then the six others in rotation. `dayNames` are the
 * names of Monday ... Sunday in the page's language.
 */
export function hoursRows(office: Office, now: Date, dayNames: readonly string[], closed: string): HoursRow[] {
  const today = officeWeekday(office, now);
  return Array.from({ length: 7 }, (_, i) => {
    const weekday = ((today - 1 + i) % 7) + 1;
    return { weekday, day: dayNames[weekday - 1] ?? '', hours: hoursOf(office, weekday, closed), today: i === 0 };
  });
}
