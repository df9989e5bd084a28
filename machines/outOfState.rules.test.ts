/** The out-of-state page's pure rules against site-2.26, site-3.10 and site-5.4. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATES } from '../src/config/outOfState';
import { findStateLink, isEmail, resolveState, stateParam, type StateLink } from './outOfState.rules';

describe('stateParam', () => {
  it.each([
    ['CA', null, 'CA'],
    [' ca ', 'TX', 'ca'],
    [null, 'TX', 'TX'],
    ['', 'TX', 'TX'],
    ['undefined', 'TX', 'TX'],
    ['   ', null, null],
    [null, null, null],
    [null, 'undefined', null],
  ])('[site-2.26] query %j, stored %j: %j', (query, stored, expected) => {
    expect(stateParam(query, stored)).toBe(expected);
  });
});

describe('resolveState', () => {
  it.each([
    ['CA', { code: 'CA', name: 'California' }],
    ['ca', { code: 'CA', name: 'California' }],
    ['california', { code: 'CA', name: 'California' }],
    [' Florida ', { code: 'FL', name: 'Florida' }],
    ['NY', { code: 'NY', name: null }],
    ['New York', null],
    ['C4', null],
    [null, null],
  ])('[site-3.10] %j is %j', (param, expected) => {
    expect(resolveState(param === null ? null : param.trim(), DEFAULT_STATES)).toEqual(expected);
  });
});

describe('findStateLink', () => {
  const links: StateLink[] = [
    { stateName: 'California', stateLink: '/quote-ca/' },
    { stateName: 'nv', stateLink: 'https://partner.example/nv' },
  ];
  it.each([
    [{ code: 'CA', name: 'California' }, '/quote-ca/'],
    [{ code: 'CA', name: 'california' }, '/quote-ca/'],
    [{ code: 'NV', name: 'Nevada' }, 'https://partner.example/nv'],
    [{ code: 'NV', name: null }, 'https://partner.example/nv'],
    [{ code: 'FL', name: 'Florida' }, null],
    [null, null],
  ])('[site-2.26 site-3.10] %j: %j', (state, expected) => {
    expect(findStateLink(state, links)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each([
    ['maria.garcia@example.com', true],
    [' maria.garcia@example.com ', true],
    ['maria.garcia@example', false],
    ['maria garcia@example.com', false],
    ['@example.com', false],
    ['', false],
  ])('[site-5.4] %j: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});
