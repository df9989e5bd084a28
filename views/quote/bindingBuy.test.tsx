/**
 * A quote whose purchase continues in the agency's online binding (issue 33: "a quote card's buy
 * leads here"): the sandbox answers Lone Star Mutual's 12-month quote's buy-now address on the
 * page's own origin (`/bind/?transactionId=&rateQuoteId=`). Through the rendered quote view, with
 * the card's calls made for real against the in-process sandbox (the page's origin is the sandbox's,
 * http://localhost): the confirmation says the purchase goes on with us, not that the customer
 * leaves the site, and Yes opens the binding page in a new tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_RECAPTCHA } from '../../fixtures/data/accounts';
import { BINDING_BUY_RATE, IN_PROCESS_ORIGIN } from '../../fixtures/data/rateQuotes';
import { coverageRevisitInput, texasCoverages } from '../../fixtures/models/quote.model';
import { connectSandbox, TEST_BEARER_TOKEN } from '../../fixtures/sandbox/testing';
import { resultsAnswerSchema } from '../../services/quotes';
import { fill } from '../../src/i18n';
import { quoteText } from '../../src/i18n/quote';
import { renderQuote } from '../../src/testing/quoteView';
import { CARRIERS, quoteStage, STILL, TRANSACTION } from '../../src/testing/quoteStage';

const q = quoteText.en.quotes;
const carrier = { carrier: 'Lone Star Mutual' };

/** Lone Star Mutual's card, its quote under the sandbox's binding rate id. */
const lsm = CARRIERS[0];
if (!lsm) throw new Error('no carrier');
const answer = resultsAnswerSchema.parse({
  isSuccess: true,
  isDone: true,
  completedCount: 1,
  totalCount: 1,
  results: [{ ...lsm, rates: lsm.rates.slice(0, 1).map((rate) => ({ ...rate, rateQuoteId: BINDING_BUY_RATE })) }],
});

const { askForQuotes } = quoteStage({ revisit: coverageRevisitInput, coverages: texasCoverages });

afterEach(() => {
  connectSandbox();
});

describe("a quote bought through the agency's online binding", () => {
  it("[quote-2.29 quote-7.16] the confirmation says the purchase goes on with us, and Yes opens /bind/ with the quote's rateQuoteId in a new tab", async () => {
    connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN, getRecaptchaToken: async () => SANDBOX_RECAPTCHA.pass } });
    const r = await renderQuote({ ...coverageRevisitInput, rateTiming: STILL, newId: () => TRANSACTION }, { live: ['selectQuote', 'fetchUrl'] });
    await askForQuotes(r);
    await r.settle('pollResults', { done: answer });
    await r.settle('finalResults', { done: answer });

    await r.user.click(screen.getByRole('button', { name: fill(q.card.buyNowFor, carrier) }));
    const confirm = await screen.findByRole('dialog', { name: fill(q.action.confirmTitle, carrier) });
    expect(within(confirm).getByText(fill(q.action.confirmTextOwnSite, carrier))).toBeInTheDocument();
    expect(within(confirm).queryByText(fill(q.action.confirmText, carrier))).toBeNull();
    await r.user.click(within(confirm).getByRole('button', { name: q.action.yes }));
    await waitFor(() => expect(r.opened).toHaveLength(1));
    const opened = new URL(r.opened[0] ?? '');
    expect(opened.origin).toBe(IN_PROCESS_ORIGIN);
    expect(opened.pathname).toBe('/bind/');
    expect(opened.searchParams.get('rateQuoteId')).toBe(BINDING_BUY_RATE);
    expect(opened.searchParams.get('transactionId')).toMatch(/^buy-/);
  });
});
