/** Model-based tests of the quote-by-ZIP form through its rendered view, in English and Spanish. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteZipPathModel } from '../../fixtures/models/quoteZip.model';
import { quoteZipMachine } from '../../machines/quoteZip.machine';
import type { Lang } from '../../src/config/lang';
import { quoteZipConfigSchema } from '../../src/config/quoteZip';
import { quoteZipText } from '../../src/i18n/quoteZip';
import { createStorage, isString, storageKeys, type TypedStorage } from '../../src/storage';
import { createActorController, type ActorController } from '../../src/paths/actors';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { playPath, provideControlled } from '../../src/paths/play';
import { statesWithoutScreens, viewDriver } from '../../src/testing/view';
import { quoteZipScreens } from './quoteZip.screens';
import { QuoteZipApp, quoteZipInput as widgetInput, quoteZipLogic } from '../../src/widgets/quoteZip';

const generated = generatePaths(quoteZipPathModel);
const config = quoteZipConfigSchema.parse({});

function renderFlow(lang: Lang, controller: ActorController, navigated: string[], storage: TypedStorage) {
  const logic = quoteZipLogic(
    provideControlled(quoteZipMachine, controller),
    { navigate: (url) => navigated.push(url), removeQueryParam: () => {} },
    storage,
  );
  // The page's own input for this language (the model's input is the same but for the URLs).
  return render(<QuoteZipApp config={config} lang={lang} logic={logic} input={widgetInput(config, lang, 'bluebonnet', storage)} />);
}

describe.each(['en', 'es'] as const)('quote-by-ZIP through the view (%s)', (lang) => {
  const screens = quoteZipScreens(lang);
  it('every state has a declared screen', () => {
    expect(statesWithoutScreens(quoteZipMachine, screens)).toEqual([]);
    console.log(`${formatCoverage(generated)} (through the view, ${lang})`);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const controller = createActorController(quoteZipMachine);
      const navigated: string[] = [];
      const storage = createStorage(window.localStorage);
      const zip = () => storage.get(storageKeys.zip('bluebonnet'), isString);
      renderFlow(lang, controller, navigated, storage);
      await playPath(
        path,
        viewDriver({
          path,
          controller,
          user: userEvent.setup(),
          screens,
          navigated,
          extra: {
            // [site-5.1 site-8.3] an invalid ZIP is marked as error and not stored.
            'form.invalid': () => {
              expect(screen.getByRole('textbox', { name: new RegExp(quoteZipText[lang].zipLabel) })).toHaveAttribute('aria-invalid', 'true');
              expect(zip()).toBeNull();
            },
            // [site-4.4] a valid ZIP is stored, then looked up with the brand [site-7.2].
            lookingUp: () => {
              expect(zip()).toMatch(/^\d{5}$/);
              expect(controller.lastInput('lookupZip')).toEqual({ zip: zip(), brand: 'bluebonnet' });
            },
            // [site-2.21 site-4.4] quote available: the state and city are stored too.
            toQuote: () => expect(storage.get(storageKeys.customerState('bluebonnet'), isString)).toBe('TX'),
            toComingSoon: () => expect(storage.get(storageKeys.customerState('bluebonnet'), isString)).toBe('NY'),
          },
        }),
      );
    });
  }

  // [site-5.1] the input accepts only digits, at most 5.
  it('[site-5.1] the ZIP input keeps digits only, at most 5', async () => {
    const user = userEvent.setup();
    renderFlow(lang, createActorController(quoteZipMachine), [], createStorage(window.localStorage));
    const box = screen.getByRole('textbox', { name: new RegExp(quoteZipText[lang].zipLabel) });
    await user.type(box, 'a7b8-7 0 1 99');
    expect(box).toHaveValue('78701');
  });
});
