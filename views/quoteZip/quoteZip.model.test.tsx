/**
 * The quote-by-ZIP form's own checks through the rendered view (English): the tours of its generated paths (`tourPaths`)
 * are played as a user would and every state's screen is checked (quoteZip.screens.ts); at the
 * states below, what the screen cannot show: storage and the lookup's input. The generic Spanish suite
 * (src/flows/flows.view.es.test.tsx) walks them in Spanish; this file is their English walk (src/testing/ownTours.ts).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import quoteZip from '../../src/flows/quoteZip';
import { loadFlow } from '../../src/flows/kit';
import { quoteZipText } from '../../src/i18n/quoteZip';
import { isString, storageKeys } from '../../src/storage';
import { playFlowPath, renderFlow } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(quoteZip);
const { generated, tours } = ownTours(flow);

describe('[site-2.21 site-2.22] quote-by-ZIP through the view: its tours (every state, transition and call outcome), with storage and the lookup input', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ controller, effects }) => {
        const stored = (key: string) => effects.storage.get(key, isString);
        return {
          // [site-5.1 site-8.3] an invalid ZIP is marked as error and not stored.
          'form.invalid': () => {
            expect(screen.getByRole('textbox', { name: new RegExp(quoteZipText.en.zipLabel) })).toHaveAttribute('aria-invalid', 'true');
            expect(stored(storageKeys.zip('bluebonnet'))).toBeNull();
          },
          // [site-4.4] a valid ZIP is stored, then looked up with the brand [site-7.2].
          lookingUp: () => {
            expect(stored(storageKeys.zip('bluebonnet'))).toMatch(/^\d{5}$/);
            expect(controller.lastInput('lookupZip')).toEqual({ zip: stored(storageKeys.zip('bluebonnet')), brand: 'bluebonnet' });
          },
          // [site-2.21 site-4.4] quote available: the state and city are stored too.
          toQuote: () => expect(stored(storageKeys.customerState('bluebonnet'))).toBe('TX'),
          toComingSoon: () => expect(stored(storageKeys.customerState('bluebonnet'))).toBe('NY'),
        };
      });
    });
  }
});

describe.each(['en', 'es'] as const)('quote-by-ZIP input (%s)', (lang) => {
  it('[site-5.1] the ZIP input keeps digits only, at most 5', async () => {
    const user = userEvent.setup();
    renderFlow(flow, lang, generated.paths[0]!);
    const box = screen.getByRole('textbox', { name: new RegExp(quoteZipText[lang].zipLabel) });
    await user.type(box, 'a7b8-7 0 1 99');
    expect(box).toHaveValue('78701');
  });
});
