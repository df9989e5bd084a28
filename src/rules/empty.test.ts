/** The general empty-value rule of portal-5.19, table-driven. */
import { describe, expect, it } from 'vitest';
import { isMissing, isPresent, presentOrNull } from './empty';

const rows: [string, unknown, boolean][] = [
  ['undefined', undefined, true],
  ['null', null, true],
  ["the string 'undefined'", 'undefined', true],
  ['the empty string', '', true],
  ['one space', ' ', true],
  ['tabs and new lines', '\t\n \r', true],
  ['a no-break space', '\u00a0', true],
  ['a word', 'Austin', false],
  ['a word with spaces around it', '  Austin ', false],
  ["the string 'Undefined' (another word)", 'Undefined', false],
  ["'undefined' with spaces around it", ' undefined ', false],
  ["the string 'null'", 'null', false],
  ['zero', 0, false],
  ['false', false, false],
  ['an empty array', [], false],
  ['an object', {}, false],
];

describe('isMissing', () => {
  it.each(rows)('[portal-5.19] %s is missing: %s', (_label, value, missing) => {
    expect(isMissing(value)).toBe(missing);
  });

  it.each(rows)('[portal-5.19] isPresent is the opposite for %s', (_label, value, missing) => {
    expect(isPresent(value)).toBe(!missing);
  });
});

describe('presentOrNull', () => {
  const cases: [unknown, unknown][] = [
    ['undefined', null],
    ['   ', null],
    [undefined, null],
    ['TX', 'TX'],
    [0, 0],
  ];
  it.each(cases)('[portal-5.19] %j becomes %j', (value, expected) => {
    expect(presentOrNull(value)).toBe(expected);
  });
});
