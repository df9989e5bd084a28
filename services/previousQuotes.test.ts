/**
 * The previous-quote calls (quote-7.17, quote-7.18, quote-7.19, quote-7.22, quote-7.23, quote-8.6)
 * through the real client against the in-process sandbox: what each call sends and where (the
 * owner check under /opapi with the Basic credential), each magic input, and the refusals.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LOCKED_OWNER_CHECK_DOB,
  OWNER_CHECK_FAILURE_MESSAGE,
  OWNER_CHECK_LOCK_HOURS,
  OWNER_CHECK_LOCKED_MESSAGE,
  PREVIOUS_QUOTES_CUSTOMER,
  REQUOTE_IDS,
} from '../fixtures/data/previousQuotes';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { VISITOR_COOKIE } from '../fixtures/sandbox/routes/previousQuotes.magic';
import { SANDBOX_BASIC } from '../fixtures/models/previousQuotes.calls';
import { apiFailure, connectSandbox, TEST_BEARER_TOKEN, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { configureApi } from './http';
import {
  DOB_MISMATCH_MESSAGE,
  getQuoteGroupDetail,
  getQuoteGroups,
  getRequoteResults,
  getSelectedQuote,
  loadByRateQuoteId,
  postRequote,
  QUOTE_NOT_FOUND_MESSAGE,
  verifyQuoteOwner,
} from './previousQuotes';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({
    api: { getBearerToken: () => TEST_BEARER_TOKEN, getRecaptchaToken: async () => 'sandbox-recaptcha-pass', basic: SANDBOX_BASIC },
  });
});

const headerQuery = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const customer = { phone: PREVIOUS_QUOTES_CUSTOMER.phone, dob: PREVIOUS_QUOTES_CUSTOMER.dobIso, from: '2025-02-08', to: '2025-03-10' };

describe('quote groups: GET /quote/getCustomerQuoteGroupByTrnx and getCustomerQuoteGroupDetail', () => {
  it('[quote-7.19] [quote-4.30] sends the phone (digits), the date of birth and the range with the bearer token; answers every group of the customer', async () => {
    const groups = await getQuoteGroups(customer);
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/quote/getCustomerQuoteGroupByTrnx',
      query: { ...headerQuery, PhoneNumber: '5550100001', DateOfBirth: '1985-04-12', FromDate: '2025-02-08', ToDate: '2025-03-10' },
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
    });
    expect(groups).toEqual([
      { quoteDate: '2025-01-24', transactionId: 'PQ-TXN-45D' },
      { quoteDate: '2025-02-13', transactionId: 'PQ-TXN-25D' },
      { quoteDate: '2025-02-28', transactionId: 'PQ-TXN-10D' },
      { quoteDate: '2025-03-05', transactionId: 'PQ-TXN-5D' },
      { quoteDate: '2025-03-08', transactionId: 'PQ-TXN-2D' },
    ]);
  });

  it('[quote-4.30] another date of birth, or another phone, has none; 555-010-0003 fails with 500', async () => {
    expect(await getQuoteGroups({ ...customer, dob: '1990-01-01' })).toEqual([]);
    expect(await getQuoteGroups({ ...customer, phone: '555-010-0002' })).toEqual([]);
    expect(await apiFailure(getQuoteGroups({ ...customer, phone: '555-010-0003' }))).toMatchObject({ kind: 'http', status: 500 });
  });

  it('[quote-7.19] refuses a range that ends before it starts, and a call without the token', async () => {
    expect(await apiFailure(getQuoteGroups({ ...customer, from: '2025-03-11' }))).toMatchObject({ kind: 'http', status: 400 });
    configureApi({ getBearerToken: () => null });
    expect(await apiFailure(getQuoteGroups(customer))).toMatchObject({ kind: 'auth' });
  });

  it('[quote-3.15] [quote-7.19] a group detail: each quote with its rateQuoteId, effective date and drivers, and its carrier, total and vehicles', async () => {
    const quotes = await getQuoteGroupDetail('PQ-TXN-2D');
    expect(sandbox.records.at(-1)?.query).toMatchObject({ TransactionId: 'PQ-TXN-2D' });
    const rosa = { firstName: 'Rosa', lastName: 'Delgado' };
    const mateo = { firstName: 'Mateo', lastName: 'Delgado' };
    const accord = { year: 2021, maker: 'Honda', model: 'Accord' };
    const camry = { year: 2019, maker: 'Toyota', model: 'Camry' };
    expect(quotes).toEqual([
      { rateQuoteId: 'PQ-0201', effectiveDate: '2025-03-09', drivers: [rosa, mateo], companyName: 'Lone Star Mutual', term: 6, totalPremium: 812.4, cars: [accord, camry] },
      { rateQuoteId: 'PQ-0202', effectiveDate: '2025-03-15', drivers: [rosa], companyName: 'Gulf Coast Auto', term: 6, totalPremium: 1184.5, cars: [accord] },
      { rateQuoteId: 'PQ-0203', effectiveDate: '2025-03-22', drivers: [rosa, mateo], companyName: 'Sierra Ridge Insurance', term: 6, totalPremium: 907.45, cars: [accord, camry] },
    ]);
    expect(await getQuoteGroupDetail('PQ-TXN-5D')).toEqual([]);
    expect(await apiFailure(getQuoteGroupDetail('PQ-NOPE'))).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('owner check: GET /opapi/quote/verifyquoteowner', () => {
  it('[quote-7.22] [quote-6.4] goes to the operations API with RateQuoteId, DateOfBirth and the Basic credential', async () => {
    await expect(verifyQuoteOwner('PQ-0201', '1985-04-12')).resolves.toEqual({ isSuccess: true, isMatch: true, message: null });
    const record = sandbox.records.at(-1);
    expect(record?.path).toBe('/opapi/quote/verifyquoteowner');
    expect(record?.query).toMatchObject({ ...headerQuery, RateQuoteId: 'PQ-0201', DateOfBirth: '1985-04-12' });
    expect(record?.headers.authorization).toBe(`Basic ${btoa(`${SANDBOX_BASIC.username}:${SANDBOX_BASIC.password}`)}`);
  });

  it('[quote-8.6] a wrong date of birth is isMatch false with its message; "Quote not found!" and another failure reject with the server message', async () => {
    await expect(verifyQuoteOwner('PQ-0201', '1990-01-01')).resolves.toEqual({ isSuccess: true, isMatch: false, message: DOB_MISMATCH_MESSAGE });
    // The mismatch as the API may answer it (the sandbox's date of birth 1990-01-02): a failure with the mismatch message.
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', '1990-01-02'))).toMatchObject({ kind: 'rejected', message: DOB_MISMATCH_MESSAGE });
    expect(await apiFailure(verifyQuoteOwner('PQ-1001', '1985-04-12'))).toMatchObject({ kind: 'rejected', message: QUOTE_NOT_FOUND_MESSAGE });
    expect(await apiFailure(verifyQuoteOwner('PQ-UNKNOWN', '1985-04-12'))).toMatchObject({ kind: 'rejected', message: QUOTE_NOT_FOUND_MESSAGE });
    expect(await apiFailure(verifyQuoteOwner('PQ-2501', '1985-04-12'))).toMatchObject({ kind: 'rejected', message: OWNER_CHECK_FAILURE_MESSAGE });
  });

  it('[quote-7.22] needs the page credential, and is not served under /api', async () => {
    configureApi({ basic: null });
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', '1985-04-12'))).toMatchObject({ kind: 'auth' });
    configureApi({ basic: SANDBOX_BASIC, opBaseUrl: '/api' });
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', '1985-04-12'))).toMatchObject({ kind: 'http', status: 404 });
    configureApi({ opBaseUrl: '/opapi' });
  });
});

describe("owner check: the API's limit of 3 wrong dates of birth per quote", () => {
  const HOUR_MS = 3_600_000;
  /** A sandbox whose clock the test moves. */
  function clocked() {
    let now = TEST_NOW.getTime();
    const harness = connectSandbox({
      sandbox: { now: () => new Date(now) },
      api: { getBearerToken: () => TEST_BEARER_TOKEN, basic: SANDBOX_BASIC },
    });
    return { harness, advance: (ms: number) => (now += ms) };
  }
  const locked = { kind: 'http', status: 423, message: OWNER_CHECK_LOCKED_MESSAGE, body: { isSuccess: false, isMatch: false, message: OWNER_CHECK_LOCKED_MESSAGE } };

  it('[quote-4.31] refuses the fourth check of a quote after three wrong dates of birth, even the right one, for 24 hours; another quote is not refused', async () => {
    const { advance } = clocked();
    await expect(verifyQuoteOwner('PQ-0201', '1990-01-01')).resolves.toMatchObject({ isMatch: false });
    await expect(verifyQuoteOwner('PQ-0201', '1990-01-01')).resolves.toMatchObject({ isMatch: false });
    // The mismatch answered as a failure counts as one too; the third is still answered.
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', '1990-01-02'))).toMatchObject({ kind: 'rejected', message: DOB_MISMATCH_MESSAGE });
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', PREVIOUS_QUOTES_CUSTOMER.dobIso))).toMatchObject(locked);
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', '1990-01-01'))).toMatchObject(locked);
    await expect(verifyQuoteOwner('PQ-0202', '1990-01-01')).resolves.toMatchObject({ isMatch: false });
    await expect(verifyQuoteOwner('PQ-4501', PREVIOUS_QUOTES_CUSTOMER.dobIso)).resolves.toMatchObject({ isMatch: true });
    advance(OWNER_CHECK_LOCK_HOURS * HOUR_MS - 1000);
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', PREVIOUS_QUOTES_CUSTOMER.dobIso))).toMatchObject(locked);
    advance(2000);
    await expect(verifyQuoteOwner('PQ-0201', PREVIOUS_QUOTES_CUSTOMER.dobIso)).resolves.toMatchObject({ isMatch: true });
  });

  it('counts only wrong dates of birth: matches, "Quote not found!" and other failures use none', async () => {
    clocked();
    for (let i = 0; i < 4; i += 1) {
      await expect(verifyQuoteOwner('PQ-0201', PREVIOUS_QUOTES_CUSTOMER.dobIso)).resolves.toMatchObject({ isMatch: true });
      expect(await apiFailure(verifyQuoteOwner('PQ-1001', '1990-01-01'))).toMatchObject({ kind: 'rejected', message: QUOTE_NOT_FOUND_MESSAGE });
      expect(await apiFailure(verifyQuoteOwner('PQ-2501', '1990-01-01'))).toMatchObject({ kind: 'rejected', message: OWNER_CHECK_FAILURE_MESSAGE });
    }
    await expect(verifyQuoteOwner('PQ-0201', '1990-01-01')).resolves.toMatchObject({ isMatch: false });
  });

  it("[quote-4.31] the date of birth 1990-01-03 is refused at once, as a quote past its limit (the refusal's magic input)", async () => {
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', LOCKED_OWNER_CHECK_DOB))).toMatchObject(locked);
    await expect(verifyQuoteOwner('PQ-0201', PREVIOUS_QUOTES_CUSTOMER.dobIso)).resolves.toMatchObject({ isMatch: true });
  });

  it("counts per browser: the look-up sets the sandbox's visitor cookie, and a browser with another cookie (or a caller with none) has its own count", async () => {
    const app = createSandboxApp({ now: () => TEST_NOW });
    const query = new URLSearchParams({ ...headerQuery, PhoneNumber: '5550100001', DateOfBirth: customer.dob, FromDate: customer.from, ToDate: customer.to });
    const lookUp = await app.fetch(new Request(`http://localhost/api/quote/getCustomerQuoteGroupByTrnx?${query}`, { headers: { Authorization: `Bearer ${TEST_BEARER_TOKEN}` } }));
    expect(lookUp.status).toBe(200);
    const cookie = /^([^;]+)/.exec(lookUp.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[\\w-]{8,}$`));
    const again = await app.fetch(new Request(`http://localhost/api/quote/getCustomerQuoteGroupByTrnx?${query}`, { headers: { Authorization: `Bearer ${TEST_BEARER_TOKEN}`, Cookie: cookie } }));
    expect(again.headers.get('Set-Cookie')).toBeNull();

    sandbox.headers = { Cookie: `${VISITOR_COOKIE}=browser-a` };
    for (let i = 0; i < 3; i += 1) await expect(verifyQuoteOwner('PQ-0201', '1990-01-01')).resolves.toMatchObject({ isMatch: false });
    expect(await apiFailure(verifyQuoteOwner('PQ-0201', '1990-01-01'))).toMatchObject({ status: 423 });
    sandbox.headers = { Cookie: `${VISITOR_COOKIE}=browser-b` };
    await expect(verifyQuoteOwner('PQ-0201', '1990-01-01')).resolves.toMatchObject({ isMatch: false });
    sandbox.headers = {};
    await expect(verifyQuoteOwner('PQ-0201', '1990-01-01')).resolves.toMatchObject({ isMatch: false });
  });
});

describe('requote: POST /rating/requote, then GET /rating/getRequoteResults', () => {
  it('[quote-7.23] [quote-4.32] posts { header, rateQuoteId } with the reCAPTCHA token, then polls the results with RateQuoteId', async () => {
    await expect(postRequote(REQUOTE_IDS.answers)).resolves.toEqual({ isSuccess: true, transactionId: 'RQT-PQ-0201' });
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/rating/requote',
      headers: expect.objectContaining({ 'x-recaptcha-token': 'sandbox-recaptcha-pass' }),
      body: { header: headerQuery, rateQuoteId: 'PQ-0201' },
    });
    const first = await getRequoteResults(REQUOTE_IDS.answers);
    expect(sandbox.records.at(-1)).toMatchObject({ path: '/api/rating/getRequoteResults', query: { ...headerQuery, RateQuoteId: 'PQ-0201' } });
    expect([first.isDone, first.results.length]).toEqual([false, 3]);
    const second = await getRequoteResults(REQUOTE_IDS.answers);
    expect([second.isDone, second.results.length]).toEqual([true, 7]);
  });

  it('[quote-4.32] a requote that never finishes; one that fails; results before a requote are refused', async () => {
    await postRequote(REQUOTE_IDS.neverFinishes);
    for (let i = 0; i < 4; i += 1) expect((await getRequoteResults(REQUOTE_IDS.neverFinishes)).isDone).toBe(false);
    expect(await apiFailure(postRequote(REQUOTE_IDS.fails))).toMatchObject({ kind: 'http', status: 500 });
    expect(await apiFailure(getRequoteResults('PQ-4501'))).toMatchObject({ kind: 'http', status: 409 });
  });

  it('[quote-7.23] without a reCAPTCHA token the requote is not sent', async () => {
    configureApi({ getRecaptchaToken: async () => null });
    expect(await apiFailure(postRequote(REQUOTE_IDS.answers))).toMatchObject({ kind: 'auth' });
    expect(sandbox.records).toEqual([]);
  });
});

describe('stored quotes: loadByRateQuoteId and getSelectedQuote', () => {
  it("[quote-7.18] loads the stored quote's transaction by the id in the path", async () => {
    const transaction = await loadByRateQuoteId('PQ-0201');
    expect(sandbox.records.at(-1)?.path).toBe('/api/rating/loadByRateQuoteId/PQ-0201');
    expect(transaction.customer).toMatchObject({ name: 'Rosa', surname: 'Delgado', phoneNumber: '5550100001', rentersAndHome: false });
    expect(transaction.drivers).toHaveLength(2);
    expect(transaction.term).toBe(6);
    expect(await apiFailure(loadByRateQuoteId('PQ-NOPE'))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('[quote-7.17] the quote selected, as a rate quote', async () => {
    const quote = await getSelectedQuote('RQ-LSM-6');
    expect(sandbox.records.at(-1)?.query).toMatchObject({ RateQuoteId: 'RQ-LSM-6' });
    expect(quote).toMatchObject({ rateQuoteId: 'RQ-LSM-6', companyID: 'LSM', term: 6 });
    expect(await apiFailure(getSelectedQuote('RQ-NOPE-6'))).toMatchObject({ status: 404 });
  });
});
