/**
 * The agency's phone line, for every page that offers it (the contact page, the coming-soon page,
 * the quote form's agent phone by default): its number and its hours, in the agency's time zone.
 * No dependencies: the pages are drawn with it at build time.
 */

/** The number as the agency writes it (a `tel:` link is made from its digits). */
export const AGENCY_PHONE = '1-800-555-0199';

/** The time zone of the hours (Texas: Central Time). */
export const AGENCY_TIME_ZONE = 'America/Chicago';

export type PhoneDays = 'weekdays' | 'saturday' | 'sunday';

/** When agents answer the phone: opening and closing times as HH:MM, or closed (null). */
/** A phone line's hours, day by day. */
export type PhoneHours = ReadonlyArray<{ days: PhoneDays; hours: { open: string; close: string } | null }>;

export const AGENCY_PHONE_HOURS: PhoneHours = [
  { days: 'weekdays', hours: { open: '08:00', close: '20:00' } },
  { days: 'saturday', hours: { open: '09:00', close: '17:00' } },
  { days: 'sunday', hours: null },
];
