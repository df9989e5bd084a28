/** What a page opened again restores of the quote form (machines/quote/quoteRestore.rules.ts): fresh quotes, gone answers, drafts. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../services/http';
import { driver1Values, driver2Values } from '../../fixtures/models/quote.model';
import { SAVED_QUOTES_FRESH_MS, areSavedQuotesFresh, draftFor, draftOf, isGoneAnswer } from './quoteRestore.rules';
import type { QuoteDraft } from './types';

const NOW = Date.parse('2026-11-22T18:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('[quote-6.2 quote-9.2 quote-3.17] the saved quotes are fresh for a day (the fetch token\'s lifetime)', () => {
  it('the day is 24 hours', () => {
    expect(SAVED_QUOTES_FRESH_MS).toBe(24 * HOUR);
  });

  const cases: Array<[string, number | null, boolean]> = [
    ['this instant', NOW, true],
    ['10 minutes ago', NOW - 10 * MINUTE, true],
    ['23 h 59 min ago', NOW - 24 * HOUR + MINUTE, true],
    ['exactly a day ago', NOW - 24 * HOUR, false],
    ['two days ago', NOW - 48 * HOUR, false],
    ['a minute in the future (a clock set back)', NOW + MINUTE, false],
    ['not a time', Number.NaN, false],
    ['no saved quotes', null, false],
  ];
  it.each(cases)('quotes shown %s: fresh %s', (_label, quotedAt, fresh) => {
    expect(areSavedQuotesFresh(quotedAt === null ? null : { transactionId: 'T-1', quotedAt }, NOW)).toBe(fresh);
  });

  it('a saved transaction without an id is never asked for', () => {
    expect(areSavedQuotesFresh({ transactionId: ' ', quotedAt: NOW }, NOW)).toBe(false);
  });
});

describe("[quote-8.1] the API's own word that a transaction's quotes are gone", () => {
  const url = '/api/rating/getResultsByTransactionId';
  const cases: Array<[string, unknown, boolean]> = [
    ['isSuccess false (rejected)', new ApiError('rejected', url, 200, 'The rating failed.'), true],
    ['404 Not Found', new ApiError('http', url, 404, 'Transaction T-1 was not prepared.'), true],
    ['410 Gone', new ApiError('http', url, 410, 'Gone'), true],
    ['a plain record of a rejection (the path model writes them so)', { kind: 'rejected', status: 200, message: 'x' }, true],
    ['500', new ApiError('http', url, 500, 'The API answered 500.'), false],
    ['a timeout', new ApiError('timeout', url, null, 'timed out'), false],
    ['no answer (network)', new ApiError('network', url, null, 'Failed to fetch'), false],
    ['not an API error', new TypeError('Failed to fetch dynamically imported module'), false],
    ['nothing', null, false],
  ];
  it.each(cases)('%s: gone %s', (_label, error, gone) => {
    expect(isGoneAnswer(error)).toBe(gone);
  });
});

describe('[quote-3.17] the draft of a step', () => {
  it('keeps what was typed, never the consent', () => {
    expect(draftOf({ stage: 'driver2', values: { ...driver2Values, consent: true } } as unknown as QuoteDraft)).toEqual({
      stage: 'driver2',
      values: { email: driver2Values.email, phone: driver2Values.phone },
    });
    expect(draftOf({ stage: 'consent', values: { email: 'a@b.co', phone: '214-555-0142' } })).toEqual({ stage: 'consent', values: { email: 'a@b.co', phone: '214-555-0142' } });
    expect(draftOf({ stage: 'driver1', values: driver1Values })).toEqual({ stage: 'driver1', values: driver1Values });
  });

  it("is read only by its own step", () => {
    const draft: QuoteDraft = { stage: 'driver1', values: driver1Values };
    expect(draftFor(draft, 'driver1')).toEqual(driver1Values);
    expect(draftFor(draft, 'driver2')).toBeNull();
    expect(draftFor(null, 'driver1')).toBeNull();
  });
});
