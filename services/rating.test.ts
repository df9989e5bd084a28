/**
 * The rating calls of the entry steps (quote-7.11, quote-7.12, quote-8.2) through the real client
 * against the in-process sandbox: the foreign licence types in both languages, the Texas and
 * California coverages and those of the other quote states, the empty-coverage errors, a fault on
 * each call, the requests as sent, and the 400 and 401 answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_STATES } from '../fixtures/data/quoteStates';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import { apiFailure, connectSandbox, TEST_BEARER_TOKEN, type SandboxHarness } from '../fixtures/sandbox/testing';
import { configureApi, MAX_SERVER_TEXT } from './http';
import { coverageProductSchema, getCoverages, getForeignLicenseTypes, type CoverageSet } from './rating';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const option = (set: CoverageSet, code: string) => set.coverages.find((c) => c.coverageCd === code);
const product = (set: CoverageSet, code: string) => set.coverageProducts.find((p) => p.code === code);

describe('foreign licence types: GET /rating/getForeignLicenseTypes', () => {
  it('[quote-7.11] answers foreignLicenseTypes, described in English', async () => {
    const types = await getForeignLicenseTypes();
    expect(types.map((t) => t.code)).toEqual(['MEX', 'INTL', 'MATR', 'PASS', 'OTHER']);
    expect(types[0]).toEqual({ code: 'MEX', description: "Mexican driver's license" });
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/rating/getForeignLicenseTypes' });
  });

  it('[quote-7.11] described in Spanish when the header says es', async () => {
    configureApi({ lang: 'es' });
    expect((await getForeignLicenseTypes())[0]).toEqual({ code: 'MEX', description: 'Licencia de conducir de México' });
  });

  it('fails with the fault of the X-Sandbox-Fault header', async () => {
    sandbox.fault = 'malformed';
    expect((await apiFailure(getForeignLicenseTypes())).kind).toBe('parse');
    sandbox.fault = 'schema';
    expect((await apiFailure(getForeignLicenseTypes())).kind).toBe('schema');
  });
});

describe('coverages: GET /rating/v2/getCoverages', () => {
  it('[quote-7.12] [quote-3.6] Texas: the products SML, LUU, LUUCC, LCCUU (read from requestCoverages) and its coverages', async () => {
    const set = await getCoverages({ stateCode: 'TX', language: 'en' });
    expect(set.coverageProducts.map((p) => p.code)).toEqual(['SML', 'LUU', 'LUUCC', 'LCCUU']);
    expect(set.coverages.map((c) => c.coverageCd)).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM']);
    expect(product(set, 'SML')?.coverages).toEqual([
      { code: 'BI', limits: { val1: 30000, val2: 60000 }, deductible: null },
      { code: 'PD', limits: { val1: 25000 }, deductible: null },
    ]);
    expect(product(set, 'LUUCC')?.coverages.map((c) => c.code)).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL']);
  });

  it('[quote-3.6] Texas limits: BI 30/60 and up (val1 / val2), PD 25000 and up, PIP or Reject; COMP and COLL by deductible', async () => {
    const set = await getCoverages({ stateCode: 'TX', language: 'en' });
    expect(option(set, 'BI')?.limits).toEqual([
      { val1: 30000, val2: 60000 },
      { val1: 50000, val2: 100000 },
      { val1: 100000, val2: 300000 },
      { val1: 250000, val2: 500000 },
    ]);
    expect(option(set, 'PD')?.limits.map((l) => l.val1)).toEqual([25000, 50000, 100000]);
    expect(option(set, 'PIP')?.limits.map((l) => l.val1)).toEqual([2500, 5000, 10000, 'Reject']);
    expect(option(set, 'UMPD')?.deductibles).toEqual([250]);
    expect(option(set, 'COMP')?.deductibles).toEqual([250, 500, 1000]);
    expect(option(set, 'COLL')?.deductibles).toEqual([250, 500, 1000]);
    expect(option(set, 'RREIM')?.limits[0]).toEqual({ val1: 30, val2: 900 });
    expect(option(set, 'BI')).toMatchObject({ coverageName: 'Bodily Injury Liability', coverageDescription: expect.stringContaining('per person') });
  });

  it('[quote-7.12] [quote-3.6] California: products read from the coverages spelling, PD from 15000, UMPD 3500, no PIP, CWAIV', async () => {
    const set = await getCoverages({ stateCode: 'ca', language: 'en' });
    expect(set.coverageProducts.map((p) => p.code)).toEqual(['SML', 'LUU', 'LUUCC', 'LCCUU']);
    expect(product(set, 'LCCUU')?.coverages.map((c) => c.code)).toEqual(['BI', 'PD', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM', 'CWAIV']);
    expect(set.coverages.map((c) => c.coverageCd)).toEqual(['BI', 'PD', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM', 'CWAIV']);
    expect(option(set, 'BI')?.limits[0]).toEqual({ val1: 30000, val2: 60000 });
    expect(option(set, 'PD')?.limits[0]).toEqual({ val1: 15000 });
    expect(option(set, 'UMPD')?.limits[0]).toEqual({ val1: 3500 });
    expect(option(set, 'CWAIV')?.limits.map((l) => l.val1)).toEqual(['Yes', 'No']);
  });

  it('[quote-3.6] Texas and California together use every coverage code of the spec', async () => {
    const tx = await getCoverages({ stateCode: 'TX', language: 'en' });
    const ca = await getCoverages({ stateCode: 'CA', language: 'en' });
    const codes = new Set([...tx.coverages, ...ca.coverages].map((c) => c.coverageCd));
    expect([...codes].sort()).toEqual(['BI', 'COLL', 'COMP', 'CWAIV', 'PD', 'PIP', 'RREIM', 'UM', 'UMPD']);
  });

  it('[quote-7.12] names and descriptions come in the language asked for', async () => {
    const set = await getCoverages({ stateCode: 'TX', language: 'es' });
    expect(option(set, 'COLL')?.coverageName).toBe('Colisión');
    expect(product(set, 'SML')?.name).toBe('Responsabilidad civil mínima estatal');
  });

  it('[quote-7.12] sends the state code (upper case) and the language in the query', async () => {
    await getCoverages({ stateCode: ' tx ', language: 'es' });
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/rating/v2/getCoverages',
      query: expect.objectContaining({ stateCode: 'TX', language: 'es' }),
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
    });
  });

  it.each(QUOTE_STATES.filter((s) => s !== 'TX' && s !== 'CA'))('[quote-7.12] %s, a quote state, has the four products and its own minimums', async (state) => {
    const set = await getCoverages({ stateCode: state, language: 'en' });
    expect(set.coverageProducts.map((p) => p.code)).toEqual(['SML', 'LUU', 'LUUCC', 'LCCUU']);
    expect(option(set, 'BI')?.limits[0]).toEqual({ val1: 25000, val2: 50000 });
  });

  it('[quote-8.2] a state without coverage (NY) is an API error with status 400, reported through onError', async () => {
    const error = await apiFailure(getCoverages({ stateCode: 'NY', language: 'en' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'No coverages are offered for the state code NY.' });
    expect(sandbox.errors.at(-1)).toBe(error);
  });

  it('[quote-8.2] an OK answer with no product and no coverage (DC) is the same error: status 400, reported', async () => {
    const error = await apiFailure(getCoverages({ stateCode: 'DC', language: 'en' }));
    expect(error).toMatchObject({ kind: 'rejected', status: 400, url: '/api/rating/v2/getCoverages', message: 'No coverages are offered for the state code DC.' });
    expect(error.body).toEqual({ coverageProducts: [], coverages: [] });
    expect(sandbox.errors.at(-1)).toBe(error);
  });

  it('fails with the fault of the X-Sandbox-Fault header', async () => {
    sandbox.fault = 'timeout';
    expect((await apiFailure(getCoverages({ stateCode: 'TX', language: 'en' }))).kind).toBe('timeout');
    sandbox.fault = 'drop';
    expect((await apiFailure(getCoverages({ stateCode: 'TX', language: 'en' }))).kind).toBe('network');
  });

  it('a state code that is not two letters is a 400 naming stateCode', async () => {
    const error = await apiFailure(getCoverages({ stateCode: 'Texas', language: 'en' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('stateCode') });
  });

  it('the sandbox answers 401 to a rating call without Authorization: Bearer', async () => {
    const res = await createInProcessFetch(createSandboxApp())('/api/rating/getForeignLicenseTypes');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: BEARER_MISSING });
  });
});

describe('contract', () => {
  const bi = { code: 'BI', limits: { val1: 30000, val2: 60000 } };

  it('[quote-3.6] a product\'s coverages are read from requestCoverages or from coverages; one of them is required', () => {
    expect(coverageProductSchema.parse({ code: 'SML', name: 'Minimum', requestCoverages: [bi] }).coverages).toEqual([bi]);
    expect(coverageProductSchema.parse({ code: 'SML', name: 'Minimum', coverages: [bi] }).coverages).toEqual([bi]);
    expect(coverageProductSchema.safeParse({ code: 'SML', name: 'Minimum' }).success).toBe(false);
  });

  it('a limit is a finite amount that is not negative, or a word; names are capped server text', () => {
    expect(coverageProductSchema.safeParse({ code: 'SML', name: 'x', coverages: [{ code: 'BI', limits: { val1: -5 } }] }).success).toBe(false);
    expect(coverageProductSchema.safeParse({ code: 'SML', name: 'x', coverages: [{ code: 'BI', limits: { val1: 1e308 } }] }).success).toBe(false);
    const long = coverageProductSchema.parse({ code: 'SML', name: 'n'.repeat(MAX_SERVER_TEXT * 2), coverages: [] });
    expect(long.name).toHaveLength(MAX_SERVER_TEXT);
  });
});
