/**
 * The visitor of the quote form and its prefill (machines/quote/quoteVisitor.ts): the address's
 * parameters, the visitor type, the affiliate lead's fields one by one (blanks, odd types, the
 * phone), and the repeat customer's answer. The affiliate's opening (the lead's call, its ZIP,
 * the landing) is affiliateOpening.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { COMPLETE_LEAD_DATA, COMPLETE_LEAD_VALUES } from '../../fixtures/data/leads';
import { REPEAT_CUSTOMERS } from '../../fixtures/data/drivers';
import { repeatCustomerSchema, type RepeatCustomer } from '../../services/search';
import type { AffiliateData } from '../../services/lead';
import {
  affiliateErrorEvents,
  affiliatePrefill,
  readDob,
  readGender,
  readMarital,
  readPhone,
  readVisitorParams,
  repeatPrefill,
  visitorKind,
  type VisitorParams,
} from './quoteVisitor';

const url = (query: string) => new URL(`https://agency.example/quote/${query}`);

describe('readVisitorParams: the address of quote §2', () => {
  it('[quote-6.3] reads every parameter by its name, trimmed', () => {
    const p = readVisitorParams(
      url('?code=Q-1&transactionId=T-9&customerid=%20LEAD-1%20&infoComplete=true&utm_source=qs&utm_medium=affiliate&utm_campaign=spring&gclid=G-7'),
    );
    expect(p).toEqual({
      code: 'Q-1',
      transactionId: 'T-9',
      customerId: 'LEAD-1',
      infoComplete: 'true',
      utmSource: 'qs',
      utmMedium: 'affiliate',
      utmCampaign: 'spring',
      gclid: 'G-7',
      affiliate: { leadId: 'LEAD-1', source: 'qs' },
    });
  });

  it('[quote-6.3] an affiliate is a lead id (customerid) with the source qs or eq in utm_source, in any case', () => {
    expect(readVisitorParams(url('?customerid=L-2&utm_source=EQ')).affiliate).toEqual({ leadId: 'L-2', source: 'eq' });
    expect(readVisitorParams(url('?customerid=L-2&utm_source=google')).affiliate).toBeNull();
    expect(readVisitorParams(url('?customerid=L-2')).affiliate).toBeNull();
    expect(readVisitorParams(url('?utm_source=qs')).affiliate).toBeNull();
  });

  it('ignores blanks, keeps the first usable value, matches names in any case', () => {
    const p = readVisitorParams(url('?code=%20%20&CustomerId=&customerid=L-3&CUSTOMERID=L-4&utm_source=%E2%80%8Bqs'));
    expect(p.code).toBeNull();
    expect(p.customerId).toBe('L-3');
    expect(p.utmSource).toBe('qs');
    expect(p.affiliate).toEqual({ leadId: 'L-3', source: 'qs' });
  });

  it('never throws on odd input: none, broken escapes, control characters, very long values, a hash', () => {
    const none = readVisitorParams(url(''));
    expect(Object.values(none).every((v) => v === null)).toBe(true);
    expect(readVisitorParams(url('?code=%E0%A4%A&gclid=%00%01')).gclid).toBeNull();
    expect(readVisitorParams(url('?code=%E0%A4%A')).code).not.toBeNull();
    expect(readVisitorParams(url(`?customerid=${'x'.repeat(201)}&utm_source=qs`)).affiliate).toBeNull();
    expect(readVisitorParams(url(`?customerid=${'x'.repeat(200)}&utm_source=qs`)).affiliate?.leadId).toHaveLength(200);
    expect(readVisitorParams(url('?code=a%0Ab#driver2')).code).toBe('ab');
  });
});

describe('visitorKind (quote-6.3, quote §1)', () => {
  const params = (query: string): VisitorParams => readVisitorParams(url(query));

  it.each([
    ['nothing, no saved visit', '', false, 'new'],
    ['a saved visit', '', true, 'revisit'],
    ['a saved visit, but a code', '?code=Q-1', true, 'new'],
    ['a saved visit, but a customerid', '?customerid=C-1', true, 'new'],
    ['a lead id with source qs', '?customerid=L-1&utm_source=qs', false, 'affiliate'],
    ['a lead id with source eq and a saved visit', '?customerid=L-1&utm_source=eq', true, 'affiliate'],
    ['a customerid with another source', '?customerid=L-1&utm_source=mail', false, 'new'],
    ['transactionId only (unused)', '?transactionId=T-1', true, 'revisit'],
  ] as const)('[quote-6.3] %s: %s', (_label, query, saved, kind) => {
    expect(visitorKind(params(query), saved)).toBe(kind);
  });
});

describe('reading single lead values', () => {
  it('dob: YYYY-MM-DD (time ignored), MM-DD-YYYY, MM/DD/YYYY; real dates from 1920 only', () => {
    expect(readDob('1990-03-22')).toEqual({ month: '03', day: '22', year: '1990' });
    expect(readDob('1990-3-2T00:00:00')).toEqual({ month: '03', day: '02', year: '1990' });
    expect(readDob('03-22-1990')).toEqual({ month: '03', day: '22', year: '1990' });
    expect(readDob(' 3/22/1990 ')).toEqual({ month: '03', day: '22', year: '1990' });
    for (const bad of ['1990-02-30', '1919-12-31', '22/03/1990', '1990', '', 'undefined', 19900322, true, null, undefined]) expect(readDob(bad)).toBeNull();
    expect(readDob('2000-02-29')).not.toBeNull();
  });

  it('[quote-5.2] phone: shown as 999-999-9999 from digits, punctuation, +1 or a number; else nothing', () => {
    expect(readPhone('9155550148')).toBe('915-555-0148');
    expect(readPhone('(915) 555-0148')).toBe('915-555-0148');
    expect(readPhone('+1 915.555.0148')).toBe('915-555-0148');
    expect(readPhone('19155550148')).toBe('915-555-0148');
    expect(readPhone(9155550148)).toBe('915-555-0148');
    for (const bad of ['555-0148', '91555501489', '29155550148', '915555014x', 'call me', '', null, true, -9155550148, 9155550148.5]) expect(readPhone(bad)).toBeNull();
  });

  it('[quote-9.7] gender female 1, male 0; marital single 1, married 0; words in any case or the codes', () => {
    expect([readGender('female'), readGender('F'), readGender(1), readGender('1')]).toEqual(['1', '1', '1', '1']);
    expect([readGender('Male'), readGender('m'), readGender(0), readGender('0')]).toEqual(['0', '0', '0', '0']);
    expect([readGender('other'), readGender(2), readGender(true), readGender(null)]).toEqual([null, null, null, null]);
    expect([readMarital('single'), readMarital('SINGLE'), readMarital(1)]).toEqual(['1', '1', '1']);
    expect([readMarital('married'), readMarital(0), readMarital('0')]).toEqual(['0', '0', '0']);
    expect(readMarital('divorced')).toBeNull();
  });
});

/** The sandbox's complete lead (fixtures/data/leads.ts, LEAD-100-COMPLETE). */
const complete: AffiliateData = { ...COMPLETE_LEAD_DATA };

/** The same lead without the driver's insurance now. */
const { currentlyInsured: _unknownInsurance, ...withoutInsurance } = complete;

describe('affiliatePrefill: the lead data as the form values', () => {
  it('[quote-6.3] maps every field of a complete lead; no problem; it lands on the vehicles', () => {
    const p = affiliatePrefill(complete);
    expect(p.values).toEqual(COMPLETE_LEAD_VALUES);
    expect(p).toMatchObject({ missing: [], problems: [], events: [], landing: 'vehiclesummary', consentSection: false });
  });

  it('[quote-6.3] without the driver\'s insurance now, it lands on driver3 (where it is asked), reporting nothing', () => {
    const p = affiliatePrefill(withoutInsurance);
    expect(p.values.driver3.insured).toBe('');
    expect(p).toMatchObject({ missing: [], problems: [], landing: 'driver3', consentSection: false });
  });

  it('[quote-6.3] [quote-2.12] with currentlyInsured it lands on the vehicles; without consent, the consent section is shown', () => {
    const insured = affiliatePrefill({ ...complete, currentlyInsured: true });
    expect(insured.values.driver3.insured).toBe('0');
    expect(insured).toMatchObject({ landing: 'vehiclesummary', consentSection: false });
    const noConsent = affiliatePrefill({ ...complete, currentlyInsured: 'no', consent: false });
    expect(noConsent.values.driver3.insured).toBe('1');
    expect(noConsent.values.driver2.consent).toBe(false);
    expect(noConsent).toMatchObject({ landing: 'vehiclesummary', consentSection: true, problems: [] });
  });

  it('[quote-2.12] no consent on a lead that lands on driver1 or driver2 asks it there, not in the consent section', () => {
    expect(affiliatePrefill({ ...complete, consent: false, email: '' })).toMatchObject({ landing: 'driver2', consentSection: false });
    expect(affiliatePrefill({ ...complete, consent: false, firstName: '' })).toMatchObject({ landing: 'driver1', consentSection: false });
    expect(affiliatePrefill({ ...withoutInsurance, consent: false })).toMatchObject({ landing: 'driver3', consentSection: true });
  });

  it.each([
    ['true', true],
    ['"yes"', 'YES'],
    ['1', 1],
    ['"1"', '1'],
  ] as const)('consent %s is given', (_l, consent) => {
    expect(affiliatePrefill({ ...complete, consent }).values.driver2.consent).toBe(true);
  });

  it.each([
    ['false', false],
    ['"no"', 'no'],
    ['0', 0],
    ['null', null],
    ['"maybe"', 'maybe'],
  ] as const)('consent %s is not given', (_l, consent) => {
    expect(affiliatePrefill({ ...complete, consent }).values.driver2.consent).toBe(false);
  });

  it.each([
    ['firstName', 'driver1'],
    ['lastName', 'driver1'],
    ['dob', 'driver1'],
    ['email', 'driver2'],
    ['phone', 'driver2'],
    ['address', 'driver3'],
    ['city', 'driver3'],
    ['state', 'driver3'],
    ['zip', 'driver3'],
    ['gender', 'driver3'],
    ['maritalStatus', 'driver3'],
  ] as const)('[quote-5.16] [quote-4.11] [quote-8.7] a lead without %s reports "{field} is empty" and lands on %s', (field, step) => {
    for (const blank of [undefined, null, '', '   ', 'undefined']) {
      const data: Record<string, string | number | boolean | null> = { ...complete, currentlyInsured: true };
      if (blank === undefined) delete data[field];
      else data[field] = blank;
      const p = affiliatePrefill(data);
      expect(p.missing).toEqual([field]);
      expect(p.problems).toEqual([`${field} is empty`]);
      expect(p.landing).toBe(step);
      expect(p.events).toEqual([{ event: 'quote_error', type: 'Affiliate Error', code: 400, message: `${field} is empty` }]);
    }
  });

  it('[quote-5.16] a value of the wrong kind or form is not prefilled and counts as empty', () => {
    const p = affiliatePrefill({
      ...complete,
      currentlyInsured: true,
      firstName: 42,
      lastName: 'V',
      dob: '1990-02-30',
      email: 'marisol@',
      phone: '555-0148',
      address: '17',
      city: false,
      state: 'Texas',
      zip: '7991',
      gender: 'x',
      maritalStatus: 3,
    });
    expect(p.missing).toEqual(['firstName', 'lastName', 'dob', 'email', 'phone', 'address', 'city', 'state', 'zip', 'gender', 'maritalStatus']);
    expect(p.landing).toBe('driver1');
    expect(p.values.driver1).toEqual({ firstName: '', lastName: '', dob: { month: '', day: '', year: '' }, licenseMode: 'nondl', license: '' });
    expect(p.values.driver2).toEqual({ email: '', phone: '', consent: true });
    expect(p.values.driver3).toMatchObject({ address: '', city: '', state: '', zip: '', gender: '', marital: '' });
  });

  it('reads loose forms: spaces, lower-case state, ZIP+4, a ZIP as a number, the phone as a number, address2', () => {
    const p = affiliatePrefill({
      ...complete,
      firstName: '  Marisol ',
      state: 'tx',
      zip: '79912-1234',
      phone: 19155550148,
      address2: ' Apt 4 ',
      email: ' marisol.vega@example.com ',
    });
    expect(p.values.driver1.firstName).toBe('Marisol');
    expect(p.values.driver3).toMatchObject({ state: 'TX', zip: '79912', address2: 'Apt 4' });
    expect(p.values.driver2).toMatchObject({ email: 'marisol.vega@example.com', phone: '915-555-0148' });
    expect(affiliatePrefill({ ...complete, zip: 2134 }).values.driver3.zip).toBe('02134');
    expect(affiliatePrefill({ ...complete, zip: 123456 }).missing).toEqual(['zip']);
  });

  it('[quote-4.11] several missing fields: each reported, landing on the first step that asks for one', () => {
    const p = affiliatePrefill({ ...complete, city: '', phone: null, email: '' });
    expect(p.missing).toEqual(['email', 'phone', 'city']);
    expect(p.problems).toEqual(['email is empty', 'phone is empty', 'city is empty']);
    expect(p.landing).toBe('driver2');
    expect(p.values.driver3.address).toBe('1730 Desert Willow Rd');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['{}', {}],
    ['only blanks', { firstName: '', email: ' ', phone: null, zip: 'undefined' }],
  ] as const)('[quote-8.7] [quote-4.11] data %s is "Affiliate data is empty" and lands on driver1', (_l, data) => {
    const p = affiliatePrefill(data);
    expect(p.problems).toEqual(['Affiliate data is empty']);
    expect(p.events).toEqual([{ event: 'quote_error', type: 'Affiliate Error', code: 400, message: 'Affiliate data is empty' }]);
    expect(p.landing).toBe('driver1');
    expect(p.consentSection).toBe(false);
    expect(p.missing).toHaveLength(11);
  });

  it('[quote-8.7] the tracking events carry the message only (field names, never a value)', () => {
    expect(affiliateErrorEvents(['zip is empty'])).toEqual([{ event: 'quote_error', type: 'Affiliate Error', code: 400, message: 'zip is empty' }]);
    expect(affiliateErrorEvents([])).toEqual([]);
  });
});

/** Rosa Delgado (fixtures/data/drivers.ts) as the client reads her. */
const rosa: RepeatCustomer = repeatCustomerSchema.parse(REPEAT_CUSTOMERS[0]);

describe('repeatPrefill: the repeat-customer answer as the form values', () => {
  it('[quote-3.14] [quote-6.3] maps the customer and the primary driver; consent is asked again (driver2)', () => {
    const p = repeatPrefill(rosa);
    expect(p.values).toEqual({
      driver1: { firstName: 'Rosa', lastName: 'Delgado', dob: { month: '06', day: '14', year: '1988' }, licenseMode: 'dl', license: '24681357' },
      driver2: { email: 'rosa.delgado@example.com', phone: '214-555-0163', consent: false },
      driver3: {
        address: '4812 Maple Ridge Dr',
        address2: '',
        city: 'Dallas',
        state: 'TX',
        zip: '75204',
        gender: '1',
        marital: '0',
        insured: '0',
        licenseType: '6',
        licenseId: '',
        rentersAndHome: false,
      },
    });
    expect(p.vehicles).toEqual([
      { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150', mileage: 10000, isExistingVehicle: true },
      { vin: '2HGFC2F58HH264186', year: 2017, maker: 'Honda', model: 'Civic', mileage: 10000, isExistingVehicle: true },
    ]);
    expect(p).toMatchObject({ term: 6, missing: [], landing: 'driver2' });
  });

  it('[quote-3.14] takes the address from the primary driver when the customer has none; lists and lands on what is missing', () => {
    const p = repeatPrefill({ ...rosa, address: null, city: null, state: null, zipCode: null, email: null, phoneNumber: '555' });
    expect(p.values.driver3).toMatchObject({ address: '4812 Maple Ridge Dr', city: 'Dallas', state: 'TX', zip: '75204' });
    expect(p.missing).toEqual(['email', 'phoneNumber']);
    expect(p.landing).toBe('driver2');
    const noDrivers = repeatPrefill({ ...rosa, drivers: [], address: null, name: 'R' });
    expect(noDrivers.values.driver1).toMatchObject({ firstName: '', licenseMode: 'nondl', license: '' });
    expect(noDrivers.values.driver3).toMatchObject({ address: '', gender: '', marital: '', insured: '' });
    expect(noDrivers.missing).toEqual(['name', 'address']);
    expect(noDrivers.landing).toBe('driver1');
  });

  it('[quote-3.14] keeps each vehicle once, and a customer without a term has none', () => {
    const car = rosa.vehicles[0];
    if (!car) throw new Error('Rosa has vehicles');
    const p = repeatPrefill({ ...rosa, vehicles: [car, car], term: null });
    expect(p.vehicles).toHaveLength(1);
    expect(p.term).toBeNull();
  });
});
