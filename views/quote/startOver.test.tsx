/**
 * Start over on the quote form (issue 27), through the rendered view in English and Spanish with
 * the real chart (its calls held): offered on every step of the form, unavailable while the step
 * waits for a call, a confirmation first (No keeps everything, the focus back on the button), then
 * the first step empty with the focus on its heading; axe on the confirmation.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverageRevisitInput, freshQuotesVisit, revisitInput, texasCoverages, vehiclesRevisitInput } from '../../fixtures/models/quote.model';
import { quoteText } from '../../src/i18n/quote';
import { fillIn } from '../../src/testing/fill';
import { renderQuote, seriousViolations } from '../../src/testing/quoteView';

describe.each(['en', 'es'] as const)('Start over (%s)', (lang) => {
  const t = quoteText[lang];
  const so = t.startOver;

  it('[quote-3.17] a stray press loses nothing: the confirmation first, No keeps the step as typed and gives the focus back', async () => {
    const r = await renderQuote({ ...revisitInput, lang }, { lang });
    expect(await screen.findByRole('heading', { name: t.driver2.heading })).toBeVisible();
    const email = screen.getByRole('textbox', { name: t.driver2.email });
    await fillIn(r.user, email, 'rosa.new@example.com');
    const button = screen.getByRole('button', { name: so.button });
    await r.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: so.title });
    expect(within(dialog).getByText(so.text)).toBeVisible();
    // The safe answer has the focus: Enter keeps the answers.
    expect(within(dialog).getByRole('button', { name: so.no })).toHaveFocus();
    expect(await seriousViolations(r.container.ownerDocument.body)).toEqual([]);
    await r.user.click(within(dialog).getByRole('button', { name: so.no }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: t.driver2.email })).toHaveValue('rosa.new@example.com');
    expect(screen.getByRole('button', { name: so.button })).toHaveFocus();
    // Escape is No too.
    await r.user.click(screen.getByRole('button', { name: so.button }));
    await r.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: t.driver2.heading })).toBeVisible();
  });

  it('[quote-3.17] Yes: the first step, empty, its heading focused; no stage reached any more', async () => {
    const r = await renderQuote({ ...revisitInput, lang }, { lang });
    await r.user.click(await screen.findByRole('button', { name: so.button }));
    await r.user.click(within(await screen.findByRole('dialog', { name: so.title })).getByRole('button', { name: so.yes }));
    expect(await screen.findByRole('heading', { name: t.driver1.heading })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: t.driver1.lastName })).toHaveValue('');
    // No field says it is wrong before the visitor touches it.
    for (const box of screen.getAllByRole('textbox')) expect(box).not.toHaveAttribute('aria-invalid', 'true');
    const progress = screen.getByRole('navigation', { name: t.progress.label });
    expect(within(progress).queryAllByRole('link')).toEqual([]);
    expect(r.shown.at(-1)).toBe('driver1');
  });

  it('[quote-3.17] on every step of the form; unavailable while the step waits for a call; not on the quotes', async () => {
    const summary = await renderQuote({ ...vehiclesRevisitInput, lang }, { lang });
    expect(await screen.findByRole('heading', { name: t.vehicles.heading })).toBeVisible();
    expect(screen.getByRole('button', { name: so.button })).not.toHaveAttribute('aria-disabled');
    expect(summary.leaves()).toContain('vehiclesummary');
    cleanup();

    const coverage = await renderQuote({ ...coverageRevisitInput, lang }, { lang });
    // The coverages on their way: the button is there but unavailable (pressing it asks nothing).
    const button = await screen.findByRole('button', { name: so.button });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await coverage.user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    await coverage.settle('loadCoverages', { done: texasCoverages });
    expect(screen.getByRole('button', { name: so.button })).not.toHaveAttribute('aria-disabled');
    cleanup();

    await renderQuote({ ...freshQuotesVisit.input, lang }, { lang });
    expect(await screen.findByRole('heading', { name: t.savedQuotes.heading })).toBeVisible();
    expect(screen.queryByRole('button', { name: so.button })).toBeNull();
  });
});
