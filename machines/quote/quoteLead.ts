/**
 * The quote form's lead record (quote 001 §3 "Lead record", §4 "Lead record state", §7, §9;
 * quote-3.12, quote-7.31, quote-9.3, quote-9.5, quote-9.8): what the external lead store keeps of
 * a visit, made as a lead once the visitor gave contact data, then quoted with the carriers shown,
 * or left a lead when no quote came. Pure: the clock is a parameter (`now`, epoch ms); the calls
 * are services/leadStore.ts (`createLead`, `updateLead`), which owns the record's type and schema.
 *
 * Readings where the specification is short:
 * - **"Once contact data exists"** (`hasContactData`): the e-mail and the phone both pass the form's
 *   own rules (driver2: `EMAIL_PATTERN`, `isValidPhone`). Names, address and date of birth are not
 *   needed: they come in later steps, and the record is refreshed with them (`leadWithAnswers`).
 * - **The key** (`leadKey`): `<e-mail trimmed, in lower case>-<epoch ms of the creation>`. Made
 *   once by `newLead`; `leadWithAnswers`, `quotedLead` and `unquotedLead` never change it, even
 *   when the visitor changes the e-mail afterwards (the store addresses the lead by its key).
 * - **The store key** (`storeKey`): an opaque id (a UUID from the chart's `newId`) given to
 *   `newLead` and kept like the key: the store's paths name the lead by it, never by the e-mail.
 * - **The visit date** is the creation's instant as America/Chicago wall time with its offset
 *   ("2025-03-10T10:00:00.000-05:00"), kept on every update. Written with Intl
 *   (src/rules/dates.ts `agencyDateTime`), not luxon: the quote page must not load luxon (the
 *   bundle report fails the build); the tests check it against luxon.
 * - **The age group** is quote-9.8's band (machines/quote/quoteResults.rules.ts `ageBand`) of the age on
 *   the day of `now` in America/Chicago; null without a whole date of birth.
 * - **Carrier entries** (`leadCarriers`): one per carrier (companyID), its first quote in the order
 *   given (the order shown), at most 10 (quote-9.3 `LEAD_CARRIERS_MAX`); amounts to the cent
 *   (quote-9.5).
 * - **Quoted or not**: `quotedLead` with no quote is `unquotedLead`: status Lead and no carriers.
 *   Both describe the latest rate request: a Try again that gets none takes the carriers away.
 * - **The experience** is the page's experience name (the A/B test's, the tracking's `expname`),
 *   given by the caller; '' when the page has none.
 */
import type { LeadCarrier, LeadRecord, LeadUserType } from '../../services/leadStore';
import type { RateQuote } from '../../services/quotes';
import { stripInvisible } from '../../src/rules/fieldInput';
import { EMAIL_PATTERN } from '../../src/rules/fieldRules';
import { agencyDateTime, ageOn } from '../../src/rules/dates';
import type { QuoteFields } from './types';
import { dobToIso, joinDob } from './driverDates.rules';
import { isValidPhone, LEAD_CARRIERS_MAX } from './quote.rules';
import { ageBand } from './quoteSettings';

export type { LeadCarrier, LeadRecord, LeadStatus, LeadUserType } from '../../services/leadStore';

/** What a lead record is made of: the visitor's answers as plain fields. */
export interface LeadInput {
  email: string;
  /** As the form keeps it (999-999-9999); the record has its 10 digits. */
  phone: string;
  firstName: string;
  lastName: string;
  /** Two letters, or '' before the address step. */
  state: string;
  zip: string;
  city: string;
  address: string;
  /** The address's second line (apartment, suite). */
  apartment: string;
  /** YYYY-MM-DD, or '' without a whole date. */
  dob: string;
  /** quote-3.2: the licence type (6 by default). */
  licenseType: string;
  licenseId: string;
  /** quote-9.7: female 1, male 0; null when not answered. */
  gender: 0 | 1 | null;
  /** quote-9.7: single 1, married 0; null when not answered. */
  maritalStatus: 0 | 1 | null;
  /** quote-3.2: insured now; null when not answered. */
  currentlyInsured: boolean | null;
  /** The renters/home box of the address step (quote-2.8). */
  interestedInHomeInsurance: boolean;
  brand: string;
  userType: LeadUserType;
  /** The page's experience name, '' for none. */
  experience: string;
}

/** The quote fields a carrier entry is made of. */
export type LeadQuote = Pick<RateQuote, 'companyID' | 'companyName' | 'rateQuoteId' | 'payPlanPaymentAmount' | 'payPlanDownPayment' | 'totalPremium'>;

/** The parts of the form a lead is made of (QuoteContext's fields). */
export type LeadForm = Pick<QuoteFields, 'driver1' | 'driver2' | 'driver3' | 'brand' | 'visitor'>;

const clean = (v: string) => stripInvisible(v).trim();
const codeOf = (answer: string): 0 | 1 | null => (answer === '0' ? 0 : answer === '1' ? 1 : null);
/** quote-9.5: money to 2 decimals. */
const cents = (n: number) => Math.round(n * 100) / 100;
/** An amount the carrier may not have given: null stays null. */
const givenCents = (n: number | null) => (n === null ? null : cents(n));

/**
 * The lead's fields from the quote form: driver1 (names, date of birth), driver2 (e-mail, phone)
 * and driver3 (address, codes, licence type and id, the home-insurance box); the brand and the
 * visitor type of the chart; the experience from the page.
 */
export function leadInputOf(form: LeadForm, experience = ''): LeadInput {
  const { driver1: d1, driver2: d2, driver3: d3 } = form;
  return {
    email: clean(d2.email),
    phone: clean(d2.phone),
    firstName: clean(d1.firstName),
    lastName: clean(d1.lastName),
    state: clean(d3.state).toUpperCase(),
    zip: clean(d3.zip),
    city: clean(d3.city),
    address: clean(d3.address),
    apartment: clean(d3.address2),
    dob: dobToIso(joinDob(d1.dob) ?? '') ?? '',
    licenseType: clean(d3.licenseType),
    licenseId: clean(d3.licenseId),
    gender: codeOf(d3.gender),
    maritalStatus: codeOf(d3.marital),
    currentlyInsured: d3.insured === '' ? null : d3.insured === '0',
    interestedInHomeInsurance: d3.rentersAndHome,
    brand: form.brand,
    userType: form.visitor,
    experience,
  };
}

/** §4 "Lead record state": contact data exists: a valid e-mail and a valid phone (driver2's rules). */
export function hasContactData(input: Pick<LeadInput, 'email' | 'phone'>): boolean {
  return EMAIL_PATTERN.test(clean(input.email)) && isValidPhone(input.phone);
}

/** quote-3.12, quote-7.31: the lead's key: the e-mail (trimmed, lower case), a dash, the epoch milliseconds. */
export function leadKey(email: string, now: number): string {
  return `${clean(email).toLowerCase()}-${Math.trunc(now)}`;
}

/** quote-9.8: the age band of a YYYY-MM-DD date of birth on `now`'s day in America/Chicago; null without one. */
export function leadAgeGroup(dob: string, now: number): LeadRecord['ageGroup'] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  return ageBand(ageOn({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, new Date(now)));
}

/** The record's answer fields (everything but the keys, visit date, status and carriers). */
function answersOf(input: LeadInput, now: number): Omit<LeadRecord, 'key' | 'storeKey' | 'visitDate' | 'quoteStatus' | 'carriers'> {
  const dob = /^\d{4}-\d{2}-\d{2}$/.test(input.dob) ? input.dob : '';
  const state = clean(input.state).toUpperCase();
  const zip = clean(input.zip);
  return {
    email: clean(input.email),
    phone: input.phone.replace(/\D/g, ''),
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    state: /^[A-Z]{2}$/.test(state) ? state : '',
    zip: /^\d{5}$/.test(zip) ? zip : '',
    city: clean(input.city),
    address: clean(input.address),
    apartment: clean(input.apartment),
    dob,
    ageGroup: leadAgeGroup(dob, now),
    licenseType: clean(input.licenseType),
    licenseId: clean(input.licenseId),
    gender: input.gender,
    maritalStatus: input.maritalStatus,
    currentlyInsured: input.currentlyInsured,
    interestedInHomeInsurance: input.interestedInHomeInsurance,
    brand: input.brand,
    userType: input.userType,
    experience: input.experience,
  };
}

/**
 * §4 "Lead record state", quote-3.12: the lead made once contact data exists (status Lead, no
 * carriers, keyed and dated at `now`, addressed in the store by `storeKey`); null while it does not (`hasContactData`).
 */
export function newLead(input: LeadInput, now: number, storeKey: string): LeadRecord | null {
  if (!hasContactData(input)) return null;
  return {
    key: leadKey(input.email, now),
    storeKey,
    ...answersOf(input, now),
    quoteStatus: 'Lead',
    visitDate: agencyDateTime(Math.trunc(now)),
    carriers: [],
  };
}

/**
 * The lead with the visitor's latest answers (a later step, a change of mind), the age group as
 * of `now`; its key, visit date, status and carriers are kept. The phone is kept when the new one
 * is not 10 digits (the record always has one).
 */
export function leadWithAnswers(lead: LeadRecord, input: LeadInput, now: number): LeadRecord {
  const answers = answersOf(input, now);
  return {
    ...lead,
    ...answers,
    email: EMAIL_PATTERN.test(answers.email) ? answers.email : lead.email,
    phone: /^\d{10}$/.test(answers.phone) ? answers.phone : lead.phone,
  };
}

/** quote-3.12, quote-9.3: one entry per carrier, its first quote in the order given, at most 10; amounts to the cent. */
export function leadCarriers(quotes: readonly LeadQuote[]): LeadCarrier[] {
  const seen = new Set<string>();
  const entries: LeadCarrier[] = [];
  for (const q of quotes) {
    if (entries.length === LEAD_CARRIERS_MAX) break;
    if (seen.has(q.companyID)) continue;
    seen.add(q.companyID);
    entries.push({
      companyID: q.companyID,
      name: q.companyName,
      rateQuoteId: q.rateQuoteId,
      payPlanPaymentAmount: givenCents(q.payPlanPaymentAmount),
      payPlanDownPayment: givenCents(q.payPlanDownPayment),
      totalPremium: givenCents(q.totalPremium),
    });
  }
  return entries;
}

/** §4 "Lead record state": the quotes came: status Quoted with the carriers shown (in that order); none is `unquotedLead`. */
export function quotedLead(lead: LeadRecord, shown: readonly LeadQuote[]): LeadRecord {
  const carriers = leadCarriers(shown);
  if (carriers.length === 0) return unquotedLead(lead);
  return { ...lead, quoteStatus: 'Quoted', carriers };
}

/** §4 "Lead record state": no quote (none, a failure, the window passed): the lead stays Lead, without carriers. */
export function unquotedLead(lead: LeadRecord): LeadRecord {
  return { ...lead, quoteStatus: 'Lead', carriers: [] };
}
