/**
 * The quote-by-ZIP view as a widget root renders it (inside the flow's actor provider, with the
 * page's language and data-config): the kit's ZIP input and the configured messages.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteZipMachine, type QuoteZipInput } from '../../machines/quoteZip.machine';
import { quoteZipConfigSchema } from '../../src/config/quoteZip';
import type { Lang } from '../../src/i18n';
import { quoteZipText } from '../../src/i18n/quoteZip';
import { createActorController } from '../../src/paths/actors';
import { provideControlled } from '../../src/paths/play';
import { QuoteZipFlow } from './QuoteZipFlow';
import { QuoteZipView } from './QuoteZipView';
import { provideTexts } from '../../src/testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

const input: QuoteZipInput = { brand: 'bluebonnet', quotePage: '/quote/', comingSoonUrl: '/coming-soon/', otherExperiences: false, storedZip: null };

function renderView(lang: Lang, rawConfig: unknown = {}) {
  const controller = createActorController(quoteZipMachine);
  render(
    <QuoteZipFlow.Provider logic={provideControlled(quoteZipMachine, controller)} options={{ input }}>
      <QuoteZipView lang={lang} config={quoteZipConfigSchema.parse(rawConfig)} />
    </QuoteZipFlow.Provider>,
  );
  return { controller, user: userEvent.setup() };
}

describe.each(['en', 'es'] as const)('quote-by-ZIP view (%s)', (lang) => {
  const t = quoteZipText[lang];
  const zipBox = () => screen.getByRole('textbox', { name: new RegExp(t.zipLabel) });

  it('[site-5.1] a pasted " 75201 " is kept as 75201 and looked up as such', async () => {
    const { user, controller } = renderView(lang);
    await user.click(zipBox());
    await user.paste(' 75201 ');
    expect(zipBox()).toHaveValue('75201');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(controller.lastInput('lookupZip')).toEqual({ zip: '75201', brand: 'bluebonnet' });
  });

  it('[site-5.1 site-8.3] an invalid ZIP shows the catalog message, the field marked as error', async () => {
    const { user } = renderView(lang);
    await user.type(zipBox(), '752');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(zipBox()).toHaveAttribute('aria-invalid', 'true');
    expect(zipBox()).toHaveAccessibleDescription(expect.stringContaining(t.configured.invalidZip));
  });

  it('[site-5.1 site-8.3] a configured invalid-ZIP message replaces the catalog one', async () => {
    const { user } = renderView(lang, { messages: { invalidZip: 'Only Texas ZIP codes' } });
    await user.type(zipBox(), '752');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Only Texas ZIP codes')).toBeVisible();
    expect(screen.queryByText(t.configured.invalidZip)).toBeNull();
  });
});
