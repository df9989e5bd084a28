/** Model-based tests of the quote-by-ZIP form through its rendered view, in English and Spanish. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteZipInput, quoteZipPathModel } from '../../fixtures/models/quoteZip.model';
import { quoteZipMachine } from '../../machines/quoteZip.machine';
import type { Lang } from '../../src/config/lang';
import { quoteZipConfigSchema } from '../../src/config/quoteZip';
import { quoteZipText } from '../../src/i18n/quoteZip';
import { createStorage, isString, storageKeys, type TypedStorage } from '../../src/storage';
import { createActorController, type ActorController } from '../../src/studio/paths/actors';
import { formatCoverage, generatePaths, type PathStep } from '../../src/studio/paths/model';
import { playPath, provideControlled } from '../../src/studio/paths/play';
import { statesWithoutScreens, viewDriver, type ScreenAssertions } from '../../src/testing/view';
import { QuoteZipApp, quoteZipLogic } from '../../src/widgets/quoteZip';

const generated = generatePaths(quoteZipPathModel);
const config = quoteZipConfigSchema.parse({});

function screensFor(lang: Lang, navigated: string[], storage: TypedStorage): ScreenAssertions {
  const t = quoteZipText[lang];
  const field = () => screen.getByRole('textbox', { name: new RegExp(t.zipLabel) });
  return {
    // [site-2.21] one ZIP field and a link to previous quotes (#previousQuotes).
    'form.editing': async () => {
      expect(await screen.findByRole('textbox', { name: new RegExp(t.zipLabel) })).toBeVisible();
      expect(field()).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('link', { name: t.previousQuotes })).toHaveAttribute('href', '/quote/#previousQuotes');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    // [site-5.1 site-8.3] the configured message, the field marked as error.
    'form.invalid': async () => {
      expect(await screen.findByText(t.configured.invalidZip)).toBeVisible();
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(storage.get(storageKeys.zip('bluebonnet'), isString)).toBeNull();
    },
    'form.lookupFailed': async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(t.lookupFailed);
      expect(field()).toHaveValue('78701');
    },
    // [site-4.4] a valid ZIP is stored, then looked up.
    lookingUp: async () => {
      expect(await screen.findByRole('button', { name: new RegExp(t.checking) })).toHaveAttribute('aria-busy', 'true');
      expect(storage.get(storageKeys.zip('bluebonnet'), isString)).toBe('78701');
    },
    // [site-4.4 site-8.4] an empty result: a modal with the ZIP error message and an OK button.
    outOfArea: async () => {
      const d = await screen.findByRole('dialog', { name: t.outOfAreaTitle });
      expect(within(d).getByText(t.configured.outOfArea)).toBeVisible();
      expect(within(d).getByRole('button', { name: t.ok })).toHaveFocus();
    },
    // [site-2.21 site-4.4] quote available: the quote page with #driver1; state and city stored.
    toQuote: async () => {
      expect(await screen.findByRole('button', { name: new RegExp(t.leaving) })).toBeDisabled();
      expect(navigated.at(-1)).toBe('/quote/#driver1');
      expect(storage.get(storageKeys.customerState('bluebonnet'), isString)).toBe('TX');
      expect(storage.get(storageKeys.city('bluebonnet'), isString)).toBe('Austin');
    },
    // [site-4.4] no quote available: the configured coming-soon page.
    toComingSoon: async () => {
      expect(await screen.findByRole('button', { name: new RegExp(t.leaving) })).toBeDisabled();
      expect(navigated.at(-1)).toBe('/coming-soon/');
      expect(storage.get(storageKeys.customerState('bluebonnet'), isString)).toBe('NY');
    },
  };
}

function userFor(lang: Lang, user: ReturnType<typeof userEvent.setup>) {
  const t = quoteZipText[lang];
  return async (step: PathStep) => {
    const event = step.event;
    if (event.type === 'form.submit' && 'zip' in event && typeof event.zip === 'string') {
      const box = screen.getByRole('textbox', { name: new RegExp(t.zipLabel) });
      await user.clear(box);
      await user.type(box, event.zip);
      return user.click(screen.getByRole('button', { name: t.submit }));
    }
    if (step.event.type === 'modal.close') return user.click(screen.getByRole('button', { name: t.ok }));
    throw new Error(`No user action for ${step.event.type}`);
  };
}

function renderFlow(lang: Lang, controller: ActorController, navigated: string[], storage: TypedStorage) {
  const logic = quoteZipLogic(
    provideControlled(quoteZipMachine, controller),
    { navigate: (url) => navigated.push(url), removeQueryParam: () => {} },
    storage,
  );
  return render(<QuoteZipApp config={config} lang={lang} logic={logic} input={quoteZipInput} />);
}

describe.each(['en', 'es'] as const)('quote-by-ZIP through the view (%s)', (lang) => {
  it('every state has a screen assertion', () => {
    expect(statesWithoutScreens(quoteZipMachine, screensFor(lang, [], createStorage(null)))).toEqual([]);
    console.log(`${formatCoverage(generated)} (through the view, ${lang})`);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const user = userEvent.setup();
      const controller = createActorController(quoteZipMachine);
      const navigated: string[] = [];
      const storage = createStorage(window.localStorage);
      renderFlow(lang, controller, navigated, storage);
      await playPath(path, viewDriver({ controller, user: userFor(lang, user), screens: screensFor(lang, navigated, storage) }));
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
