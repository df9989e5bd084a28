/**
 * Dates of the payment flow: real calendar dates, ages in America/Chicago, the 48-hour
 * due-soon threshold (site-4.10, site-9.4), and dates for people in English and Spanish.
 */
import { describe, expect, it } from 'vitest';
import { AGENCY_ZONE, ageOn, DUE_SOON_HOURS, dueStatus, formatDate, isRealDate, toIsoDate, type DateParts, type DueStatus, agencyDate, agencyDateTime, agencyMidnight, parseApiDate } from './dates';

describe('isRealDate', () => {
  const rows: [string, DateParts, boolean][] = [
    ['31 April 2026', { year: 2026, month: 4, day: 31 }, false],
    ['30 April 2026', { year: 2026, month: 4, day: 30 }, true],
    ['29 February 2024 (leap year)', { year: 2024, month: 2, day: 29 }, true],
    ['29 February 2025', { year: 2025, month: 2, day: 29 }, false],
    ['29 February 2000 (divisible by 400)', { year: 2000, month: 2, day: 29 }, true],
    ['29 February 1900 (divisible by 100)', { year: 1900, month: 2, day: 29 }, false],
    ['31 December 1985', { year: 1985, month: 12, day: 31 }, true],
    ['month 13', { year: 1985, month: 13, day: 1 }, false],
    ['month 0', { year: 1985, month: 0, day: 1 }, false],
    ['day 0', { year: 1985, month: 1, day: 0 }, false],
    ['32 January', { year: 1985, month: 1, day: 32 }, false],
  ];
  it.each(rows)('%s is a real date: %s', (_label, parts, real) => {
    expect(isRealDate(parts)).toBe(real);
  });
});

describe('ageOn', () => {
  it('works in the agency zone, America/Chicago', () => {
    expect(AGENCY_ZONE).toBe('America/Chicago');
  });

  const rows: [string, DateParts, string, number][] = [
    // label, date of birth, now (UTC instant), age
    ['16th birthday today', { year: 2010, month: 11, day: 21 }, '2026-11-21T12:00:00Z', 16],
    ['16th birthday tomorrow', { year: 2010, month: 11, day: 22 }, '2026-11-21T12:00:00Z', 15],
    ['16th birthday yesterday', { year: 2010, month: 11, day: 20 }, '2026-11-21T12:00:00Z', 16],
    ['75th birthday today', { year: 1951, month: 11, day: 21 }, '2026-11-21T12:00:00Z', 75],
    ['76th birthday tomorrow', { year: 1950, month: 11, day: 22 }, '2026-11-21T12:00:00Z', 75],
    ['76th birthday today', { year: 1950, month: 11, day: 21 }, '2026-11-21T12:00:00Z', 76],
    // 03:00 UTC on the 22nd is still 21:00 on the 21st in Chicago: the birthday is tomorrow there
    ['already the 22nd in UTC, still the 21st in Chicago', { year: 2010, month: 11, day: 22 }, '2026-11-22T03:00:00Z', 15],
    // 06:00 UTC on the 22nd is midnight in Chicago (CST, UTC-6): the birthday has come
    ['midnight of the birthday in Chicago', { year: 2010, month: 11, day: 22 }, '2026-11-22T06:00:00Z', 16],
    ['a minute before midnight in Chicago', { year: 2010, month: 11, day: 22 }, '2026-11-22T05:59:00Z', 15],
    // summer: Chicago is UTC-5 (CDT)
    ['midnight of a summer birthday in Chicago', { year: 2008, month: 7, day: 4 }, '2026-07-04T05:00:00Z', 18],
    ['a minute before midnight of a summer birthday', { year: 2008, month: 7, day: 4 }, '2026-07-04T04:59:00Z', 17],
  ];
  it.each(rows)('%s: born %o, on %s the age is %d', (_label, dob, now, age) => {
    expect(ageOn(dob, new Date(now))).toBe(age);
  });
});

describe('toIsoDate', () => {
  const rows: [DateParts, string][] = [
    [{ year: 1985, month: 4, day: 1 }, '1985-04-01'],
    [{ year: 1985, month: 4, day: 21 }, '1985-04-21'],
    [{ year: 2026, month: 12, day: 31 }, '2026-12-31'],
    [{ year: 985, month: 1, day: 9 }, '0985-01-09'],
  ];
  it.each(rows)('%o is %s', (parts, iso) => {
    expect(toIsoDate(parts)).toBe(iso);
  });
});

describe('dueStatus', () => {
  it('[site-9.4] the due-soon threshold is 48 hours', () => {
    expect(DUE_SOON_HOURS).toBe(48);
  });

  // Saturday 21 November 2026, 06:00 UTC = midnight in Chicago (CST, UTC-6).
  const NOW = new Date('2026-11-21T06:00:00Z');
  const rows: [string, string, DueStatus | null][] = [
    ['passed a minute ago', '2026-11-21T05:59:00Z', 'pastDue'],
    ['passed five days ago', '2026-11-16T06:00:00Z', 'pastDue'],
    ['due right now', '2026-11-21T06:00:00Z', 'dueSoon'],
    ['due in 24 hours', '2026-11-22T06:00:00Z', 'dueSoon'],
    ['due in exactly 48 hours', '2026-11-23T06:00:00Z', 'dueSoon'],
    ['due in exactly 48 hours, written with an offset', '2026-11-23T00:00:00-06:00', 'dueSoon'],
    ['due in 48 hours and 1 minute', '2026-11-23T06:01:00Z', 'notDueSoon'],
    ['due in 10 days', '2026-12-01T06:00:00Z', 'notDueSoon'],
    // date-only: the start of that day in Chicago (2026-11-23T06:00Z), exactly 48 hours away
    ['date-only, two days ahead (start of day in Chicago)', '2026-11-23', 'dueSoon'],
    ['date-only, three days ahead', '2026-11-24', 'notDueSoon'],
    ['date-only, today (start of day in Chicago is now)', '2026-11-21', 'dueSoon'],
    ['date-only, yesterday', '2026-11-20', 'pastDue'],
    ['unreadable', 'soon', null],
    ['empty', '', null],
    ['an impossible date', '2026-02-30', null],
  ];
  it.each(rows)('[site-4.10] [site-9.4] %s (%j) is %s', (_label, due, status) => {
    expect(dueStatus(due, NOW)).toBe(status);
  });

  it('[site-4.10] a date-only due date is the start of that day in Chicago, not in UTC', () => {
    // 05:59 UTC on the 21st: 2026-11-23 in Chicago (06:00 UTC) is 48h01m away; in UTC it would be 42 hours.
    expect(dueStatus('2026-11-23', new Date('2026-11-21T05:59:00Z'))).toBe('notDueSoon');
  });

  const thresholdRows: [number, DueStatus][] = [
    [12, 'notDueSoon'],
    [24, 'dueSoon'],
    [72, 'dueSoon'],
  ];
  it.each(thresholdRows)('a configured threshold of %d hours makes a payment due in 24 hours %s', (hours, status) => {
    expect(dueStatus('2026-11-22T06:00:00Z', NOW, hours)).toBe(status);
  });
});

describe('formatDate', () => {
  const rows: [string, 'en' | 'es', string][] = [
    ['2026-04-21', 'en', 'April 21, 2026'],
    ['2026-04-21', 'es', '21 de abril de 2026'],
    ['2026-12-01', 'en', 'December 1, 2026'],
    ['2026-12-01', 'es', '1 de diciembre de 2026'],
    ['not a date', 'en', 'not a date'],
    ['not a date', 'es', 'not a date'],
  ];
  it.each(rows)('%s in %s is %j', (value, lang, shown) => {
    expect(formatDate(value, lang)).toBe(shown);
  });
});

describe('the agency calendar without a date library', () => {
  it('starts a day at Chicago midnight on both sides of a daylight-saving change', () => {
    // 8 March 2026: clocks go forward at 2:00 (CST -6 before, CDT -5 after); 1 November 2026: back.
    expect(new Date(agencyMidnight({ year: 2026, month: 3, day: 8 })).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(new Date(agencyMidnight({ year: 2026, month: 3, day: 9 })).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(new Date(agencyMidnight({ year: 2026, month: 11, day: 1 })).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(new Date(agencyMidnight({ year: 2026, month: 11, day: 2 })).toISOString()).toBe('2026-11-02T06:00:00.000Z');
  });

  it("gives the date it is in Chicago, not in UTC", () => {
    expect(agencyDate(new Date('2026-11-22T03:00:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(agencyDate(new Date('2026-11-22T07:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('counts a 29 February birthday on 1 March in other years', () => {
    const dob = { year: 2008, month: 2, day: 29 };
    expect(ageOn(dob, new Date('2026-02-28T18:00:00Z'))).toBe(17);
    expect(ageOn(dob, new Date('2026-03-01T18:00:00Z'))).toBe(18);
  });

  it('reads API dates with and without time and refuses what is not a date', () => {
    expect(parseApiDate('2026-04-21T10:30:00Z')).toBe(Date.parse('2026-04-21T10:30:00Z'));
    expect(parseApiDate('2026-04-21T10:30:00-05:00')).toBe(Date.parse('2026-04-21T15:30:00Z'));
    expect(parseApiDate('2026-04-21T10:30:00')).toBe(Date.parse('2026-04-21T15:30:00Z'));
    expect(parseApiDate('2026-02-30')).toBeNull();
    expect(parseApiDate('April 21')).toBeNull();
  });
});

describe('agencyDateTime (the visit dates of the quote lead and the verification log)', () => {
  const rows: [string, string, string][] = [
    ['winter, CST', '2026-01-15T18:30:05.042Z', '2026-01-15T12:30:05.042-06:00'],
    ['summer, CDT', '2026-07-04T17:00:00.000Z', '2026-07-04T12:00:00.000-05:00'],
    // 8 March 2026: 02:00 CST becomes 03:00 CDT.
    ['the last millisecond before daylight saving starts', '2026-03-08T07:59:59.999Z', '2026-03-08T01:59:59.999-06:00'],
    ['the first instant of daylight saving', '2026-03-08T08:00:00.000Z', '2026-03-08T03:00:00.000-05:00'],
    // 1 November 2026: 01:00 to 01:59 twice, CDT then CST.
    ['01:30 the first time, CDT', '2026-11-01T06:30:00.000Z', '2026-11-01T01:30:00.000-05:00'],
    ['01:30 the second time, CST', '2026-11-01T07:30:00.000Z', '2026-11-01T01:30:00.000-06:00'],
    // The date in Chicago is not the date in UTC.
    ['already the new year in UTC, still 31 December', '2026-01-01T03:00:00.000Z', '2025-12-31T21:00:00.000-06:00'],
    ['already 1 March in UTC, still 29 February', '2028-03-01T05:59:59.999Z', '2028-02-29T23:59:59.999-06:00'],
  ];
  it.each(rows)('%s: %s is %s', (_label, utc, central) => {
    expect(agencyDateTime(Date.parse(utc))).toBe(central);
    expect(Date.parse(agencyDateTime(Date.parse(utc)))).toBe(Date.parse(utc));
  });
});
