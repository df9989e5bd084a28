/**
 * The quote form's lead record (machines/quote/quoteLead.ts): made once contact data exists, keyed by
 * the e-mail and the epoch, dated in America/Chicago, with the age band and at most 10 carriers.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { LEAD_RECORD_MAX_CARRIERS, leadRecordSchema } from '../../services/leadStore';
import type { RateQuote } from '../../services/quotes';
import { agencyDateTime } from '../../src/rules/dates';
import type { Driver1Values, Driver2Values, Driver3Values } from './types';
import { LEAD_CARRIERS_MAX } from './quote.rules';
import {
  hasContactData,
  leadAgeGroup,
  leadCarriers,
  leadInputOf,
  leadKey,
  leadWithAnswers,
  newLead,
  quotedLead,
  unquotedLead,
  type LeadForm,
  type LeadInput,
  type LeadRecord,
} from './quoteLead';

const driver1: Driver1Values = { firstName: ' Rosa ', lastName: 'Delgado', dob: { month: '4', day: '12', year: '1985' }, licenseMode: 'dl', license: 'TX1234567' };
const driver2: Driver2Values = { email: ' Rosa.Delgado@Example.com ', phone: '512-555-0100', consent: true };
const driver3: Driver3Values = {
  address: '1200 Congress Ave',
  address2: 'Apt 4B',
  city: 'Austin',
  state: 'tx',
  zip: '78701',
  gender: '1',
  marital: '0',
  insured: '0',
  licenseType: '6',
  licenseId: '',
  rentersAndHome: true,
};
const form: LeadForm = { driver1, driver2, driver3, brand: 'bluebonnet', visitor: 'affiliate' };

/** 2025-03-10 10:00 in Chicago (CDT, -05:00: daylight saving began on 9 March). */
const NOW = Date.parse('2025-03-10T15:00:00.000Z');
const STORE_KEY = '0f6b2c1e-9a4d-4c3b-8e2f-5d7a1b3c9e40';

function lead(input: LeadInput = leadInputOf(form, 'new-cards'), now = NOW): LeadRecord {
  const made = newLead(input, now, STORE_KEY);
  if (!made) throw new Error('expected a lead');
  return made;
}

function rate(companyID: string, plan: Partial<RateQuote> = {}): RateQuote {
  return {
    rateQuoteId: `RQ-${companyID}-6`,
    companyID,
    companyName: `Carrier ${companyID}`,
    logoUrl: null,
    carrierType: null,
    term: 6,
    totalPremium: 900,
    payPlanDownPayment: 150,
    payPlanPaymentAmount: 125,
    payPlanNumOfPayments: 6,
    payPlanDescription: 'Monthly EFT',
    payPlanPercentDown: null,
    quoteNumber: `Q-${companyID}`,
    showBuyButton: true,
    openNewWindow: false,
    effectiveDate: '2026-12-01',
    bolType: null,
    ...plan,
  };
}

describe('the lead input from the quote form', () => {
  it('[quote-3.12] takes each field from its step: names and date of birth (driver1), e-mail and phone (driver2), the address and codes (driver3)', () => {
    expect(leadInputOf(form, 'new-cards')).toEqual({
      email: 'Rosa.Delgado@Example.com',
      phone: '512-555-0100',
      firstName: 'Rosa',
      lastName: 'Delgado',
      state: 'TX',
      zip: '78701',
      city: 'Austin',
      address: '1200 Congress Ave',
      apartment: 'Apt 4B',
      dob: '1985-04-12',
      licenseType: '6',
      licenseId: '',
      gender: 1,
      maritalStatus: 0,
      currentlyInsured: true,
      interestedInHomeInsurance: true,
      brand: 'bluebonnet',
      userType: 'affiliate',
      experience: 'new-cards',
    });
  });

  it.each([
    ['', '', '', null, null, null],
    ['0', '1', '1', 0, 1, false],
    ['1', '0', '0', 1, 0, true],
  ] as const)('[quote-3.12] gender %j, marital %j, insured %j are %j, %j, insured now %j (unanswered is null)', (gender, marital, insured, g, m, i) => {
    const input = leadInputOf({ ...form, driver3: { ...driver3, gender, marital, insured } });
    expect([input.gender, input.maritalStatus, input.currentlyInsured]).toEqual([g, m, i]);
  });

  it('[quote-3.12] a date of birth that is not a whole real date is empty, and the experience defaults to none', () => {
    const input = leadInputOf({ ...form, driver1: { ...driver1, dob: { month: '02', day: '30', year: '1990' } } });
    expect(input.dob).toBe('');
    expect(input.experience).toBe('');
  });
});

describe('a new lead', () => {
  it('[quote-3.12] [quote-7.31] is a Lead keyed <e-mail in lower case>-<epoch ms>, with every answer, no carriers, and parses with the store contract', () => {
    const made = lead();
    expect(made).toEqual({
      key: `rosa.delgado@example.com-${NOW}`,
      storeKey: STORE_KEY,
      email: 'Rosa.Delgado@Example.com',
      phone: '5125550100',
      firstName: 'Rosa',
      lastName: 'Delgado',
      state: 'TX',
      zip: '78701',
      city: 'Austin',
      address: '1200 Congress Ave',
      apartment: 'Apt 4B',
      dob: '1985-04-12',
      ageGroup: '35-44',
      licenseType: '6',
      licenseId: '',
      gender: 1,
      maritalStatus: 0,
      currentlyInsured: true,
      interestedInHomeInsurance: true,
      brand: 'bluebonnet',
      userType: 'affiliate',
      experience: 'new-cards',
      quoteStatus: 'Lead',
      visitDate: '2025-03-10T10:00:00.000-05:00',
      carriers: [],
    });
    expect(leadRecordSchema.safeParse(made).success).toBe(true);
  });

  it.each([
    ['rosa@example.com', '512-555-0100', true],
    ['rosa@example.com', '5125550100', true],
    ['', '512-555-0100', false],
    ['rosa@example', '512-555-0100', false],
    ['rosa example.com', '512-555-0100', false],
    ['rosa@example.com', '', false],
    ['rosa@example.com', '512-555-010', false],
  ])('[quote-3.12] contact data with e-mail %j and phone %j exists: %s', (email, phone, exists) => {
    expect(hasContactData({ email, phone })).toBe(exists);
    const input = { ...leadInputOf(form), email, phone };
    expect(newLead(input, NOW, STORE_KEY) === null).toBe(!exists);
  });

  it('[quote-3.12] contact data alone makes a lead: the later steps are empty until answered', () => {
    const made = lead(leadInputOf({ ...form, driver1: { ...driver1, firstName: '', lastName: '', dob: { month: '', day: '', year: '' } }, driver3: { ...driver3, state: '', zip: '', city: '', address: '', address2: '', gender: '', marital: '', insured: '' } }));
    expect(made).toMatchObject({ firstName: '', state: '', zip: '', dob: '', ageGroup: null, gender: null, maritalStatus: null, currentlyInsured: null, quoteStatus: 'Lead' });
    expect(leadRecordSchema.safeParse(made).success).toBe(true);
  });

  it('[quote-7.31] the key takes the whole epoch milliseconds and the e-mail without surrounding spaces', () => {
    expect(leadKey('  Ana@Example.COM ', 1741618800123.9)).toBe('ana@example.com-1741618800123');
  });
});

describe('the visit date (US Central time)', () => {
  it.each([
    ['2025-01-15T18:30:05.042Z', '2025-01-15T12:30:05.042-06:00'],
    ['2025-07-04T04:59:59.999Z', '2025-07-03T23:59:59.999-05:00'],
    ['2025-03-09T07:59:59.000Z', '2025-03-09T01:59:59.000-06:00'],
    ['2025-03-09T08:00:00.000Z', '2025-03-09T03:00:00.000-05:00'],
    ['2025-11-02T06:30:00.000Z', '2025-11-02T01:30:00.000-05:00'],
    ['2025-11-02T07:30:00.000Z', '2025-11-02T01:30:00.000-06:00'],
    ['2025-12-31T23:00:00.000Z', '2025-12-31T17:00:00.000-06:00'],
  ])('[quote-9.5] %s is %s in America/Chicago, as luxon writes it', (utc, central) => {
    const at = Date.parse(utc);
    expect(agencyDateTime(at)).toBe(central);
    expect(agencyDateTime(at)).toBe(DateTime.fromMillis(at, { zone: 'America/Chicago' }).toISO());
    expect(lead(leadInputOf(form), at).visitDate).toBe(central);
  });
});

describe('the age group', () => {
  it.each([
    ['2000-03-10', '2025-03-10T04:59:00.000Z', '18-24'],
    ['2000-03-10', '2025-03-10T05:00:00.000Z', '25-34'],
    ['1990-06-01', '2025-03-10T15:00:00.000Z', '25-34'],
    ['1985-04-12', '2025-03-10T15:00:00.000Z', '35-44'],
    ['1975-01-01', '2025-03-10T15:00:00.000Z', '45-54'],
    ['1965-01-01', '2025-03-10T15:00:00.000Z', '55-64'],
    ['1960-03-10', '2025-03-10T15:00:00.000Z', '>65'],
    ['2008-01-01', '2025-03-10T15:00:00.000Z', '18-24'],
    ['', '2025-03-10T15:00:00.000Z', null],
  ])('[quote-9.8] born %j, at %s (the day in Chicago counts): %j', (dob, at, band) => {
    expect(leadAgeGroup(dob, Date.parse(at))).toBe(band);
    expect(lead({ ...leadInputOf(form), dob }, Date.parse(at)).ageGroup).toBe(band);
  });
});

describe('quoted or not', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => rate(`C${String(i + 1).padStart(2, '0')}`));

  it('[quote-3.12] [quote-9.3] quoted: status Quoted with the first 10 carriers in the order shown and their amounts', () => {
    const quoted = quotedLead(lead(), twelve);
    expect(quoted.quoteStatus).toBe('Quoted');
    expect(quoted.carriers).toHaveLength(10);
    expect(quoted.carriers.map((c) => c.companyID)).toEqual(twelve.slice(0, 10).map((q) => q.companyID));
    expect(quoted.carriers[0]).toEqual({
      companyID: 'C01',
      name: 'Carrier C01',
      rateQuoteId: 'RQ-C01-6',
      payPlanPaymentAmount: 125,
      payPlanDownPayment: 150,
      totalPremium: 900,
    });
    expect(leadRecordSchema.safeParse(quoted).success).toBe(true);
    expect(LEAD_RECORD_MAX_CARRIERS).toBe(LEAD_CARRIERS_MAX);
  });

  it('[quote-3.12] one entry per carrier (its first quote shown), in the order given, not sorted again', () => {
    const shown = [rate('PCX', { totalPremium: 1200 }), rate('LSM', { rateQuoteId: 'RQ-LSM-6a' }), rate('LSM', { rateQuoteId: 'RQ-LSM-6b' }), rate('GCA', { totalPremium: 300 })];
    expect(leadCarriers(shown).map((c) => [c.companyID, c.rateQuoteId])).toEqual([
      ['PCX', 'RQ-PCX-6'],
      ['LSM', 'RQ-LSM-6a'],
      ['GCA', 'RQ-GCA-6'],
    ]);
  });

  it('[quote-9.5] the amounts are kept to the cent', () => {
    const [entry] = leadCarriers([rate('LSM', { totalPremium: 912.3456, payPlanDownPayment: 152.004, payPlanPaymentAmount: 126.675 })]);
    expect(entry).toMatchObject({ totalPremium: 912.35, payPlanDownPayment: 152, payPlanPaymentAmount: 126.68 });
  });

  it('[quote-3.12] no quotes: the lead stays Lead, without carriers (also after an earlier quote)', () => {
    const made = lead();
    expect(unquotedLead(made)).toEqual(made);
    expect(quotedLead(made, [])).toEqual(made);
    const quoted = quotedLead(made, twelve);
    expect(unquotedLead(quoted)).toEqual({ ...quoted, quoteStatus: 'Lead', carriers: [] });
  });

  it('[quote-7.31] the key and the visit date stay the same through new answers, quoted and unquoted, even when the e-mail changes', () => {
    const made = lead();
    const later = NOW + 3_600_000;
    const changed = leadWithAnswers(made, { ...leadInputOf(form), email: 'rosa.new@example.com', firstName: 'Rosie' }, later);
    expect(changed).toMatchObject({ key: made.key, visitDate: made.visitDate, email: 'rosa.new@example.com', firstName: 'Rosie', quoteStatus: 'Lead' });
    const quoted = quotedLead(changed, twelve);
    const none = unquotedLead(quoted);
    expect([quoted.key, none.key]).toEqual([made.key, made.key]);
    expect([quoted.visitDate, none.visitDate]).toEqual([made.visitDate, made.visitDate]);
  });

  it('[quote-3.12] new answers keep the status and carriers, and never blank the contact data the lead was made with', () => {
    const quoted = quotedLead(lead(), twelve);
    const changed = leadWithAnswers(quoted, { ...leadInputOf(form), email: '', phone: '512-55' }, NOW);
    expect(changed).toMatchObject({ email: 'Rosa.Delgado@Example.com', phone: '5125550100', quoteStatus: 'Quoted' });
    expect(changed.carriers).toEqual(quoted.carriers);
  });
});
