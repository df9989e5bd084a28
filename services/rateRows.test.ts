/**
 * One malformed carrier row never hides the rest (quote-7.14, quote-3.9): the rate results are read
 * result by result and rate by rate; a row that breaks the contract is left out and logged (one
 * `schema` ApiError through the http layer's error path: the `api_error` event and the quote form's
 * error log), the valid rows are kept, and the answered-carriers count is kept within 0..total.
 * Through the real client against the in-process sandbox (X-Sandbox-Rates `mixed`), and the
 * answer schema itself with each hostile row beside a valid one.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MIXED_DROPPED_ROWS,
  MIXED_KEPT_RATE_IDS,
  MIXED_RESULTS_ANSWER,
  RATE_CARRIERS,
  SANDBOX_RATE_EMAILS,
  TOTAL_CARRIERS,
} from '../fixtures/data/rateQuotes';
import { startQuote } from '../fixtures/sandbox/quotesTesting';
import { RATES_HEADER } from '../fixtures/sandbox/routes/quotes.magic';
import { connectSandbox, TEST_BEARER_TOKEN, type SandboxHarness } from '../fixtures/sandbox/testing';
import { selectedQuoteAnswerSchema } from './previousQuotes';
import { flattenResults, getResults, resultsAnswerSchema, resultsContractSchema } from './quotes';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const [LSM] = RATE_CARRIERS;
if (!LSM) throw new Error('the sandbox has carriers');
const [LSM6] = LSM.rates;
if (!LSM6) throw new Error('Lone Star Mutual has rates');
const GCA = { ...RATE_CARRIERS[1]!, rates: [...RATE_CARRIERS[1]!.rates] };

describe('the mixed answer through the client (X-Sandbox-Rates mixed)', () => {
  it('[quote-7.14] keeps every valid rate, leaves out the malformed rows and logs them once, and reads 99 of 7 as 7 of 7', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    sandbox.headers = { [RATES_HEADER]: 'mixed' };
    const answer = await getResults(id);
    expect(flattenResults(answer.results).map((q) => q.rateQuoteId)).toEqual(MIXED_KEPT_RATE_IDS);
    expect(answer).toMatchObject({ isDone: true, completedCount: TOTAL_CARRIERS, totalCount: TOTAL_CARRIERS });
    expect(answer.dropped.map((d) => d.split(':')[0])).toEqual(MIXED_DROPPED_ROWS);
    // Logged through the http layer's error path: one schema error for the answer, naming the call and the count.
    expect(sandbox.errors).toHaveLength(1);
    expect(sandbox.errors[0]).toMatchObject({ kind: 'schema', status: 200, url: '/api/rating/getResultsByTransactionId' });
    expect(sandbox.errors[0]!.message).toContain(`${MIXED_DROPPED_ROWS.length} rows`);
    expect(sandbox.errors[0]!.message).toContain(MIXED_DROPPED_ROWS[0]);
    // It really breaks the contract, row by row.
    expect(resultsContractSchema.safeParse(MIXED_RESULTS_ANSWER).success).toBe(false);
  });

  it('[quote-7.14] a whole answer logs nothing', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    sandbox.headers = { [RATES_HEADER]: 'done' };
    const answer = await getResults(id);
    expect(answer.dropped).toEqual([]);
    expect(flattenResults(answer.results)).toHaveLength(TOTAL_CARRIERS * 2);
    expect(sandbox.errors).toEqual([]);
  });
});

describe('each hostile row beside a valid one', () => {
  const answerWith = (results: unknown[]) => ({ isSuccess: true, isDone: true, completedCount: 2, totalCount: 2, results });
  const hostile: Array<[string, unknown, string]> = [
    ['a negative premium', { ...GCA, rates: [{ ...GCA.rates[0], totalPremium: -1 }] }, 'results.1.rates.0.totalPremium'],
    ['a premium of 1e308', { ...GCA, rates: [{ ...GCA.rates[0], totalPremium: 1e308 }] }, 'results.1.rates.0.totalPremium'],
    ['a premium "NaN"', { ...GCA, rates: [{ ...GCA.rates[0], totalPremium: 'NaN' }] }, 'results.1.rates.0.totalPremium'],
    ['a down payment "NaN"', { ...GCA, rates: [{ ...GCA.rates[0], payPlanDownPayment: 'NaN' }] }, 'results.1.rates.0.payPlanDownPayment'],
    ['a null rate', { ...GCA, rates: [null] }, 'results.1.rates.0'],
    ['rates: "x"', { ...GCA, rates: 'x' }, 'results.1.rates'],
    ['rates: [{}]', { ...GCA, rates: [{}] }, 'results.1.rates.0.rateQuoteId'],
    ['term 0', { ...GCA, rates: [{ ...GCA.rates[0], term: 0 }] }, 'results.1.rates.0.term'],
    ['a null result', null, 'results.1'],
    ['an empty result {}', {}, 'results.1.companyID'],
  ];

  it.each(hostile)('[quote-3.9] %s: the valid carrier\'s rates are kept, the bad row left out and named', (_what, row, where) => {
    const answer = resultsAnswerSchema.parse(answerWith([LSM, row]));
    expect(flattenResults(answer.results).map((q) => q.rateQuoteId)).toEqual(['RQ-LSM-6', 'RQ-LSM-12']);
    expect(answer.dropped).toHaveLength(1);
    expect(answer.dropped[0]).toMatch(new RegExp(`^${where.replaceAll('.', '\\.')}: `));
  });

  it('[quote-3.9] a carrier keeps its valid rates beside its bad one, and an amount it left out (null) is no fault', () => {
    const answer = resultsAnswerSchema.parse(answerWith([{ ...GCA, rates: [{ ...GCA.rates[0], totalPremium: -5 }, GCA.rates[1]] }, { ...LSM, rates: [{ ...LSM6, totalPremium: null }] }]));
    expect(flattenResults(answer.results).map((q) => [q.rateQuoteId, q.totalPremium])).toEqual([
      ['RQ-GCA-12', 2291.8],
      ['RQ-LSM-6', null],
    ]);
    expect(answer.dropped).toEqual([expect.stringMatching(/^results\.0\.rates\.0\.totalPremium: /)]);
  });

  it('[quote-3.9] the selected quote is found beside a sibling rate that breaks the contract', () => {
    const answer = selectedQuoteAnswerSchema.parse({ isSuccess: true, result: { ...GCA, rates: [{ ...GCA.rates[0], term: 0 }, GCA.rates[1]] } });
    expect(answer.result?.rates.map((r) => r.rateQuoteId)).toEqual(['RQ-GCA-12']);
  });
});

describe('the answered-carriers count', () => {
  const counts: Array<[string, unknown, unknown, number, number | null]> = [
    ['99 of 7 is 7 of 7', 99, 7, 7, 7],
    ['3 of 7 stays', 3, 7, 3, 7],
    ['-2 of 7 is 0 of 7', -2, 7, 0, 7],
    ['2.5 of 7 is 2 of 7', 2.5, 7, 2, 7],
    ['1e308 of 7 is 7 of 7', 1e308, 7, 7, 7],
    ['4 of a negative total: no total', 4, -1, 4, null],
    ['4 of a fractional total: no total', 4, 6.5, 4, null],
    ['4 of 1e308: no total', 4, 1e308, 4, null],
    ['4 with no total', 4, null, 4, null],
  ];
  it.each(counts)('%s', (_what, completedCount, totalCount, completed, total) => {
    const answer = resultsAnswerSchema.parse({ isSuccess: true, isDone: false, completedCount, totalCount, results: [] });
    expect(answer.completedCount).toBe(completed);
    expect(answer.totalCount).toBe(total);
  });
});
