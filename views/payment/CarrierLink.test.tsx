/** The pay-at-carrier link: https only, with the host it opens shown beside it, in both languages. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentText } from '../../src/i18n/payment';
import { CarrierLink } from './PaymentSections';
import { PaymentTextsProvider } from './texts';
import { provideTexts } from '../../src/testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

describe.each(['en', 'es'] as const)('CarrierLink (%s)', (lang) => {
  const t = paymentText[lang];
  const show = (url: string | null) =>
    render(
      <PaymentTextsProvider lang={lang} messages={{}}>
        <CarrierLink url={url} carrier="Lone Star Mutual" />
      </PaymentTextsProvider>,
    );

  it('[site-8.6] links an https carrier site and shows its host', () => {
    show('https://www.lonestarmutual.example/pay?x=1');
    const link = screen.getByRole('link', { name: t.modal.payAtCarrierLink.replace('{carrier}', 'Lone Star Mutual') });
    expect(link).toHaveAttribute('href', 'https://www.lonestarmutual.example/pay?x=1');
    expect(screen.getByText('(lonestarmutual.example)')).toBeVisible();
  });

  it.each(['http://www.lonestarmutual.example/pay', 'javascript:alert(1)', '/pay/', '//evil.example/pay', 'https://user:pw@evil.example/'])(
    '[site-8.6] does not link %s, and says to call the agent',
    (url) => {
      show(url);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(t.modal.noLink)).toBeVisible();
    },
  );
});
