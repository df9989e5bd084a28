/** The create-customer rules, table by table (portal-4.18, portal-5.2, portal-7.14, portal-8.2, quote-3.13). */
import { describe, expect, it } from 'vitest';
import { ApiError, MAX_SERVER_TEXT } from '../services/http';
import { NO_ATTRIBUTION } from '../src/rules/attribution';
import {
  dobOf,
  EMPTY_CREATE_CUSTOMER_VALUES,
  isNewZip,
  padDatePart,
  serverMessageOf,
  signUpIdentity,
  toCreateCustomerRequest,
  zipFill,
  type CreateCustomerFormValues,
} from './createCustomer.rules';

const values: CreateCustomerFormValues = {
  firstName: ' Ana ',
  lastName: 'López-Ortiz\u200B',
  email: ' ana@example.com ',
  phone: '512-555-0123',
  dob: { month: '4', day: '7', year: '1990' },
  zip: '78701',
  city: ' Austin ',
  state: 'tx',
};

describe('[portal-5.2] month and day are padded to two digits before submit', () => {
  it.each([
    ['4', '04'],
    ['04', '04'],
    ['12', '12'],
    [' 7 ', '07'],
    ['', ''],
  ])('[portal-5.2] part %j is sent as %j', (part, sent) => {
    expect(padDatePart(part)).toBe(sent);
  });

  it.each([
    [{ month: '4', day: '7', year: '1990' }, '1990-04-07'],
    [{ month: '12', day: '31', year: '1985' }, '1985-12-31'],
    [{ month: '01', day: '9', year: '2000' }, '2000-01-09'],
  ])('[portal-5.2] the date of birth %j is sent as %s', (dob, sent) => {
    expect(dobOf(dob)).toBe(sent);
  });
});

describe('[portal-7.14] the token fetch: email, phone and date of birth', () => {
  it('[portal-7.14 portal-5.2] sends the trimmed email, the 10 digits of the 999-999-9999 phone and the padded date, with the state', () => {
    expect(signUpIdentity(values)).toEqual({ email: 'ana@example.com', phone: '5125550123', dob: '1990-04-07', state: 'TX' });
  });
});

describe('[portal-7.14 quote-7.2 quote-3.13] the creation payload', () => {
  it('[portal-7.14 quote-7.2 quote-3.13] has firstname, lastname, dob, email, phone, state, city, zipcode, loyaltyEnrollmentStatus true and the attribution', () => {
    const attribution = { ...NO_ATTRIBUTION, utmSource: 'google', gclId: 'G-1', landingPage: '/create-customer/' };
    expect(toCreateCustomerRequest(values, attribution)).toEqual({
      firstname: 'Ana',
      lastname: 'López-Ortiz',
      dob: '1990-04-07',
      email: 'ana@example.com',
      phone: '5125550123',
      state: 'TX',
      city: 'Austin',
      zipcode: '78701',
      loyaltyEnrollmentStatus: true,
      ...attribution,
    });
  });

  it('[portal-7.14] never sends the phone as typed', () => {
    expect(toCreateCustomerRequest({ ...EMPTY_CREATE_CUSTOMER_VALUES, phone: '(512) 555-0123' }, NO_ATTRIBUTION).phone).toBe('5125550123');
  });
});

describe('[portal-4.18 portal-7.15] what a ZIP lookup fills in', () => {
  const austin = { zip: '78701', city: 'Austin', state: 'tx' };
  it.each([
    ['an address and a quote', { addresses: [austin], isQuoteAvaliable: true }, { zip: '78701', city: 'AUSTIN', state: 'TX' }],
    ['the first of several addresses', { addresses: [austin, { zip: '78701', city: 'Rollingwood', state: 'TX' }], isQuoteAvaliable: true }, { zip: '78701', city: 'AUSTIN', state: 'TX' }],
    ['an address without a quote', { addresses: [austin], isQuoteAvaliable: false }, null],
    ['no address', { addresses: [], isQuoteAvaliable: true }, null],
    ['a state the form does not offer', { addresses: [{ zip: '00901', city: 'San Juan', state: 'PR' }], isQuoteAvaliable: true }, null],
    ['a blank city', { addresses: [{ zip: '78701', city: ' ', state: 'TX' }], isQuoteAvaliable: true }, null],
  ])('[portal-4.18] %s', (_what, lookup, filled) => {
    expect(zipFill('78701', lookup)).toEqual(filled);
  });

  it.each([
    ['78701', '', true],
    ['78701', '10001', true],
    ['78701', '78701', false],
    ['7870', '', false],
    ['', '', false],
  ])('[portal-4.18] leaving the field with %j after %j looks it up: %s', (zip, last, looks) => {
    expect(isNewZip(zip, last)).toBe(looks);
  });
});

describe('[portal-8.2] the server message of a failed creation', () => {
  const url = '/api/account/createCustomer';
  it.each([
    ['isSuccess false with a message', new ApiError('rejected', url, 200, 'Taken', { isSuccess: false, message: '  Taken already.  ' }), 'Taken already.'],
    ['isSuccess false without a message', new ApiError('rejected', url, 200, 'The API answered isSuccess: false.', { isSuccess: false, message: null }), null],
    ['isSuccess false with a blank message', new ApiError('rejected', url, 200, 'x', { isSuccess: false, message: ' \u200B ' }), null],
    ['an HTTP 500 with a message (a server failure: its words are not for the customer)', new ApiError('http', url, 500, 'Internal', { message: 'Internal' }), null],
    ['an HTTP 409 with a message', new ApiError('http', url, 409, 'Conflict', { message: ' Conflict ' }), 'Conflict'],
    ['an HTTP 400 with a message', new ApiError('http', url, 400, 'x', { message: 'email already registered' }), 'email already registered'],
    ['an HTTP 422 with a message', new ApiError('http', url, 422, 'x', { message: 'The ZIP code is not in that state.' }), 'The ZIP code is not in that state.'],
    ['an HTTP 401 with a message (the page\'s token, not the customer\'s details)', new ApiError('http', url, 401, 'x', { message: 'The token is missing.' }), null],
    ['an HTTP 400 without a message', new ApiError('http', url, 400, 'The API answered 400.', { issues: [] }), null],
    ['an HTTP 400 whose body is not JSON', new ApiError('http', url, 400, 'The API answered 400.', null), null],
    ['an HTTP 400 whose message is not text', new ApiError('http', url, 400, 'The API answered 400.', { message: 42 }), null],
    ['a timeout', new ApiError('timeout', url, null, 'No answer within 20000 ms.'), null],
    ['a broken answer', new ApiError('schema', url, 200, 'The answer did not match its contract', { isSuccess: 'yes' }), null],
    ['not an ApiError', new Error('boom'), null],
  ])('[portal-8.2] %s: %j', (_what, error, message) => {
    expect(serverMessageOf(error)).toBe(message);
  });

  it('[portal-8.2] caps a long message at the page limit, the last character an ellipsis', () => {
    const long = 'x'.repeat(MAX_SERVER_TEXT + 300);
    const shown = serverMessageOf(new ApiError('rejected', url, 200, 'x', { isSuccess: false, message: long }));
    expect(shown).toHaveLength(MAX_SERVER_TEXT);
    expect(shown?.endsWith('…')).toBe(true);
  });

  it('[portal-8.2] keeps markup as the text it is (the page renders it as text)', () => {
    const markup = '<img src=x onerror="alert(1)"> Call us';
    expect(serverMessageOf(new ApiError('rejected', url, 200, markup, { isSuccess: false, message: markup }))).toBe(markup);
  });
});
