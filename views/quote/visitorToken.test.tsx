/**
 * The visitor's anonymous token lives a day (quote-9.2); a visitor may keep the form open longer.
 * Through the rendered quote view, with the card's and the rate request's calls made for real
 * against the in-process sandbox (the other calls held and answered): the token kept a day and a
 * minute ago reads as missing, and the call with it still goes through, after one new anonymous
 * token (loginWithToken with isskiplogin) that the form keeps and sends.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_RECAPTCHA } from '../../fixtures/data/accounts';
import { coverageRevisitInput, texasCoverages } from '../../fixtures/models/quote.model';
import { connectSandbox } from '../../fixtures/sandbox/testing';
import type { SandboxRequestRecord } from '../../fixtures/sandbox/app';
import { resultsAnswerSchema } from '../../services/quotes';
import { fill } from '../../src/i18n';
import { quoteText } from '../../src/i18n/quote';
import { storageWith } from '../../src/storage';
import { MINUTE_MS, TOKEN_LIFETIME_MS, tokenStoreOn } from '../../src/storage/tokens';
import { renderQuote } from '../../src/testing/quoteView';
import { CARRIERS, quoteStage, STILL, TRANSACTION } from '../../src/testing/quoteStage';

const t = quoteText.en;
const q = t.quotes;
const YESTERDAYS_TOKEN = 'visitor-token-of-yesterday';
const RATE_TRANSACTION = '5f0c2a9e-7d41-4b8e-9c36-2e1f8a7b6d50';

/**
 * The page's token store on a clock the test moves, the API reading the visitor's token from it as
 * the page does (src/boot.ts), and the sandbox behind it; the anonymous token kept now.
 */
function visitorWithToken() {
  let now = coverageRevisitInput.now();
  const tokens = tokenStoreOn(storageWith(), 'bluebonnet', () => now);
  const sandbox = connectSandbox({
    api: {
      getBearerToken: () => tokens.read('customer')?.token ?? tokens.read('anonymous')?.token ?? null,
      getRecaptchaToken: async () => SANDBOX_RECAPTCHA.pass,
    },
  });
  tokens.save('anonymous', YESTERDAYS_TOKEN, { region: 'main' });
  return {
    tokens,
    sandbox,
    /** A day and a minute later: the kept token has expired. */
    aDayLater: () => {
      now += TOKEN_LIFETIME_MS.anonymous + MINUTE_MS;
    },
  };
}

const tokenCalls = (records: SandboxRequestRecord[]) => records.filter((r) => r.path === '/api/account/loginWithToken');
const bearerOf = (record: SandboxRequestRecord | undefined) => record?.headers.authorization ?? null;

/** Lone Star Mutual's quotes under the sandbox's rate ids (fixtures/data/rateQuotes.ts), so its buy-now calls find them. */
const lsm = CARRIERS[0];
if (!lsm) throw new Error('no carrier');
const sandboxAnswer = resultsAnswerSchema.parse({
  isSuccess: true,
  isDone: true,
  completedCount: 1,
  totalCount: 1,
  results: [{ ...lsm, rates: lsm.rates.map((rate) => ({ ...rate, rateQuoteId: `RQ-${rate.rateQuoteId}` })) }],
});

const { askForQuotes } = quoteStage({ revisit: coverageRevisitInput, coverages: texasCoverages });

afterEach(() => {
  connectSandbox();
});

describe("the visitor's token, expired while the form is open", () => {
  it("Buy now a day after the token was kept: a new anonymous token, then the card's calls go through with it and the carrier's page opens", async () => {
    const visit = visitorWithToken();
    const r = await renderQuote(
      { ...coverageRevisitInput, tokens: visit.tokens, rateTiming: STILL, newId: () => TRANSACTION },
      { live: ['selectQuote', 'fetchUrl'] },
    );
    await askForQuotes(r);
    await r.settle('pollResults', { done: sandboxAnswer });
    await r.settle('finalResults', { done: sandboxAnswer });
    visit.aDayLater();
    expect(visit.tokens.read('anonymous')).toBeNull();

    await r.user.click(screen.getByRole('button', { name: fill(q.card.buyNowFor, { carrier: 'Lone Star Mutual' }) }));
    // The confirmation (quote-2.29) or a new tab at once, as the day and browser say; never "We couldn't reach".
    await waitFor(() => expect(r.opened.length + screen.queryAllByRole('dialog', { name: fill(q.action.confirmTitle, { carrier: 'Lone Star Mutual' }) }).length).toBe(1));
    const confirm = screen.queryByRole('dialog', { name: fill(q.action.confirmTitle, { carrier: 'Lone Star Mutual' }) });
    if (confirm) await r.user.click(within(confirm).getByRole('button', { name: q.action.yes }));
    expect(screen.queryByText(fill(q.action.urlFailed, { carrier: 'Lone Star Mutual' }))).toBeNull();
    expect(r.opened).toHaveLength(1);
    expect(r.opened[0]).toMatch(/^https:\/\/buy\.lsm\.example\/.*RQ-LSM-6/);
    // One new anonymous token, kept, and sent by the buy-now call; selectQuote did not fail either.
    expect(tokenCalls(visit.sandbox.records)).toHaveLength(1);
    expect(tokenCalls(visit.sandbox.records)[0]?.body).toMatchObject({ isskiplogin: true });
    const renewed = visit.tokens.read('anonymous')?.token;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(YESTERDAYS_TOKEN);
    expect(bearerOf(visit.sandbox.records.find((rec) => rec.path === '/api/rating/buyNow'))).toBe(`Bearer ${renewed ?? ''}`);
    expect(bearerOf(visit.sandbox.records.find((rec) => rec.path === '/api/rating/selectQuote'))).toBe(`Bearer ${renewed ?? ''}`);
    expect(r.tracked.filter((e) => e.event === 'quote_error')).toEqual([]);
  });

  it('[quote-6.1] the rate request a day after the token was kept (the visitor stayed on the coverage step): a new anonymous token, then the transaction, the request and the results go through with it', async () => {
    const visit = visitorWithToken();
    const r = await renderQuote(
      // A transaction id as the page makes one (the sandbox takes only a UUID).
      { ...coverageRevisitInput, tokens: visit.tokens, rateTiming: STILL, newId: () => RATE_TRANSACTION },
      { live: ['prepareTransaction', 'postQuoteRequest', 'pollResults', 'finalResults'] },
    );
    await r.settle('loadCoverages', { done: texasCoverages });
    visit.aDayLater();
    expect(visit.tokens.read('anonymous')).toBeNull();

    await r.send({ type: 'coverage.submit', choice: { term: 6, product: 'SML', custom: {} } });
    const rating = (path: string) => visit.sandbox.records.filter((rec) => rec.path === `/api/rating/${path}`);
    const noQuotes = () => screen.queryByRole('heading', { level: 2, name: fill(q.noQuotes.heading, { name: 'Rosa' }) });
    // The results asked for, or (without a token) the no-quotes view.
    await waitFor(() => expect(rating('getResultsByTransactionId').length > 0 || noQuotes() !== null).toBe(true));
    expect(noQuotes()).toBeNull();
    expect(screen.getByRole('status', { name: q.loading.panel })).toBeVisible();
    expect(tokenCalls(visit.sandbox.records)).toHaveLength(1);
    expect(tokenCalls(visit.sandbox.records)[0]?.body).toMatchObject({ isskiplogin: true });
    const renewed = `Bearer ${visit.tokens.read('anonymous')?.token ?? ''}`;
    for (const path of ['prepareTransaction', 'quoteRequest', 'getResultsByTransactionId']) {
      expect(rating(path).map(bearerOf)).toEqual(rating(path).map(() => renewed));
    }
    expect(rating('prepareTransaction')).toHaveLength(1);
    expect(rating('quoteRequest')).toHaveLength(1);
  });
});
