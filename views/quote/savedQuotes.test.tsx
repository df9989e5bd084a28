/**
 * The quote stage opened again on the quotes the visit keeps (issue 27), through the rendered view
 * in English and Spanish with the real chart; only the calls are held. The saved quotes asked for
 * again and shown, or why not (a day old or more; no longer available; no answer) with Get new
 * quotes, Try again and Back; axe on each screen.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshQuotesVisit, restoredQuotes, staleQuotesVisit, texasCoverages } from '../../fixtures/models/quote.model';
import { SANDBOX_SAVED_TRANSACTION } from '../../fixtures/data/rateQuotes';
import type { QuoteInput } from '../../machines/quote/types';
import { ApiError } from '../../services/http';
import { fill } from '../../src/i18n';
import { quoteText } from '../../src/i18n/quote';
import { MODEL_EPOCH } from '../../src/paths/play';
import { renderQuote, seriousViolations } from '../../src/testing/quoteView';
import { savedQuotesDate } from './savedQuotesText';

const atEpoch = (input: QuoteInput, lang: 'en' | 'es'): QuoteInput => ({ ...input, lang, now: () => MODEL_EPOCH });

describe.each(['en', 'es'] as const)('the quotes a visit keeps, opened again (%s)', (lang) => {
  const t = quoteText[lang];
  const s = t.savedQuotes;

  it('[quote-3.17 quote-2.22] under a day old: "Loading your quotes", then their cards without a new rate request, #quotes kept', async () => {
    const r = await renderQuote(atEpoch(freshQuotesVisit.input, lang), { lang });
    expect(await screen.findByRole('heading', { name: s.heading })).toBeVisible();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(s.loading);
    expect(r.controller.lastInput('restoreQuotes')).toEqual({ transactionId: SANDBOX_SAVED_TRANSACTION, region: 'main', tokens: freshQuotesVisit.input.tokens });
    expect(await seriousViolations(r.container)).toEqual([]);
    await r.settle('restoreQuotes', { done: restoredQuotes });
    const list = await screen.findByRole('list', { name: t.quotes.list });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: t.quotes.showMore })).toBeVisible();
    expect(r.calls('prepareTransaction')).toEqual([]);
    expect(r.shown).toEqual(['quotes']);
  });

  it('[quote-6.2 quote-3.17] a day old or more: the page says when they were given and offers new quotes; nothing is asked', async () => {
    const r = await renderQuote(atEpoch(staleQuotesVisit.input, lang), { lang });
    const quotedAt = staleQuotesVisit.input.saved?.quotes?.quotedAt ?? 0;
    expect(await screen.findByText(fill(s.stale, { date: savedQuotesDate(quotedAt, lang) }))).toBeVisible();
    expect(r.calls('restoreQuotes')).toEqual([]);
    expect(screen.getByRole('button', { name: t.buttons.back })).toBeVisible();
    expect(await seriousViolations(r.container)).toEqual([]);
    // Get new quotes: the coverages first; the package kept is no longer offered, so the coverage step, every answer kept.
    await r.user.click(screen.getByRole('button', { name: s.renew }));
    expect(screen.getByText(s.renewing)).toBeVisible();
    await r.settle('loadCoverages', { done: texasCoverages });
    await r.settle('loadCoverages', { done: texasCoverages });
    expect(await screen.findByRole('heading', { name: t.coverage.heading })).toHaveFocus();
  });

  it('[quote-3.17] the API no longer has them: said so, with the date; Get new quotes asks for quotes with the answers kept', async () => {
    const r = await renderQuote(atEpoch(freshQuotesVisit.input, lang), { lang });
    await r.settle('restoreQuotes', { error: new ApiError('rejected', '/api/rating/getResultsByTransactionId', 200, 'The rating failed.') });
    const quotedAt = freshQuotesVisit.input.saved?.quotes?.quotedAt ?? 0;
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(fill(s.unavailable, { date: savedQuotesDate(quotedAt, lang) }));
    await r.user.click(screen.getByRole('button', { name: s.renew }));
    await r.settle('loadCoverages', { done: texasCoverages });
    // The rate request (a new transaction) with the answers the visit kept: its loading panel, the focus on its heading.
    expect(await screen.findByRole('status', { name: t.quotes.loading.panel })).toBeVisible();
    expect(screen.getByRole('heading', { name: t.quotes.loading.heading })).toHaveFocus();
    expect(r.calls('prepareTransaction')).toHaveLength(1);
  });

  it('[quote-3.17] no answer: an alert, Try again asks again (the focus on the heading), Back goes to the coverage', async () => {
    const r = await renderQuote(atEpoch(freshQuotesVisit.input, lang), { lang });
    await r.settle('restoreQuotes', { error: new ApiError('http', '/api/rating/getResultsByTransactionId', 500, 'The API answered 500.') });
    expect(await screen.findByRole('alert')).toHaveTextContent(s.failed);
    expect(await seriousViolations(r.container)).toEqual([]);
    await r.user.click(screen.getByRole('button', { name: t.buttons.retry }));
    expect(screen.getByRole('heading', { name: s.heading })).toHaveFocus();
    expect(r.calls('restoreQuotes')).toHaveLength(2);
    await r.settle('restoreQuotes', { error: new ApiError('http', '/api/rating/getResultsByTransactionId', 500, 'The API answered 500.') });
    await r.user.click(await screen.findByRole('button', { name: t.buttons.back }));
    expect(await screen.findByRole('heading', { name: t.coverage.heading })).toBeVisible();
  });
});
