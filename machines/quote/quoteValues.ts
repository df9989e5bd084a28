/**
 * The quote form's answers as values: the empty ones (nothing typed yet), shared by the chart and
 * the visitor's prefill (machines/quote/quoteVisitor.ts), and when a driver step's answers are
 * complete (the chart's guards and the steps' forms read the same rule).
 */
import { stripInvisible } from '../../src/rules/fieldInput';
import { EMAIL_PATTERN } from '../../src/rules/fieldRules';
import { dobError, type AgeRange } from './driverDates.rules';
import { DEFAULT_LICENSE_TYPE, isValidAddress, isValidName, isValidPhone } from './quote.rules';
import type { Driver1Values, Driver2Values, Driver3Values, VisitAnswers } from './types';

export const emptyDriver1: Driver1Values = { firstName: '', lastName: '', dob: { month: '', day: '', year: '' }, licenseMode: 'dl', license: '' };
export const emptyDriver2: Driver2Values = { email: '', phone: '', consent: false };
export const emptyDriver3: Driver3Values = {
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  gender: '',
  marital: '',
  insured: '',
  licenseType: String(DEFAULT_LICENSE_TYPE),
  licenseId: '',
  rentersAndHome: false,
};

const clean = (v: string) => stripInvisible(v).trim();

/** driver1 is complete: names of 2+ characters, a date of birth inside the primary driver's age limits. */
export function isDriver1Complete(v: Driver1Values, limits: AgeRange, now: Date): boolean {
  return isValidName(v.firstName) && isValidName(v.lastName) && dobError(v.dob, limits, now) === null && (v.licenseMode !== 'dl' || clean(v.license) !== '');
}

/** driver2 is complete: an email, a phone of 10 digits and the consent ticked (quote-5.2, quote-5.6). */
export function isDriver2Complete(v: Driver2Values): boolean {
  return EMAIL_PATTERN.test(clean(v.email)) && isValidPhone(v.phone) && v.consent;
}

/** driver3 is complete (quote-5.1, quote-5.3, quote-5.6, quote-5.7) and its ZIP has a quote available. */
export function isDriver3Complete(v: Driver3Values, licenseIdRequired: boolean, zipChecked: VisitAnswers['zipChecked']): boolean {
  return (
    isValidAddress(v.address) &&
    /^\d{5}$/.test(v.zip) &&
    zipChecked?.zip === v.zip &&
    zipChecked.available &&
    clean(v.city) !== '' &&
    clean(v.state) !== '' &&
    v.gender !== '' &&
    v.marital !== '' &&
    v.insured !== '' &&
    (!licenseIdRequired || clean(v.licenseId) !== '')
  );
}
