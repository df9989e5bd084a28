/**
 * The rate request of the quote form (quote-3.7, quote-3.8, quote-3.9, quote-4.12, quote-4.13,
 * quote-7.13, quote-7.14, quote-7.24) through the real client against the in-process
 * sandbox: the prepared transaction and the submission as sent, the first and later quote requests
 * and the wrong forms refused, the poll sequence of each magic e-mail, each X-Sandbox-Rates answer,
 * the 400, 401, 404 and 409 answers, a fault, and the rate quotes the cards read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAIL_FIRST_CARRIERS,
  LATE_CARRIERS,
  OVERRIDE_CARRIERS,
  PARTIAL_CARRIERS,
  PAST_EFFECTIVE_DATE,
  PSEUDO_CARRIERS,
  QUICK_FIRST_CARRIERS,
  RATE_CARRIERS,
  RESULTS_FAILED_ANSWER,
  RESULTS_FAILED_MESSAGE,
  resultsAnswer,
  resultsAtPoll,
  SANDBOX_RATE_EMAILS,
  SLOW_CARRIERS,
  TOP_RATED_CARRIERS,
  TOTAL_CARRIERS,
  type RatesKind,
} from '../fixtures/data/rateQuotes';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import { firstFormMessage, laterFormMessage, notPreparedMessage, notRequestedMessage, RATES_HEADER } from '../fixtures/sandbox/routes/quotes.magic';
import { apiFailure, connectSandbox, TEST_BEARER_TOKEN, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { configureApi, isApiError } from './http';
import {
  flattenResults,
  getResults,
  postQuoteRequest,
  prepareTransaction,
  resultsAnswerSchema,
  safeLogoUrl,
  type QuoteAnswers,
  type ResultsAnswer,
} from './quotes';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A valid version-4 UUID per number: deterministic transaction ids. */
const uuid = (n: number) => `7c0f5e2a-3b1d-4e8f-9a6c-${String(n).padStart(12, '0')}`;
const TRANSACTION_DATE = TEST_NOW.toISOString();

const home = { address: '1408 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' };
const coverages = [
  { coverageCd: 'BI', limit: { val1: 30000, val2: 60000 }, deductible: null },
  { coverageCd: 'PD', limit: { val1: 25000 }, deductible: null },
];

/** A Texas driver with one 2019 Toyota Camry and the state minimum liability (BI 30/60, PD 25000). */
function texasAnswers(email: string = SANDBOX_RATE_EMAILS.quick): QuoteAnswers {
  return {
    term: 6,
    customer: {
      name: 'Rosa',
      surname: 'Delgado',
      dob: '1988-04-17',
      dlNumber: '31847265',
      email,
      phoneNumber: '5125550142',
      gender: 1,
      maritalStatus: 1,
      address: home,
    },
    drivers: [
      {
        firstName: 'Rosa',
        lastName: 'Delgado',
        relation: 0,
        dob: '1988-04-17',
        gender: 1,
        maritalStatus: 1,
        address: home,
        priorInsurance: true,
        isDefaultInsured: false,
        driverLicenseNumber: '31847265',
        issueDate: '',
        residenceStatus: 'rent',
        driverStatus: 'rated',
        isExcluded: false,
      },
    ],
    cars: [
      {
        vin: '4T1B11HK5KU215793',
        year: 2019,
        maker: 'Toyota',
        model: 'Camry',
        garagingAddress: home,
        liab: true,
        annualMilesAge: 12000,
        coverages,
        isExcluded: false,
        selectedAnnualMileage: 12000,
      },
    ],
    coverages,
    effectiveDate: '2025-03-10',
    customerId: null,
    isManualEntry: true,
    rentersAndHome: true,
  };
}

/** Prepare a transaction for `email` and post its first quote request. */
async function startQuote(email: string, id = uuid(1)): Promise<string> {
  const answers = texasAnswers(email);
  await prepareTransaction(answers, id, TRANSACTION_DATE);
  await postQuoteRequest(answers, id, true);
  return id;
}

/** One poll in short: the carriers answered and isDone, or the failure's message. */
type PollSummary = { ids: string[]; isDone: boolean; completedCount: number; totalCount: number | null | undefined } | { failed: string };

async function poll(id: string): Promise<PollSummary> {
  try {
    const answer = await getResults(id);
    return { ids: answer.results.map((r) => r.companyID), isDone: answer.isDone, completedCount: answer.completedCount, totalCount: answer.totalCount };
  } catch (e) {
    if (isApiError(e) && e.kind === 'rejected') return { failed: e.message };
    throw e;
  }
}

async function pollTimes(id: string, count: number): Promise<PollSummary[]> {
  const out: PollSummary[] = [];
  for (let i = 0; i < count; i += 1) out.push(await poll(id));
  return out;
}

const firstIds = (n: number) => RATE_CARRIERS.slice(0, n).map((c) => String(c.companyID));
const answered = (n: number, isDone: boolean): PollSummary => ({ ids: firstIds(n), isDone, completedCount: n, totalCount: TOTAL_CARRIERS });
const failed: PollSummary = { failed: RESULTS_FAILED_MESSAGE };
const lastRecord = (path: string) => sandbox.records.filter((r) => r.path === `/api${path}`).at(-1);

describe('prepare: POST /rating/prepareTransaction', () => {
  it('[quote-7.13] [quote-3.8] answers the transaction id and its token, and receives the submission with a UUID, term, customer, cars and drivers', async () => {
    const id = 'b3c1f0a2-5d4e-4f6a-9b7c-1d2e3f405162';
    const prepared = await prepareTransaction(texasAnswers(), id, TRANSACTION_DATE);
    expect(prepared).toEqual({ transactionId: id, token: 'txn-b3c1f0a2' });

    const sent = lastRecord('/rating/prepareTransaction');
    expect(sent).toMatchObject({ method: 'POST', headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }) });
    expect(sent?.body).toEqual({
      header: { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TRANSACTION_DATE },
      term: 6,
      rc1TransactionId: null,
      transactionDate: TRANSACTION_DATE,
      effectiveDate: '2025-03-10',
      carrierId: null,
      transactionId: id,
      previousQuoteNumber: null,
      requestStep: 'quote',
      afee: 0,
      customer: texasAnswers().customer,
      policyFile: null,
      cars: texasAnswers().cars,
      drivers: texasAnswers().drivers,
      questionAnswers: [],
    });
    expect(id).toMatch(UUID);
  });

  it('[quote-3.8] a transaction id that is not a UUID is refused with 400 naming transactionId', async () => {
    const error = await apiFailure(prepareTransaction(texasAnswers(), 'TXN-12345', TRANSACTION_DATE));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('transactionId') });
    expect(error.body).toMatchObject({ issues: [{ path: ['transactionId'], message: 'transactionId must be a UUID' }] });
  });

  it('[quote-3.8] a submission without a vehicle is refused with 400', async () => {
    const error = await apiFailure(prepareTransaction({ ...texasAnswers(), cars: [] }, uuid(1), TRANSACTION_DATE));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('cars') });
  });
});

describe('quote request: POST /rating/quoteRequest', () => {
  it('[quote-7.24] [quote-3.7] the first request sends its fields as transaction{...}, a later one at top level; both answer isSuccess', async () => {
    const answers = texasAnswers();
    const id = uuid(2);
    await prepareTransaction(answers, id, TRANSACTION_DATE);

    await postQuoteRequest(answers, id, true);
    const first = lastRecord('/rating/quoteRequest')?.body as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(['header', 'transaction']);
    expect(first.transaction).toEqual({
      term: 6,
      customerId: null,
      transactionId: id,
      isManualEntry: true,
      customer: { ...answers.customer, rentersAndHome: true },
      coverages: [
        { coverageCd: 'BI', val1: 30000, val2: 60000, val3: null },
        { coverageCd: 'PD', val1: 25000, val2: null, val3: null },
      ],
      cars: answers.cars,
      drivers: answers.drivers,
      foreignLicenseType: null,
      foreignLicenseId: null,
      nonOwner: false,
    });

    await postQuoteRequest(answers, id, false);
    const later = lastRecord('/rating/quoteRequest')?.body as Record<string, unknown>;
    expect(later).toEqual({ header: expect.objectContaining({ lang: 'en' }), ...(first.transaction as object) });
    expect(sandbox.errors).toEqual([]);
  });

  it('[quote-7.24] a first request at top level is refused with 400 saying transaction{...} was expected', async () => {
    const answers = texasAnswers();
    await prepareTransaction(answers, uuid(3), TRANSACTION_DATE);
    const error = await apiFailure(postQuoteRequest(answers, uuid(3), false));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: firstFormMessage(uuid(3)) });
    // Refused, so the transaction still waits for its first request.
    await postQuoteRequest(answers, uuid(3), true);
  });

  it('[quote-7.24] a second request as transaction{...} is refused with 400 saying top level was expected', async () => {
    const answers = texasAnswers();
    await startQuote(SANDBOX_RATE_EMAILS.quick, uuid(4));
    const error = await apiFailure(postQuoteRequest(answers, uuid(4), true));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: laterFormMessage(uuid(4)) });
  });

  it('[quote-7.24] a request for a transaction that was not prepared is 404 with isSuccess false', async () => {
    const error = await apiFailure(postQuoteRequest(texasAnswers(), uuid(5), true));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: notPreparedMessage(uuid(5)) });
    expect(error.body).toEqual({ isSuccess: false, message: notPreparedMessage(uuid(5)) });
  });

  it('[quote-7.24] [quote-4.12] a later request restarts the polls of its transaction', async () => {
    const answers = texasAnswers();
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick, uuid(6));
    expect(await pollTimes(id, 2)).toEqual([answered(QUICK_FIRST_CARRIERS, false), answered(TOTAL_CARRIERS, true)]);
    await postQuoteRequest(answers, id, false);
    expect(await poll(id)).toEqual(answered(QUICK_FIRST_CARRIERS, false));
  });
});

describe('results: GET /rating/getResultsByTransactionId, by the customer e-mail', () => {
  it('[quote-7.14] sends returnAll, filterErrors, takeBestResults, resultLimit 1, allRates, the transaction id and the header fields', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    await getResults(id);
    expect(lastRecord('/rating/getResultsByTransactionId')).toMatchObject({
      method: 'GET',
      query: {
        returnAll: 'true',
        filterErrors: 'true',
        takeBestResults: 'false',
        resultLimit: '1',
        allRates: 'true',
        transactionId: id,
        lang: 'en',
        trackId: TEST_TRACK_ID,
        requestDate: TRANSACTION_DATE,
      },
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
    });
  });

  it('[quote-4.12] [quote-4.13] [quote-7.14] any other e-mail: four carriers on poll 1, all seven and isDone on poll 2', async () => {
    const id = await startQuote('Someone.Else@Example.com');
    expect(await pollTimes(id, 3)).toEqual([answered(QUICK_FIRST_CARRIERS, false), answered(TOTAL_CARRIERS, true), answered(TOTAL_CARRIERS, true)]);
  });

  it('[quote-4.12] [quote-4.13] [quote-7.14] quotes.slow: 3 carriers, 5 from poll 5 (12 s), 6 from poll 14 (39 s), one never; isDone never true', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.slow);
    const polls = await pollTimes(id, 20);
    expect(polls.slice(0, 4)).toEqual(Array(4).fill(answered(SLOW_CARRIERS.first, false)));
    expect(polls.slice(4, 13)).toEqual(Array(9).fill(answered(SLOW_CARRIERS.fromPoll5, false)));
    expect(polls.slice(13)).toEqual(Array(7).fill(answered(SLOW_CARRIERS.fromPoll14, false)));
    expect(SLOW_CARRIERS.fromPoll14).toBe(TOTAL_CARRIERS - 1);
  });

  it('[quote-4.13] quotes.none: poll 1 pending, poll 2 isDone with no results', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.none);
    expect(await pollTimes(id, 3)).toEqual([answered(0, false), answered(0, true), answered(0, true)]);
  });

  it('[quote-4.13] quotes.fail: 2 carriers on poll 1, then isSuccess false (a rejected ApiError) on every later poll', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.fail);
    expect(await pollTimes(id, 4)).toEqual([answered(FAIL_FIRST_CARRIERS, false), failed, failed, failed]);
    const error = sandbox.errors.at(-1);
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: RESULTS_FAILED_MESSAGE, body: RESULTS_FAILED_ANSWER });
  });

  it('[quote-4.17 quote-4.21] quotes.many: ten carriers at once; a rate without its total premium is kept, its total null (never 0)', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.many);
    const answer = await getResults(id);
    expect(answer).toMatchObject({ isDone: true, completedCount: 10, totalCount: 10 });
    const hill = answer.results.find((r) => r.companyID === 'HCM');
    expect(hill?.rates.map((r) => [r.term, r.totalPremium, r.payPlanDownPayment, r.payPlanPaymentAmount])).toEqual([
      [6, null, 140, 118],
      [12, null, 260, 116.25],
    ]);
    expect(answer.results.filter((r) => r.rates.some((rate) => rate.term === 6 && rate.showBuyButton)).length).toBeGreaterThan(5);
  });

  it('[quote-4.12] [quote-4.13] quotes.late: nothing until poll 14 (39 s), then 2 carriers; isDone never true', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.late.toUpperCase());
    const polls = await pollTimes(id, 18);
    expect(polls.slice(0, 13)).toEqual(Array(13).fill(answered(0, false)));
    expect(polls.slice(13)).toEqual(Array(5).fill(answered(LATE_CARRIERS, false)));
  });

  it.each(Object.entries(SANDBOX_RATE_EMAILS))('[quote-7.14] %s: every poll answers what resultsAtPoll says (the data the path models read)', async (_kind, email) => {
    const id = await startQuote(email);
    for (let n = 1; n <= 16; n += 1) {
      const expected = resultsAtPoll(email, n);
      if (expected.isSuccess === false) {
        expect((await apiFailure(getResults(id))).body).toEqual(expected);
      } else {
        expect(await getResults(id)).toEqual(resultsAnswerSchema.parse(expected));
      }
    }
  });

  it('[quote-7.14] each transaction counts its own polls', async () => {
    const a = await startQuote(SANDBOX_RATE_EMAILS.quick, uuid(7));
    await poll(a);
    const b = await startQuote(SANDBOX_RATE_EMAILS.quick, uuid(8));
    expect(await poll(b)).toEqual(answered(QUICK_FIRST_CARRIERS, false));
    expect(await poll(a)).toEqual(answered(TOTAL_CARRIERS, true));
  });

  it('[quote-7.14] an unknown transaction is 404 with isSuccess false', async () => {
    const error = await apiFailure(getResults(uuid(9)));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: notPreparedMessage(uuid(9)) });
  });

  it('[quote-4.12] a prepared transaction without a quote request is 409', async () => {
    await prepareTransaction(texasAnswers(), uuid(10), TRANSACTION_DATE);
    const error = await apiFailure(getResults(uuid(10)));
    expect(error).toMatchObject({ kind: 'http', status: 409, message: notRequestedMessage(uuid(10)) });
  });

  it('[quote-7.13] [quote-7.14] the California endpoint serves the same calls', async () => {
    const answers = texasAnswers();
    await prepareTransaction(answers, uuid(11), TRANSACTION_DATE, { region: 'ca' });
    await postQuoteRequest(answers, uuid(11), true, { region: 'ca' });
    expect((await getResults(uuid(11), { region: 'ca' })).completedCount).toBe(QUICK_FIRST_CARRIERS);
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/rating/getResultsByTransactionId');
  });
});

describe(`results by header: ${RATES_HEADER}`, () => {
  const kinds: RatesKind[] = ['pending', 'partial', 'done', 'none'];

  it.each(kinds)('[quote-7.14] %s answers resultsAnswer of that kind, whatever the e-mail', async (kind) => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.fail);
    sandbox.headers = { [RATES_HEADER]: kind };
    // Poll 2 of quotes.fail would fail: the header wins.
    await getResults(id);
    expect(await getResults(id)).toEqual(resultsAnswerSchema.parse(resultsAnswer(kind)));
  });

  it('[quote-4.12] [quote-4.13] pending, partial, done and none: isDone and the carriers of each', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    const with_ = async (value: string) => {
      sandbox.headers = { [RATES_HEADER]: value };
      return poll(id);
    };
    expect(await with_('pending')).toEqual(answered(0, false));
    expect(await with_('partial')).toEqual(answered(PARTIAL_CARRIERS, false));
    expect(await with_('done')).toEqual(answered(TOTAL_CARRIERS, true));
    expect(await with_('none')).toEqual(answered(0, true));
  });

  it('failed answers 200 isSuccess false with the failure message', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    sandbox.headers = { [RATES_HEADER]: 'failed' };
    const error = await apiFailure(getResults(id));
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: RESULTS_FAILED_MESSAGE, body: RESULTS_FAILED_ANSWER });
  });

  it('an unknown value is 400 naming the header', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    sandbox.headers = { [RATES_HEADER]: 'soon' };
    const error = await apiFailure(getResults(id));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining(RATES_HEADER) });
  });

  it('still needs a prepared transaction: 404 without one', async () => {
    sandbox.headers = { [RATES_HEADER]: 'done' };
    expect(await apiFailure(getResults(uuid(12)))).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('auth and faults', () => {
  it.each([
    ['POST', '/api/rating/prepareTransaction'],
    ['POST', '/api/rating/quoteRequest'],
    ['GET', '/api/rating/getResultsByTransactionId'],
  ])('the sandbox answers 401 to %s %s without Authorization: Bearer', async (method, path) => {
    const res = await createInProcessFetch(createSandboxApp())(path, { method, body: method === 'POST' ? '{}' : undefined });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: BEARER_MISSING });
  });

  it('the client does not call without the visitor token (an auth ApiError)', async () => {
    configureApi({ getBearerToken: () => null });
    expect(await apiFailure(prepareTransaction(texasAnswers(), uuid(13), TRANSACTION_DATE))).toMatchObject({ kind: 'auth' });
    expect(sandbox.records).toEqual([]);
  });

  it('a fault of the X-Sandbox-Fault header fails the call; a faulted prepare or poll changes nothing', async () => {
    const answers = texasAnswers();
    sandbox.fault = 'malformed';
    expect((await apiFailure(prepareTransaction(answers, uuid(14), TRANSACTION_DATE))).kind).toBe('parse');
    sandbox.fault = null;
    expect(await apiFailure(postQuoteRequest(answers, uuid(14), true))).toMatchObject({ status: 404 });

    const id = await startQuote(SANDBOX_RATE_EMAILS.quick, uuid(15));
    sandbox.fault = 'schema';
    expect((await apiFailure(getResults(id))).kind).toBe('schema');
    sandbox.fault = '500';
    expect(await apiFailure(getResults(id))).toMatchObject({ kind: 'http', status: 500 });
    sandbox.fault = 'timeout';
    expect((await apiFailure(getResults(id))).kind).toBe('timeout');
    sandbox.fault = null;
    expect(await poll(id)).toEqual(answered(QUICK_FIRST_CARRIERS, false));
  });

  it('the slow fault answers the poll after the delay, and counts it', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    sandbox.fault = 'slow';
    expect(await poll(id)).toEqual(answered(QUICK_FIRST_CARRIERS, false));
    sandbox.fault = null;
    expect(await poll(id)).toEqual(answered(TOTAL_CARRIERS, true));
  });
});

describe('rate quotes: flattenResults and safeLogoUrl', () => {
  async function allResults(): Promise<ResultsAnswer> {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    sandbox.headers = { [RATES_HEADER]: 'done' };
    return getResults(id);
  }

  it("[quote-3.9] one rate quote per rate, with its carrier's id, name and a safe logo", async () => {
    const quotes = flattenResults((await allResults()).results);
    expect(quotes).toHaveLength(TOTAL_CARRIERS * 2);
    expect(new Set(quotes.map((q) => q.rateQuoteId)).size).toBe(quotes.length);
    for (const carrier of RATE_CARRIERS) {
      const own = quotes.filter((q) => q.companyID === carrier.companyID);
      expect(own.map((q) => q.term)).toEqual([6, 12]);
      for (const q of own) {
        expect(q.companyName).toBe(carrier.companyName);
        expect(q.logoUrl).toBe(carrier.logoUrl);
        expect(q.logoUrl).toMatch(/^data:image\/svg\+xml,/);
      }
    }
    expect(quotes.find((q) => q.rateQuoteId === 'RQ-LSM-6')).toEqual({
      rateQuoteId: 'RQ-LSM-6',
      companyID: 'LSM',
      companyName: 'Lone Star Mutual',
      logoUrl: RATE_CARRIERS[0]?.logoUrl,
      carrierType: 1,
      term: 6,
      totalPremium: 812.4,
      payPlanDownPayment: 162.4,
      payPlanPaymentAmount: 130,
      payPlanNumOfPayments: 5,
      payPlanDescription: 'Monthly EFT',
      payPlanPercentDown: 19.99,
      quoteNumber: 'QN-LSM-6',
      showBuyButton: true,
      openNewWindow: false,
      effectiveDate: '2026-12-01',
      bolType: 1,
    });
    expect(quotes.find((q) => q.rateQuoteId === 'RQ-PCX-12')).toMatchObject({ quoteNumber: null, showBuyButton: false, bolType: null });
  });

  it('[quote-3.9] a logo that is not https, a data image or localhost is dropped (the card shows the name)', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    const answer = await getResults(id);
    const [first] = answer.results;
    if (!first) throw new Error('poll 1 has carriers');
    const logos = ['http://cdn.example.com/lsm.png', 'javascript:alert(1)', 'https://cdn.example.com/lsm.png', 'data:image/png;base64,iVBORw0KGgo=', 'http://localhost:5173/logo.svg', 'not a url', ''];
    const quotes = flattenResults(logos.map((logoUrl) => ({ ...first, logoUrl })));
    expect(quotes.filter((q) => q.term === 6).map((q) => q.logoUrl)).toEqual([
      null,
      null,
      'https://cdn.example.com/lsm.png',
      'data:image/png;base64,iVBORw0KGgo=',
      // http on localhost only for a page served from localhost (the sandbox): here there is no page.
      null,
      null,
      null,
    ]);
    expect(safeLogoUrl('http://127.0.0.1:4173/logo.svg', '127.0.0.1')).toBe('http://127.0.0.1:4173/logo.svg');
    expect(safeLogoUrl('http://localhost:5173/logo.svg', 'www.bluebonnet.example')).toBeNull();
    expect(safeLogoUrl('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeLogoUrl(null)).toBeNull();
  });
});

describe('the sandbox carriers (fixtures/data/rateQuotes.ts)', () => {
  const rates = RATE_CARRIERS.flatMap((c) => c.rates.map((r) => ({ carrier: c, rate: r })));

  it('[quote-3.9] seven carriers, each with a 6-month and a 12-month rate, rateQuoteIds unique and readable', () => {
    expect(RATE_CARRIERS).toHaveLength(7);
    for (const c of RATE_CARRIERS) expect(c.rates.map((r) => r.term)).toEqual([6, 12]);
    expect(new Set(rates.map(({ rate }) => rate.rateQuoteId)).size).toBe(14);
    for (const { carrier, rate } of rates) expect(rate.rateQuoteId).toBe(`RQ-${String(carrier.companyID)}-${rate.term}`);
  });

  it('[quote-3.9] totals are realistic amounts in cents, an installment total is the down payment plus the payments', () => {
    for (const { rate: given } of rates) {
      // Every sandbox rate gives its three amounts.
      const rate = { ...given, totalPremium: given.totalPremium ?? NaN, payPlanDownPayment: given.payPlanDownPayment ?? NaN, payPlanPaymentAmount: given.payPlanPaymentAmount ?? NaN };
      const [low, high] = rate.term === 6 ? [540, 1400] : [1000, 2800];
      expect(rate.totalPremium).toBeGreaterThanOrEqual(low);
      expect(rate.totalPremium).toBeLessThanOrEqual(high);
      for (const amount of [rate.totalPremium, rate.payPlanDownPayment, rate.payPlanPaymentAmount]) expect(Math.round(amount * 100) / 100).toBe(amount);
      const sum = rate.payPlanDownPayment + rate.payPlanNumOfPayments * rate.payPlanPaymentAmount;
      expect(Math.abs(sum - rate.totalPremium)).toBeLessThan(0.005);
    }
  });

  it('[quote-3.9] every pay-plan shape and card flag is there', () => {
    const some = (test: (r: (typeof rates)[number]['rate']) => boolean) => rates.some(({ rate }) => test(rate));
    expect(some((r) => r.payPlanNumOfPayments === 0)).toBe(true);
    expect(some((r) => r.payPlanDescription === 'Monthly EFT' && r.payPlanNumOfPayments === 5 && (r.payPlanPaymentAmount ?? 0) > 0)).toBe(true);
    expect(some((r) => r.payPlanDescription === 'OD')).toBe(true);
    expect(some((r) => r.payPlanDescription === 'OH')).toBe(true);
    expect(some((r) => r.payPlanDescription === '4 Pay' && r.payPlanNumOfPayments === 4)).toBe(true);
    expect(some((r) => r.payPlanNumOfPayments > 0 && r.payPlanPaymentAmount === 0)).toBe(true);
    expect(some((r) => r.showBuyButton === true)).toBe(true);
    expect(some((r) => r.showBuyButton === false)).toBe(true);
    expect(some((r) => r.openNewWindow === true)).toBe(true);
    expect(rates.filter(({ rate }) => rate.effectiveDate === PAST_EFFECTIVE_DATE).map(({ carrier }) => carrier.companyID)).toEqual(['PSH', 'PSH']);
    expect(RATE_CARRIERS.filter((c) => c.carrierType === 2).map((c) => c.companyID)).toEqual(['SRI']);
    const ids = RATE_CARRIERS.map((c) => String(c.companyID));
    for (const id of [...PSEUDO_CARRIERS, ...OVERRIDE_CARRIERS, ...TOP_RATED_CARRIERS]) expect(ids).toContain(id);
    expect(PSEUDO_CARRIERS).toHaveLength(1);
    expect(OVERRIDE_CARRIERS).toHaveLength(1);
  });
});

