/** A flow's texts context: its views read the catalog of the page language with the configured messages merged. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteZipText } from '../i18n/quoteZip';
import { createTextsContext } from './texts';

const { TextsProvider, useTexts } = createTextsContext(quoteZipText, 'quoteZip');

function Probe() {
  const { lang, t, common, form } = useTexts();
  return (
    <p>
      {lang}|{t.zipLabel}|{t.configured.invalidZip}|{t.configured.outOfArea}|{common.close}|{form.summaryTitle}
    </p>
  );
}

describe('createTextsContext', () => {
  it.each([
    ['en', 'en|ZIP code|Enter a Texas ZIP|Sorry, we do not offer quotes for that ZIP code yet.|Close|There is a problem'],
    ['es', 'es|Código postal|Enter a Texas ZIP|Lo sentimos, todavía no ofrecemos cotizaciones para ese código postal.|Cerrar|Hay un problema'],
  ] as const)('[site-5.1] (%s) gives the catalog, the configured message over its default, and the shared texts', (lang, shown) => {
    render(
      <TextsProvider lang={lang} messages={{ invalidZip: 'Enter a Texas ZIP', outOfArea: ' ' }}>
        <Probe />
      </TextsProvider>,
    );
    expect(screen.getByText(shown)).toBeVisible();
  });

  it('a view outside its provider fails loudly', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow(/quoteZip texts are missing/);
    } finally {
      console.error = quiet;
    }
  });
});
