/**
 * The ZIP lookup (site-7.2) through the real client against the in-process sandbox: each
 * quote-by-ZIP outcome (site-4.4) and each magic fault ZIP.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { QUOTE_STATES, SANDBOX_ZIPS } from '../fixtures/data/quoteStates';
import { FAULT_ZIPS } from '../fixtures/sandbox/faults';
import { apiFailure, connectSandbox, TEST_TIMES, type SandboxHarness } from '../fixtures/sandbox/testing';
import { lookupZip } from './address';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});


describe('quote-by-ZIP outcomes', () => {
  it('[site-3.7] [site-4.4] [site-7.2] a Texas ZIP answers its city and state with a quote available (the quote page)', async () => {
    const answer = await lookupZip(SANDBOX_ZIPS.quoteTexas, 'agency');
    expect(answer).toEqual({ addresses: [{ zip: '75201', state: 'TX', city: 'Dallas' }], isQuoteAvaliable: true });
  });

  it('[site-4.4] a California ZIP answers CA with a quote available', async () => {
    const answer = await lookupZip(SANDBOX_ZIPS.quoteCalifornia, 'agency');
    expect(answer).toEqual({ addresses: [{ zip: '90210', state: 'CA', city: 'Beverly Hills' }], isQuoteAvaliable: true });
  });

  const oneZipPerQuoteState: Record<(typeof QUOTE_STATES)[number], string> = {
    TX: '75201',
    CA: '90210',
    AZ: '85001',
    NV: '89101',
    NM: '87101',
    IL: '60601',
    GA: '30301',
    TN: '37201',
  };

  it.each(Object.entries(oneZipPerQuoteState))('[site-4.4] a ZIP in %s (%s) has a quote available', async (state, zip) => {
    const answer = await lookupZip(zip, 'agency');
    expect(answer.addresses).toEqual([expect.objectContaining({ state })]);
    expect(answer.isQuoteAvaliable).toBe(true);
  });

  it.each([
    ['NY', SANDBOX_ZIPS.comingSoon],
    ['FL', '33101'],
    ['WA', '98101'],
  ])('[site-4.4] a real ZIP in %s (%s) answers its address with no quote available (the coming-soon page)', async (state, zip) => {
    const answer = await lookupZip(zip, 'agency');
    expect(answer.addresses).toEqual([expect.objectContaining({ state })]);
    expect(answer.isQuoteAvaliable).toBe(false);
  });

  it.each([SANDBOX_ZIPS.outOfArea, SANDBOX_ZIPS.outOfAreaZeros])(
    '[site-4.4] [site-8.4] the unknown ZIP %s answers an empty result (the out-of-area modal)',
    async (zip) => {
      const answer = await lookupZip(zip, 'agency');
      expect(answer).toEqual({ addresses: [], isQuoteAvaliable: false });
    },
  );

  it('[site-7.2] calls GET /api/address/citybyzip with the ZIP and the brand in the query (quote 001 §7)', async () => {
    await lookupZip('75201', 'other-brand');
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/address/citybyzip',
      query: expect.objectContaining({ zip: '75201', brand: 'other-brand' }),
    });
  });

  it.each(['1234', '123456', 'ABCDE', '7520a'])('a ZIP that is not 5 digits (%s) answers 400 with a message', async (zip) => {
    const error = await apiFailure(lookupZip(zip, 'agency'));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'A ZIP code has exactly 5 digits.' });
  });
});

describe('magic fault ZIPs', () => {
  it('are not real ZIP codes, so they never shadow an address', () => {
    for (const zip of Object.keys(FAULT_ZIPS)) expect(zipcodes.lookup(zip)).toBeUndefined();
  });

  it('00010 answers HTTP 500, an http error with the body message', async () => {
    const error = await apiFailure(lookupZip(SANDBOX_ZIPS.fault500, 'agency'));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'The sandbox failed on purpose (fault 500).' });
  });

  it('00020 answers a body that is not JSON: a parse error', async () => {
    expect((await apiFailure(lookupZip(SANDBOX_ZIPS.faultMalformed, 'agency'))).kind).toBe('parse');
  });

  it('00030 answers JSON that breaks the schema: a schema error', async () => {
    const error = await apiFailure(lookupZip(SANDBOX_ZIPS.faultSchema, 'agency'));
    expect(error.kind).toBe('schema');
    expect(error.message).toMatch(/addresses\.0\.state|isQuoteAvaliable/);
  });

  it('00040 answers after the slow delay what 75201 answers (Dallas, TX, quote available)', async () => {
    const started = performance.now();
    await expect(lookupZip(SANDBOX_ZIPS.faultSlow, 'agency')).resolves.toEqual({
      addresses: [{ zip: '75201', state: 'TX', city: 'Dallas' }],
      isQuoteAvaliable: true,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(TEST_TIMES.slowMs - 2);
  });

  it('00050 holds the request until the client times out', async () => {
    expect((await apiFailure(lookupZip(SANDBOX_ZIPS.faultTimeout, 'agency'))).kind).toBe('timeout');
  });

  it('00060 drops the connection: a network error', async () => {
    expect((await apiFailure(lookupZip(SANDBOX_ZIPS.faultDrop, 'agency'))).kind).toBe('network');
  });

  it('each failure is reported through onError', async () => {
    await apiFailure(lookupZip(SANDBOX_ZIPS.fault500, 'agency'));
    await apiFailure(lookupZip(SANDBOX_ZIPS.faultDrop, 'agency'));
    expect(sandbox.errors.map((e) => e.kind)).toEqual(['http', 'network']);
  });
});
