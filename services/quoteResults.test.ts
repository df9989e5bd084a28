/**
 * The rate request's results (quote-4.12, quote-4.13, quote-4.17, quote-4.21, quote-7.14) through
 * the real client against the in-process sandbox: the query as sent, the poll sequence of each
 * magic e-mail, each transaction's own count, the 404 and 409 answers, the California endpoint,
 * and each X-Sandbox-Rates answer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAIL_FIRST_CARRIERS,
  LATE_CARRIERS,
  PARTIAL_CARRIERS,
  QUICK_FIRST_CARRIERS,
  RESULTS_FAILED_ANSWER,
  RESULTS_FAILED_MESSAGE,
  resultsAnswer,
  resultsAtPoll,
  SANDBOX_RATE_EMAILS,
  SLOW_CARRIERS,
  TOTAL_CARRIERS,
  type RatesKind,
} from '../fixtures/data/rateQuotes';
import { answered, failed, lastRecord, poll, pollTimes, startQuote, texasAnswers, TRANSACTION_DATE, uuid } from '../fixtures/sandbox/quotesTesting';
import { notPreparedMessage, notRequestedMessage, RATES_HEADER } from '../fixtures/sandbox/routes/quotes.magic';
import { apiFailure, connectSandbox, TEST_BEARER_TOKEN, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { getResults, postQuoteRequest, prepareTransaction, resultsAnswerSchema } from './quotes';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

describe('results: GET /rating/getResultsByTransactionId, by the customer e-mail', () => {
  it('[quote-7.14] sends returnAll, filterErrors, takeBestResults, resultLimit 1, allRates, the transaction id and the header fields', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    await getResults(id);
    expect(lastRecord(sandbox, '/rating/getResultsByTransactionId')).toMatchObject({
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
