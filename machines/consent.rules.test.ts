/** The consent form's pure rules against portal-2.6, portal-5.3 and portal-8.1. */
import { describe, expect, it } from 'vitest';
import { allConsentsGiven, consentIdOf, customerName, isUnknownConsent, tickedOf } from './consent.rules';

describe('consentIdOf', () => {
  it.each([
    ['CONSENT-PENDING-1001', 'CONSENT-PENDING-1001'],
    [' CONSENT-PENDING-1001 ', 'CONSENT-PENDING-1001'],
    ['', null],
    ['  ', null],
    ['undefined', null],
    [null, null],
  ])('[portal-2.6] id %j is %j', (param, expected) => {
    expect(consentIdOf(param)).toBe(expected);
  });
});

describe('allConsentsGiven', () => {
  it.each([
    [['privacy', 'marketing'], ['privacy', 'marketing'], true],
    [['privacy', 'marketing'], ['marketing', 'privacy'], true],
    [['privacy', 'marketing'], ['privacy'], false],
    [['privacy', 'marketing'], ['privacy', 'other'], false],
    [['privacy', 'marketing'], [], false],
    [[], [], false],
  ])('[portal-5.3 portal-4.16] consents %j, ticked %j: %s', (ids, ticked, expected) => {
    expect(allConsentsGiven(ids, ticked)).toBe(expected);
  });

  it('[portal-5.3] the ticked ids of the form values', () => {
    expect(tickedOf({ privacy: true, marketing: false, terms: true })).toEqual(['privacy', 'terms']);
  });
});

describe('isUnknownConsent', () => {
  it.each([
    [{ kind: 'http', status: 404 }, true],
    [{ kind: 'http', status: 500 }, false],
    [{ kind: 'timeout', status: null }, false],
    [new Error('x'), false],
    [null, false],
  ])('[portal-8.1] %j: %s', (error, expected) => {
    expect(isUnknownConsent(error)).toBe(expected);
  });
});

describe('customerName', () => {
  it.each([
    [{ first_name: 'Maria', last_name: 'Garcia' }, 'Maria Garcia'],
    [{ first_name: ' Maria ', last_name: null }, 'Maria'],
    [{ first_name: 'undefined', last_name: 'Garcia' }, 'Garcia'],
    [{ first_name: null, last_name: ' ' }, ''],
    [null, ''],
  ])('[portal-3.6] %j: %j', (customer, expected) => {
    expect(customerName(customer)).toBe(expected);
  });
});
