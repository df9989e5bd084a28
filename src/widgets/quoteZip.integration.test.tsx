/** The quote-by-ZIP widget (view + real machine + real services) against the in-process sandbox. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectSandbox } from '../../fixtures/sandbox/testing';
import { pageSetupFor } from '../flows/kit';
import quoteZip from '../flows/quoteZip';
import { quoteZipText } from '../i18n/quoteZip';
import { browserStorage, isString, storageKeys } from '../storage';
import { recordingEffects } from '../testing/flows';
import widget from './quoteZip';
import { provideTexts } from '../testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

function renderHome(navigated: string[], lang: 'en' | 'es' = 'en', rawConfig: unknown = {}) {
  const effects = { ...recordingEffects(), storage: browserStorage(), navigate: (url: string) => navigated.push(url) };
  render(<widget.App page={{ ...pageSetupFor(quoteZip, lang), config: rawConfig }} effects={effects} />);
}

async function submitZip(zip: string, lang: 'en' | 'es' = 'en') {
  const t = quoteZipText[lang];
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: new RegExp(t.zipLabel) }), zip);
  await user.click(screen.getByRole('button', { name: t.submit }));
}

describe('quote by ZIP against the sandbox', () => {
  beforeEach(() => {
    connectSandbox();
  });

  it('[site-4.4 site-2.21] 78701 (TX, quote available) goes to the quote page at #driver1 and stores ZIP, state and city', async () => {
    const navigated: string[] = [];
    renderHome(navigated);
    await submitZip('78701');
    await screen.findByRole('button', { name: new RegExp(quoteZipText.en.leaving) });
    expect(navigated).toEqual(['/quote/#driver1']);
    const s = browserStorage();
    expect(s.get(storageKeys.zip('bluebonnet'), isString)).toBe('78701');
    expect(s.get(storageKeys.customerState('bluebonnet'), isString)).toBe('TX');
    expect(s.get(storageKeys.city('bluebonnet'), isString)).toBe('Austin');
  });

  it('[site-2.22] with the other-experiences option, a CA ZIP goes to the quote page with the -ca suffix', async () => {
    const navigated: string[] = [];
    renderHome(navigated, 'es', { otherExperiences: 'true' });
    await submitZip('90210', 'es');
    await screen.findByRole('button', { name: new RegExp(quoteZipText.es.leaving) });
    expect(navigated).toEqual(['/es/quote-ca/#driver1']);
  });

  it('[site-4.4] 10001 (NY, no quote yet) goes to the coming-soon page', async () => {
    const navigated: string[] = [];
    renderHome(navigated);
    await submitZip('10001');
    await screen.findByRole('button', { name: new RegExp(quoteZipText.en.leaving) });
    expect(navigated).toEqual(['/coming-soon/']);
  });

  it('[site-4.4 site-8.4] 99999 (no address) shows the out-of-area modal; OK closes it', async () => {
    renderHome([]);
    await submitZip('99999');
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: quoteZipText.en.outOfAreaTitle })).toBeVisible();
    await user.click(screen.getByRole('button', { name: quoteZipText.en.ok }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('00010 (HTTP 500) keeps the ZIP and says to try again', async () => {
    renderHome([]);
    await submitZip('00010');
    expect(await screen.findByRole('alert')).toHaveTextContent(quoteZipText.en.lookupFailed);
    expect(screen.getByRole('textbox', { name: new RegExp(quoteZipText.en.zipLabel) })).toHaveValue('00010');
  });
});
