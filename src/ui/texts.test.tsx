/** A flow's texts context: its views read the catalog of the page language with the configured messages merged. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyCatalog } from '../i18n/catalog';
import { quoteZipText } from '../i18n/quoteZip';
import { createTextsContext } from './texts';

/** The quote-by-ZIP catalog, loaded one language at a time as a page loads it. */
const catalog = lazyCatalog('quoteZip', { en: async () => quoteZipText.en, es: async () => quoteZipText.es });
const { TextsProvider, useTexts } = createTextsContext(catalog, 'quoteZip');

function Probe() {
  const { lang, t, common, form } = useTexts();
  return (
    <p>
      {lang}|{t.zipLabel}|{t.configured.invalidZip}|{t.configured.outOfArea}|{common.close}|{form.summaryTitle}
    </p>
  );
}

/** Render, with React's own report of an error thrown while drawing kept off the console. */
function quietly(draw: () => void): void {
  const quiet = console.error;
  console.error = () => {};
  try {
    draw();
  } finally {
    console.error = quiet;
  }
}

describe('createTextsContext', () => {
  it.each([
    ['en', 'en|ZIP code|Enter a Texas ZIP|Sorry, we do not offer quotes for that ZIP code yet.|Close|There is a problem'],
    ['es', 'es|Código postal|Enter a Texas ZIP|Lo sentimos, todavía no ofrecemos cotizaciones para ese código postal.|Cerrar|Hay un problema'],
  ] as const)('[site-5.1] (%s) gives the catalog, the configured message over its default, and the shared texts', async (lang, shown) => {
    await catalog.load(lang);
    render(
      <TextsProvider lang={lang} messages={{ invalidZip: 'Enter a Texas ZIP', outOfArea: ' ' }}>
        <Probe />
      </TextsProvider>,
    );
    expect(screen.getByText(shown)).toBeVisible();
  });

  it('never draws in a language whose catalog is not loaded (no other language instead)', async () => {
    const onlyEnglish = lazyCatalog('quoteZip', { en: async () => quoteZipText.en, es: async () => quoteZipText.es });
    const texts = createTextsContext(onlyEnglish, 'quoteZip');
    await onlyEnglish.load('en');
    const draw = () =>
      render(
        <texts.TextsProvider lang="es">
          <p>{quoteZipText.en.zipLabel}</p>
        </texts.TextsProvider>,
      );
    quietly(() => expect(draw).toThrow('quoteZip texts not loaded: es'));
    expect(screen.queryByText(quoteZipText.en.zipLabel)).toBeNull();
  });

  it('a view outside its provider fails loudly', () => {
    quietly(() => expect(() => render(<Probe />)).toThrow(/quoteZip texts are missing/));
  });
});
