/**
 * ZIP rules of the quote-by-ZIP form: site-5.1 (exactly 5 digits, digits-only input of at most
 * 5), site-9.1 (ZIP: 5 digits), site-2.21 (#driver1 and #previousQuotes), site-2.22 (lowercase
 * state suffix after a dash when other-experiences is 'true' and the state is not TX).
 */
import { describe, expect, it } from 'vitest';
import { isValidZip, previousQuotesUrl, quoteTarget, sanitizeZipInput, ZIP_LENGTH } from './zip';

describe('isValidZip', () => {
  it('[site-9.1] a ZIP is 5 digits long', () => {
    expect(ZIP_LENGTH).toBe(5);
  });

  const rows: [string, boolean][] = [
    ['78701', true],
    ['00501', true],
    ['99999', true],
    ['', false],
    ['7870', false],
    ['787012', false],
    ['78701-1234', false],
    ['7870a', false],
    [' 78701', false],
    ['78701 ', false],
    ['7 701', false],
    ['７８７０１', false],
  ];
  it.each(rows)('[site-5.1] [site-9.1] %j is a valid ZIP: %s', (value, valid) => {
    expect(isValidZip(value)).toBe(valid);
  });
});

describe('sanitizeZipInput', () => {
  const rows: [string, string][] = [
    ['78701', '78701'],
    ['', ''],
    ['abc', ''],
    ['787-01', '78701'],
    [' 7 8 7 0 1 ', '78701'],
    ['7870123', '78701'],
    ['78701-1234', '78701'],
    ['TX 75', '75'],
  ];
  it.each(rows)('[site-5.1] typing %j keeps %j (digits only, at most 5)', (typed, kept) => {
    expect(sanitizeZipInput(typed)).toBe(kept);
  });
});

describe('quoteTarget', () => {
  const rows: [string, string, boolean, string][] = [
    // base, state, otherExperiences, target
    ['/quote/', 'CA', false, '/quote/#driver1'],
    ['/quote/', 'TX', false, '/quote/#driver1'],
    ['/quote/', 'CA', true, '/quote-ca/#driver1'],
    ['/quote/', 'ca', true, '/quote-ca/#driver1'],
    ['/quote/', 'FL', true, '/quote-fl/#driver1'],
    ['/quote/', 'TX', true, '/quote/#driver1'],
    ['/quote/', 'tx', true, '/quote/#driver1'],
    ['/es/quote/', 'AZ', true, '/es/quote-az/#driver1'],
    ['/quote', 'CA', true, '/quote-ca#driver1'],
    ['/quote/#previousQuotes', 'TX', false, '/quote/#driver1'],
    ['/quote/#old', 'CA', true, '/quote-ca/#driver1'],
    ['/quote/?src=home', 'CA', false, '/quote/?src=home#driver1'],
    ['/quote/?src=home', 'CA', true, '/quote-ca/?src=home#driver1'],
    ['/quote/?src=home', 'TX', true, '/quote/?src=home#driver1'],
    ['/quote?src=home#x', 'NM', true, '/quote-nm?src=home#driver1'],
    ['https://quotes.example/quote/?a=1#h', 'OK', true, 'https://quotes.example/quote-ok/?a=1#driver1'],
    ['https://quotes.example/q', 'CA', false, 'https://quotes.example/q#driver1'],
  ];
  it.each(rows)('[site-2.21] [site-2.22] %j with state %s and otherExperiences %s goes to %j', (base, state, other, target) => {
    expect(quoteTarget(base, state, other)).toBe(target);
  });
});

describe('previousQuotesUrl', () => {
  const rows: [string, string][] = [
    ['/quote/', '/quote/#previousQuotes'],
    ['/quote/#driver1', '/quote/#previousQuotes'],
    ['/quote/?src=home', '/quote/?src=home#previousQuotes'],
    ['https://quotes.example/es/quote/#x', 'https://quotes.example/es/quote/#previousQuotes'],
  ];
  it.each(rows)('[site-2.21] the previous-quotes link of %j is %j', (base, url) => {
    expect(previousQuotesUrl(base)).toBe(url);
  });
});

describe('the state suffix changes only the path', () => {
  it.each([
    ['https://quotes.example/', 'https://quotes.example/-ca/#driver1'],
    ['https://quotes.example', 'https://quotes.example/-ca/#driver1'],
    ['https://quotes.example/quote/?src=home', 'https://quotes.example/quote-ca/?src=home#driver1'],
    ['/', '/-ca/#driver1'],
  ])('[site-2.22] %s with CA -> %s', (base, expected) => {
    const target = quoteTarget(base, 'CA', true);
    expect(target).toBe(expected);
    if (base.startsWith('https:')) expect(new URL(target).host).toBe('quotes.example');
  });
});
