/** data-config of the quote form: the age limits' defaults and checks, the licenseId attributes, the configured messages. */
import { describe, expect, it } from 'vitest';
import { quoteConfigSchema } from './quote';
import { parseConfig } from './schema';

describe('quote form config', () => {
  it('[quote-5.5] [quote-4.10] defaults: the primary driver 16 to 75, an additional driver 15 to 75, no licenseId attributes, no messages, the coming-soon page for a licence with no quote, the "public" lookup', () => {
    expect(quoteConfigSchema.parse({})).toEqual({
      ageLimits: { primary: { min: 16, max: 75 }, additional: { min: 15, max: 75 } },
      apiType: 'public',
      messages: {},
      notAvailableUrl: '/coming-soon/',
    });
  });

  it('[quote-4.10] the lookup strategy is one of the five the specification names', () => {
    expect(quoteConfigSchema.parse({ apiType: 'both' }).apiType).toBe('both');
    expect(quoteConfigSchema.safeParse({ apiType: 'fenrisx' }).success).toBe(false);
  });

  it('[quote-8.5] the not-available page is a path of the site or an https address, never a script or plain http', () => {
    expect(quoteConfigSchema.parse({ notAvailableUrl: 'https://agency.example/no-quote/' }).notAvailableUrl).toBe('https://agency.example/no-quote/');
    expect(quoteConfigSchema.safeParse({ notAvailableUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ notAvailableUrl: 'http://agency.example/' }).success).toBe(false);
  });

  it('[quote-5.5] an age limit configured alone keeps the other defaults', () => {
    expect(quoteConfigSchema.parse({ ageLimits: { primary: { max: 80 } } }).ageLimits).toEqual({
      primary: { min: 16, max: 80 },
      additional: { min: 15, max: 75 },
    });
  });

  it('[quote-5.5] refuses a minimum age not below the maximum, naming the field', () => {
    const parsed = parseConfig(quoteConfigSchema, JSON.stringify({ ageLimits: { additional: { min: 75, max: 75 } } }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.field)).toEqual(['ageLimits.additional.min']);
  });

  it('[quote-5.7] keeps the licenseId attributes as given (only the exact text "true" counts later)', () => {
    expect(quoteConfigSchema.parse({ licenseidrequired: 'true', licenseidmandatory: 'TRUE' })).toMatchObject({
      licenseidrequired: 'true',
      licenseidmandatory: 'TRUE',
    });
  });

  it('[quote-5.5 quote-5.3] keeps configured messages; a blank one means the catalog text; an unknown one is refused', () => {
    expect(quoteConfigSchema.parse({ messages: { invalidDob: 'Drivers must be {0} to {1}', zipNotAvailable: '  ' } }).messages).toEqual({
      invalidDob: 'Drivers must be {0} to {1}',
      zipNotAvailable: undefined,
    });
    expect(quoteConfigSchema.safeParse({ messages: { other: 'x' } }).success).toBe(false);
  });
});
