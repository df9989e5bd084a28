/** What the form kit's inputs keep of a keystroke or a paste: cleaned first, cut to length last. */
import { describe, expect, it } from 'vitest';
import {
  finishTextInput,
  formatPhone,
  normalizeDobPart,
  normalizeEmailInput,
  normalizePhoneInput,
  normalizeTextInput,
  normalizeZipInput,
  phoneDigits,
  stripInvisible,
} from './fieldInput';

/** Zero-width space, zero-width joiner, RTL mark, byte-order mark, soft hyphen, RTL override, word joiner. */
const INVISIBLES = ['\u200B', '\u200D', '\u200F', '\uFEFF', '\u00AD', '\u202E', '\u2060'];
const sprinkle = (s: string) => [...s].map((c, i) => c + INVISIBLES[i % INVISIBLES.length]).join('');

describe('invisible characters (pasted from chats, documents, right-to-left text)', () => {
  it.each(INVISIBLES.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'), c]))('U+%s is removed', (_code, c) => {
    expect(stripInvisible(`LSM${c}-100`)).toBe('LSM-100');
  });

  it('every field type drops them', () => {
    expect(normalizeZipInput(sprinkle('75201'))).toBe('75201');
    expect(normalizePhoneInput(sprinkle('(512) 555-0100'))).toBe('512-555-0100');
    expect(normalizeDobPart('year', sprinkle('1985'))).toBe('1985');
    expect(normalizeEmailInput(sprinkle(' maria@example.com '))).toBe('maria@example.com');
    expect(normalizeTextInput(sprinkle('LSM-100-PAY'))).toBe('LSM-100-PAY');
    expect(finishTextInput(sprinkle(' María García '))).toBe('María García');
  });

  it('letters with accents and spaces inside a name stay', () => {
    expect(stripInvisible('José Núñez-Ibáñez')).toBe('José Núñez-Ibáñez');
  });
});

describe('text input (names, policy numbers)', () => {
  it('drops leading spaces while typing and keeps the others until the field is left', () => {
    expect(normalizeTextInput('  Maria ')).toBe('Maria ');
    expect(finishTextInput('  Maria Garcia  ')).toBe('Maria Garcia');
  });

  it('cuts to the maximum after cleaning, so a pasted value with spaces and marks keeps every character', () => {
    const policy = 'ABCDEFGHIJ-123456789'; // 20 characters
    expect(normalizeTextInput(`  \u200B${policy}`, 20)).toBe(policy);
    expect(normalizeTextInput(`${policy}X`, 20)).toBe(policy);
  });
});

describe('normalizeZipInput', () => {
  const rows: [string, string][] = [
    ['75201', '75201'],
    [' 75201 ', '75201'],
    ['\t75201\n', '75201'],
    ['752 01', '75201'],
    ['75201-1234', '75201'],
    ['7520', '7520'],
    ['abcde', ''],
    ['', ''],
  ];
  it.each(rows)('[site-5.1] %j keeps %j (digits only, at most 5, spaces dropped before the cut)', (typed, kept) => {
    expect(normalizeZipInput(typed)).toBe(kept);
  });
});

describe('phone input', () => {
  const rows: [string, string][] = [
    ['5', '5'],
    ['512', '512'],
    ['5125', '512-5'],
    ['512555', '512-555'],
    ['5125550', '512-555-0'],
    ['5125550100', '512-555-0100'],
    ['512-555-0100', '512-555-0100'],
    ['512-', '512'],
    ['(512) 555-0100', '512-555-0100'],
    ['+1 512 555 0100', '512-555-0100'],
    ['+1 (512) 555-0100', '512-555-0100'],
    ['  512.555.0100  ', '512-555-0100'],
    ['1 512 555 0100', '512-555-0100'],
    ['51255501009', '512-555-0100'],
    ['512-555-0100 ext 7', '512-555-0100'],
    ['phone', ''],
  ];
  it.each(rows)('%j shows %j (999-999-9999, at most 10 digits)', (typed, shown) => {
    expect(normalizePhoneInput(typed)).toBe(shown);
  });

  it('drops the +1 before it cuts to ten digits, so the last digits of a pasted +1 number are kept', () => {
    expect(phoneDigits('+15125550100')).toBe('5125550100');
    expect(phoneDigits('+1 512 555 0199')).toBe('5125550199');
  });

  it('formats partial numbers without a trailing dash', () => {
    expect(formatPhone('512')).toBe('512');
    expect(formatPhone('512555')).toBe('512-555');
  });
});

describe('normalizeEmailInput', () => {
  it('drops surrounding spaces of a paste', () => {
    expect(normalizeEmailInput('  maria@example.com \n')).toBe('maria@example.com');
  });

  it('keeps at most 254 characters, counted after the spaces are dropped', () => {
    const long = `${'a'.repeat(245)}@example.com`; // 257 characters
    const kept = normalizeEmailInput(`   ${long}`);
    expect(kept).toHaveLength(254);
    expect(kept.startsWith('a')).toBe(true);
  });
});

describe('normalizeDobPart', () => {
  const rows: [Parameters<typeof normalizeDobPart>[0], string, string][] = [
    ['month', '04', '04'],
    ['month', ' 4 ', '4'],
    ['month', '041', '04'],
    ['day', '2a1', '21'],
    ['year', '1985', '1985'],
    ['year', '19856', '1985'],
    ['year', ' 1 9 8 5', '1985'],
  ];
  it.each(rows)('%s %j keeps %j', (part, typed, kept) => {
    expect(normalizeDobPart(part, typed)).toBe(kept);
  });
});
