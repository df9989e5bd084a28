/** The problem messages the console gives for a config or an answer that does not fit: zod's own English sentences, from a smaller table. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { zodMessage } from './zodMessages';

/** The checks the project's schemas use, each with an input that fails it. */
const cases: Array<[string, z.ZodMiniType, unknown]> = [
  ['a type', z.string(), 5],
  ['null for a number', z.number(), null],
  ['an array for an object', z.object({ a: z.string() }), []],
  ['an unknown key', z.strictObject({ minAge: z.number() }), { minAge: 1, minage: 2 }],
  ['two unknown keys', z.strictObject({}), { a: 1, b: 2 }],
  ['a minimum', z.number().check(z.minimum(1000)), 5],
  ['a maximum', z.int().check(z.maximum(10)), 11],
  ['a shortest text', z.string().check(z.minLength(2)), 'a'],
  ['a longest text', z.string().check(z.maxLength(3)), 'abcd'],
  ['a text of one length', z.string().check(z.length(5)), 'abc'],
  ['an array too long', z.array(z.string()).check(z.maxLength(1)), ['a', 'b']],
  ['an option', z.enum(['dl', 'nondl']), 'scan'],
  ['a literal', z.literal('ca'), 'tx'],
  ['a pattern', z.string().check(z.regex(/^\d{5}$/)), '7520'],
  ['an ISO date', z.iso.date(), '2026-13-40'],
  ['an ISO datetime', z.iso.datetime(), 'yesterday'],
  ['a UUID', z.uuid(), 'not-a-uuid'],
  ['a record key', z.record(z.enum(['a']), z.string()), { b: 'x' }],
];

describe('zod problem messages', () => {
  it.each(cases)('%s: the same sentence as zod\'s English locale', (_name, schema, input) => {
    const english = z.safeParse(schema, input, { error: z.locales.en().localeError });
    const ours = z.safeParse(schema, input, { error: zodMessage });
    expect(english.success).toBe(false);
    const theirs = english.error?.issues.map((i) => i.message);
    expect(ours.error?.issues.map((i) => i.message)).toEqual(theirs);
    expect(theirs?.every((m) => m !== 'Invalid input')).toBe(true);
  });
});
