/** data-config of the quote form: the age limits' defaults and checks, the licenseId attributes, the configured messages. */
import { describe, expect, it } from 'vitest';
import { quoteConfigSchema } from './quote';
import { parseConfig } from './schema';

describe('quote form config', () => {
  it('[quote-5.5] [quote-4.10] [quote-4.21] [portal-9.22] defaults (the quote card constants are configuration of the page: sorting option, top-rated limit, CTA days, card limit): the primary driver 16 to 75, an additional driver 15 to 75, no licenseId attributes, no messages, the coming-soon page for a licence with no quote, the "public" lookup, the quote stage\'s defaults', () => {
    expect(quoteConfigSchema.parse({})).toEqual({
      ageLimits: { primary: { min: 16, max: 75 }, additional: { min: 15, max: 75 } },
      apiType: 'public',
      messages: {},
      notAvailableUrl: '/coming-soon/',
      waitSeconds: 45,
      spinnerMessageIntervalMs: 4000,
      nearestOfficeUrl: '/offices/',
      chatUrl: '/contact/',
      agentPhone: '1-800-555-0199',
      excludedCarriers: [],
      overrideCarriers: [],
      pseudoCarriers: [],
      topRated: [],
      topRatedMax: 6,
      sortOption: 0,
      cardLayout: 'new',
      largeCardLimit: false,
      ctaDays: 0,
      phonePlanConditions: {},
      previousQuotesDays: 30,
      previousQuotesLink: false,
      openNewWindow: false,
      buyOnline: {},
    });
  });

  it('[quote-4.20 quote-5.18] the buttons settings: CTA days, phone-plan conditions 1 to 4, the open-new-window flag, the day-of-week buy-online types', () => {
    const parsed = quoteConfigSchema.parse({
      ctaDays: 30,
      phonePlanConditions: { LSM: 2, SRI: 4 },
      openNewWindow: true,
      buyOnline: { monday: { type: 'iframe', maxCards: 3, timerStartHour: 8.5, timerEndHour: 18 }, sunday: { type: 'newTab' } },
    });
    expect(parsed).toMatchObject({ ctaDays: 30, phonePlanConditions: { LSM: 2, SRI: 4 }, openNewWindow: true, buyOnline: { monday: { type: 'iframe', maxCards: 3 } } });
    expect(quoteConfigSchema.safeParse({ phonePlanConditions: { LSM: 5 } }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ buyOnline: { funday: { type: 'iframe' } } }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ buyOnline: { monday: { type: 'popup' } } }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ ctaDays: -1 }).success).toBe(false);
  });

  it('[quote-4.21] [quote-4.16] the result settings: carriers by id (trimmed), a sorting option 0 to 6, the top-rated limit, the large card limit', () => {
    const parsed = quoteConfigSchema.parse({
      excludedCarriers: [' PSH '],
      overrideCarriers: ['PCX'],
      pseudoCarriers: ['BAP'],
      topRated: ['GCA', 'LSM'],
      topRatedMax: 2,
      sortOption: 6,
      largeCardLimit: true,
    });
    expect(parsed).toMatchObject({ excludedCarriers: ['PSH'], overrideCarriers: ['PCX'], pseudoCarriers: ['BAP'], topRated: ['GCA', 'LSM'], topRatedMax: 2, sortOption: 6, largeCardLimit: true });
    expect(quoteConfigSchema.safeParse({ sortOption: 7 }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ sortOption: 1.5 }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ excludedCarriers: ['  '] }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ topRatedMax: -1 }).success).toBe(false);
  });

  it('[quote-2.13] the loading panel\'s timer and message interval are whole numbers in a sensible range', () => {
    expect(quoteConfigSchema.parse({ waitSeconds: 30, spinnerMessageIntervalMs: 2500 })).toMatchObject({ waitSeconds: 30, spinnerMessageIntervalMs: 2500 });
    expect(quoteConfigSchema.safeParse({ waitSeconds: 0 }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ waitSeconds: 45.5 }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ spinnerMessageIntervalMs: 10 }).success).toBe(false);
  });

  it('[quote-2.35] the nearest-office and chat links are site paths or https addresses; the phone has 10 digits (11 with a leading 1)', () => {
    expect(quoteConfigSchema.parse({ nearestOfficeUrl: 'https://agency.example/offices/', chatUrl: '/chat/' })).toMatchObject({
      nearestOfficeUrl: 'https://agency.example/offices/',
      chatUrl: '/chat/',
    });
    expect(quoteConfigSchema.safeParse({ chatUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ nearestOfficeUrl: 'http://agency.example/' }).success).toBe(false);
    expect(quoteConfigSchema.parse({ agentPhone: ' (214) 555-0100 ' }).agentPhone).toBe('(214) 555-0100');
    expect(quoteConfigSchema.safeParse({ agentPhone: '555-0100' }).success).toBe(false);
    expect(quoteConfigSchema.safeParse({ agentPhone: 'call us' }).success).toBe(false);
  });

  it('[quote-2.32] the cards\' layout: "new" unless configured, "old" when asked; any other value is refused, naming the field (as every key is: the page\'s config is not applied)', () => {
    expect(quoteConfigSchema.parse({}).cardLayout).toBe('new');
    expect(quoteConfigSchema.parse({ cardLayout: 'old' }).cardLayout).toBe('old');
    expect(quoteConfigSchema.parse({ cardLayout: 'new' }).cardLayout).toBe('new');
    for (const wrong of ['classic', 'OLD', '', 1, null]) {
      const parsed = parseConfig(quoteConfigSchema, JSON.stringify({ cardLayout: wrong }));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problems.map((p) => p.field)).toEqual(['cardLayout']);
    }
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

  it('[quote-5.5 quote-5.3 quote-2.33] keeps configured messages; a blank one means the catalog text; an unknown one is refused', () => {
    expect(quoteConfigSchema.parse({ messages: { invalidDob: 'Drivers must be {0} to {1}', zipNotAvailable: '  ', quotesTitle: '{name}, here are your {count} quotes' } }).messages).toEqual({
      invalidDob: 'Drivers must be {0} to {1}',
      zipNotAvailable: undefined,
      quotesTitle: '{name}, here are your {count} quotes',
    });
    expect(quoteConfigSchema.safeParse({ messages: { other: 'x' } }).success).toBe(false);
  });
});
