/** The quote form widget (view + real chart + real services) against the in-process sandbox. */
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_RECAPTCHA } from '../../fixtures/data/accounts';
import { connectSandbox } from '../../fixtures/sandbox/testing';
import { revisitInput } from '../../fixtures/models/quote.model';
import { pageSetupFor } from '../flows/kit';
import quote from '../flows/quote';
import { quoteText } from '../i18n/quote';
import { browserStorage } from '../storage';
import { recordingEffects } from '../testing/flows';
import widget from './quote';
import { saveQuoteVisit } from './quoteVisit';
import { provideTexts } from '../testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

describe('the quote form widget against the sandbox', () => {
  beforeEach(() => {
    connectSandbox({ api: { getRecaptchaToken: async () => SANDBOX_RECAPTCHA.pass } });
  });

  it('[quote-4.3 quote-4.4] a hash typed while the form was still loading is where it opens', async () => {
    const storage = browserStorage();
    // A visit saved at driver3; the page opened on #driver3, and the visitor pressed Back to #driver1 before the form listened.
    if (revisitInput.saved) saveQuoteVisit(storage, revisitInput.saved);
    const effects = { ...recordingEffects(), storage };
    effects.changeHash('#driver1');
    const page = pageSetupFor(quote, 'en');
    render(<widget.App page={{ ...page, url: new URL('http://localhost/quote/#driver3') }} effects={effects} />);
    // The token answers: the form is ready.
    await waitFor(() => expect(screen.queryByText(quoteText.en.start.loading)).toBeNull());
    expect(screen.getByRole('heading', { name: quoteText.en.driver1.heading })).toBeVisible();
    expect(screen.queryByRole('heading', { name: quoteText.en.driver3.heading })).toBeNull();
    // The form wrote no hash over the visitor's (the address already shows the stage it opened at).
    expect(effects.hashes).toEqual([]);
  });
});
