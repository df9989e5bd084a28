/**
 * The rate request's calls (quote-3.7, quote-3.8, quote-7.13, quote-7.24) through the real
 * client against the in-process sandbox: the prepared transaction and the submission as sent, the
 * first and later quote requests and the wrong forms refused, the 401 without a token, and the
 * faults. The results' polls are in services/quoteResults.test.ts, the rate quotes the cards read
 * in services/rateQuotes.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { QUICK_FIRST_CARRIERS, SANDBOX_RATE_EMAILS, TOTAL_CARRIERS } from '../fixtures/data/rateQuotes';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { answered, lastRecord, poll, pollTimes, startQuote, texasAnswers, TRANSACTION_DATE, UUID, uuid } from '../fixtures/sandbox/quotesTesting';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import { firstFormMessage, laterFormMessage, notPreparedMessage } from '../fixtures/sandbox/routes/quotes.magic';
import { apiFailure, connectSandbox, TEST_BEARER_TOKEN, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { configureApi } from './http';
import { getResults, postQuoteRequest, prepareTransaction } from './quotes';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

describe('prepare: POST /rating/prepareTransaction', () => {
  it('[quote-7.13] [quote-3.8] answers the transaction id and its token, and receives the submission with a UUID, term, customer, cars and drivers', async () => {
    const id = 'b3c1f0a2-5d4e-4f6a-9b7c-1d2e3f405162';
    const prepared = await prepareTransaction(texasAnswers(), id, TRANSACTION_DATE);
    expect(prepared).toEqual({ transactionId: id, token: 'txn-b3c1f0a2' });

    const sent = lastRecord(sandbox, '/rating/prepareTransaction');
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
    const first = lastRecord(sandbox, '/rating/quoteRequest')?.body as Record<string, unknown>;
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
    const later = lastRecord(sandbox, '/rating/quoteRequest')?.body as Record<string, unknown>;
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
