// @vitest-environment jsdom
/**
 * The quote form in jsdom's real history (the widget with the page's real hash effects, the chart's
 * calls held): Back and Forward never trap the visitor. The page is opened after another page
 * (`/before/`), as a visitor comes to it; "leaving the page" is Back reaching that page's entry.
 * Each walk counts the visitor's moves and checks Back leaves in at most that many presses (plus
 * the page's own load).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quoteLaterCode } from '../../machines/quote/laterCode';
import { quoteLater } from '../../machines/quote/quote.later';
import { coverageRevisitInput, savedVisitStorage, savedVinlessCar } from '../../fixtures/models/quote.model';
import { browserEffects } from '../effects';
import { pageSetupFor } from '../flows/kit';
import quote from '../flows/quote';
import { quoteText } from '../i18n/quote';
import { MemoryStorage, storageWith } from '../storage';
import { createActorController } from '../paths/actors';
import { preloadLaterSteps } from '../../views/quote/laterSteps';
import { provideTexts } from '../testing/texts';
import widget from './quote';

const t = quoteText.en;

/**
 * Moves in the history as the visitor makes them, waiting for the page to hear the entry it lands
 * on (jsdom fires popstate, then hashchange, in a task it queues after the move): on the event,
 * never on a time, so a busy machine changes nothing.
 */
async function move(make: () => void, heard: 'popstate' | 'hashchange' = 'popstate'): Promise<void> {
  await act(async () => {
    const landed = new Promise((resolve) => window.addEventListener(heard, resolve, { once: true }));
    make();
    await landed;
  });
}

/** The browser's Back, as the visitor presses it: the page hears the entry it lands on. */
const back = () => move(() => window.history.back());
const forward = () => move(() => window.history.forward());

/** Presses Back until the page before is shown; how many presses it took (at most `limit`). */
async function pressesToLeave(limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await back();
    if (window.location.pathname === '/before/') return presses;
  }
  return Infinity;
}

/** Open the quote page at `address` after `/before/`, with what storage holds; the visitor's token answers. */
async function openQuotePage(address: string, stored: Record<string, unknown> = {}) {
  window.history.replaceState(null, '', '/before/');
  window.history.pushState(null, '', address);
  quoteLaterCode.provide(quoteLater);
  await preloadLaterSteps('en');
  const controller = createActorController(widget.machine);
  const effects = { ...browserEffects(), storage: storageWith(stored, new MemoryStorage()) };
  const url = new URL(address, 'http://localhost');
  const page = { ...pageSetupFor(quote, 'en'), url };
  render(<widget.App page={page} effects={effects} actors={controller.actors} />);
  // A visit that may open past driver1 waits for the later code first (it comes).
  await act(async () => {
    if (controller.hasPending('loadLaterCode')) controller.settle('loadLaterCode', { done: undefined });
  });
  await act(async () => controller.settle('visitorToken', { done: { token: 'anon-token-1' } }));
  return controller;
}

beforeEach(() => provideTexts());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('Back and Forward on the quote form (jsdom history)', () => {
  it('[quote-4.2 quote-4.3] a first visit to /quote/ leaves with one Back: the first stage takes the page\'s own entry', async () => {
    await openQuotePage('/quote/');
    expect(await screen.findByRole('heading', { name: t.driver1.heading })).toBeVisible();
    expect(window.location.hash).toBe('#driver1');
    expect(await pressesToLeave(5)).toBe(1);
  });

  it('[quote-4.2 quote-4.3] a saved visit opened at a stage it did not reach leaves in one Back, and Forward comes back to the stage shown', async () => {
    // Saved at the coverage; the address asks for the quotes, which the visit does not keep.
    await openQuotePage('/quote/#quotes', savedVisitStorage('coverage', [savedVinlessCar]));
    expect(coverageRevisitInput.saved?.stage).toBe('coverage');
    expect(await screen.findByRole('heading', { name: t.coverage.heading })).toBeVisible();
    expect(window.location.hash).toBe('#coverage');
    expect(await pressesToLeave(5)).toBe(1);
    await forward();
    expect(window.location.hash).toBe('#coverage');
  });

  it('[quote-4.2 quote-4.3] Back through the steps the visitor took, then out of the page; a refused hash takes the place of its entry', async () => {
    const user = userEvent.setup();
    await openQuotePage('/quote/#vehiclesummary', savedVisitStorage('vehiclesummary', [savedVinlessCar]));
    expect(await screen.findByRole('heading', { name: t.vehicles.heading })).toBeVisible();
    // One move: the step's Back (a new entry, #driversummary).
    await user.click(screen.getByRole('button', { name: t.buttons.back }));
    expect(await screen.findByRole('heading', { name: t.summary.heading })).toBeVisible();
    expect(window.location.hash).toBe('#driversummary');
    // A hash typed that the visit has not reached (a new entry, the visitor's): refused, its entry shows the stage.
    await move(() => {
      window.location.hash = '#coverage';
    }, 'hashchange');
    expect(window.location.hash).toBe('#driversummary');
    expect(screen.getByRole('heading', { name: t.summary.heading })).toBeVisible();
    // Back: the entry before the typed one (#driversummary, the step's Back), then the page's (#vehiclesummary), then out.
    await back();
    expect(window.location.hash).toBe('#driversummary');
    await back();
    expect(window.location.hash).toBe('#vehiclesummary');
    expect(await screen.findByRole('heading', { name: t.vehicles.heading })).toBeVisible();
    await back();
    expect(window.location.pathname).toBe('/before/');
  });
});
