/** The quote form's later steps in chunks of their own: drawn once loaded, a failed load said and tried again. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { quoteText } from '../../src/i18n/quote';
import { LaterStepBoundary, loadable } from './laterSteps';
import { QuoteTextsProvider } from './texts';
import { provideTexts } from '../../src/testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

function Done({ name }: { name: string }) {
  return <h2>{name}</h2>;
}

describe.each(['en', 'es'] as const)('a later step (%s)', (lang) => {
  const t = quoteText[lang];
  const draw = (Step: ComponentType<{ name: string }>) =>
    render(
      <QuoteTextsProvider lang={lang} messages={{}}>
        <LaterStepBoundary>
          <Step name="The vehicles" />
        </LaterStepBoundary>
      </QuoteTextsProvider>,
    );

  it('shows the form\'s spinner while its chunk loads, then the step; once loaded, at once', async () => {
    let release: () => void = () => {};
    const step = loadable<{ name: string }>(() => new Promise((resolve) => (release = () => resolve(Done))));
    draw(step.Step);
    expect(screen.getByText(t.start.loading)).toBeVisible();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'The vehicles' })).toBeVisible();
    draw(step.Step);
    expect(screen.getAllByRole('heading', { name: 'The vehicles' })).toHaveLength(2);
  });

  it('a chunk that did not come says so; Try again loads it', async () => {
    let calls = 0;
    const step = loadable<{ name: string }>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return Done;
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      draw(step.Step);
      expect(await screen.findByRole('alert')).toHaveTextContent(t.start.failed);
    } finally {
      console.error = quiet;
    }
    await userEvent.setup().click(screen.getByRole('button', { name: t.buttons.retry }));
    expect(await screen.findByRole('heading', { name: 'The vehicles' })).toBeVisible();
    expect(calls).toBe(2);
  });
});
