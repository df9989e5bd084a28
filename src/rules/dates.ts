/**
 * Dates with luxon. The agency works in America/Chicago: a due date given without a time
 * is the start of that day there. Loaded only by pages that show dates (not the home page).
 */
import { DateTime } from 'luxon';

export const AGENCY_ZONE = 'America/Chicago';
/** site-9.4: a payment is "due soon" within this many hours of its due date. */
export const DUE_SOON_HOURS = 48;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date (no 31 April, 29 February only in leap years). */
export function isRealDate({ year, month, day }: DateParts): boolean {
  return DateTime.fromObject({ year, month, day }).isValid;
}

/** Whole years between the date of birth and `now` in the agency's zone. */
export function ageOn(dob: DateParts, now: Date): number {
  const today = DateTime.fromJSDate(now, { zone: AGENCY_ZONE }).startOf('day');
  const birth = DateTime.fromObject(dob, { zone: AGENCY_ZONE });
  return Math.floor(today.diff(birth, 'years').years);
}

/** YYYY-MM-DD. */
export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseApiDate(value: string): DateTime | null {
  const hasTime = value.includes('T');
  const dt = hasTime ? DateTime.fromISO(value, { setZone: true }) : DateTime.fromISO(value, { zone: AGENCY_ZONE });
  return dt.isValid ? dt : null;
}

export type DueStatus = 'pastDue' | 'dueSoon' | 'notDueSoon';

/**
 * site-4.10: past due when the due date has passed; due soon when it is at most
 * `thresholdHours` away; otherwise not due soon. An unreadable date counts as no date (null).
 */
export function dueStatus(dueDate: string, now: Date, thresholdHours = DUE_SOON_HOURS): DueStatus | null {
  const due = parseApiDate(dueDate);
  if (!due) return null;
  const hours = due.diff(DateTime.fromJSDate(now), 'hours').hours;
  if (hours < 0) return 'pastDue';
  if (hours <= thresholdHours) return 'dueSoon';
  return 'notDueSoon';
}

/** A date for people: "April 21, 2026" / "21 de abril de 2026". */
export function formatDate(value: string, lang: 'en' | 'es'): string {
  const dt = parseApiDate(value);
  if (!dt) return value;
  return dt.setLocale(lang === 'es' ? 'es-US' : 'en-US').toLocaleString(DateTime.DATE_FULL);
}
