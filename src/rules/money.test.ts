/** site-9.4: currency is shown with $ and 2 decimals, in English and in Spanish. */
import { describe, expect, it } from 'vitest';
import { formatMoney, roundMoney } from './money';

describe('formatMoney', () => {
  const rows: [number, string][] = [
    [142.5, '$142.50'],
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [7, '$7.00'],
    [0.1 + 0.2, '$0.30'],
    [1.005, '$1.01'],
    [2.675, '$2.68'],
    [0.125, '$0.13'],
    [99.994, '$99.99'],
    [99.995, '$100.00'],
    [-1.005, '-$1.01'],
  ];
  describe.each(['en', 'es'] as const)('in %s', (lang) => {
    it.each(rows)('[site-9.4] %d is shown as %s', (amount, shown) => {
      expect(formatMoney(amount, lang)).toBe(shown);
    });
  });
});

describe('roundMoney', () => {
  const rows: [number, number][] = [
    [1.005, 1.01],
    [-1.005, -1.01],
    [1.004, 1],
    [-1.004, -1],
    [0.125, 0.13],
    [-0.125, -0.13],
    [2.675, 2.68],
    [1.015, 1.02],
    [142.5, 142.5],
    [0.1 + 0.2, 0.3],
    [0, 0],
    [10.999, 11],
  ];
  it.each(rows)('[site-9.4] %d rounds half away from zero to %d', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });
});

describe('amounts printed in exponent form', () => {
  it.each([
    [0.1 + 0.2 - 0.3, 0],
    [1e-7, 0],
    [-1e-7, 0],
    [1234567.891, 1234567.89],
  ])('[site-9.4] %d rounds to %d', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });

  it('[site-9.4] a tiny amount is $0.00 in both languages', () => {
    expect(formatMoney(1e-7, 'en')).toBe('$0.00');
    expect(formatMoney(1e-7, 'es')).toBe('$0.00');
  });
});
