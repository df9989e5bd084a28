// @vitest-environment jsdom
/**
 * What the quote form keeps for a reload (issue 27), through the widget (the page's input and
 * effects, the chart's calls held): the draft of the step being typed, in the visit's storage with
 * a lifetime, put back on the next page with no error shown before a field is touched, gone on
 * Continue and on Start over (with the saved visit); a saved visit of the other page's state
 * removed from storage.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { californianVisitStorage, revisitInput, savedVisitStorage } from '../../fixtures/models/quote.model';
import { quoteLaterCode } from '../../machines/quote/laterCode';
import { quoteLater } from '../../machines/quote/quote.later';
import { DRAFT_LIFETIME_HOURS } from '../../machines/quote/quoteRestore.rules';
import { pageSetupFor } from '../flows/kit';
import quote from '../flows/quote';
import { quoteText } from '../i18n/quote';
import { createActorController } from '../paths/actors';
import { HOUR_MS, MemoryStorage, createStorage, storageWith, type TypedStorage } from '../storage';
import { DRIVER_PREFILL_KEY } from '../storage/prefill';
import { preloadLaterSteps } from '../../views/quote/laterSteps';
import { recordingEffects } from '../testing/flows';
import { provideTexts } from '../testing/texts';
import widget from './quote';
import { QUOTE_DRAFT_KEY, readQuoteDraft, saveQuoteDraft } from './quoteDraft';

const t = quoteText.en;
const isAny = (v: unknown): v is unknown => v !== undefined;

/** One page load of /quote/<hash> with these storages (a reload is another load with the same ones). */
async function openPage(hash: string, local: TypedStorage, session: TypedStorage) {
  const controller = createActorController(widget.machine);
  const effects = { ...recordingEffects(), storage: local, session };
  const page = { ...pageSetupFor(quote, 'en'), url: new URL(`http://localhost/quote/${hash}`) };
  render(<widget.App page={page} effects={effects} actors={controller.actors} />);
  // A visit that may open past driver1 waits for the later code first (it comes).
  await act(async () => {
    if (controller.hasPending('loadLaterCode')) controller.settle('loadLaterCode', { done: undefined });
  });
  await act(async () => controller.settle('visitorToken', { done: { token: 'anon-token-1' } }));
  return { controller, effects, user: userEvent.setup() };
}

beforeEach(async () => {
  provideTexts();
  quoteLaterCode.provide(quoteLater);
  await preloadLaterSteps('en');
});

describe('[quote-3.17] the draft of a step, in the visit\'s storage', () => {
  it('is read back only while it lives (an hour), and only in a draft\'s shape', () => {
    let now = Date.parse('2026-11-22T18:00:00.000Z');
    const session = createStorage(new MemoryStorage(), () => now);
    saveQuoteDraft(session, { stage: 'driver2', values: { email: 'rosa@example.org', phone: '214-555-0142' } });
    expect(readQuoteDraft(session)).toEqual({ stage: 'driver2', values: { email: 'rosa@example.org', phone: '214-555-0142' } });
    now += DRAFT_LIFETIME_HOURS * HOUR_MS + 1;
    expect(readQuoteDraft(session)).toBeNull();
    // Only a step's own fields, of their kinds: a field more (a password), one missing, one of another kind, or no step.
    for (const draft of [
      { stage: 'driver2', values: { email: 'rosa@example.org', phone: '214-555-0142', password: 'x' } },
      { stage: 'driver2', values: { email: 'rosa@example.org', password: 'x' } },
      { stage: 'driver1', values: { firstName: 'Rosa', lastName: 'Delgado', dob: '06-14-1988', licenseMode: 'dl', license: '' } },
      { stage: 'coverage', values: { term: 6, product: 'SML', custom: { BI: 30 } } },
      { stage: 'toString', values: {} },
    ]) {
      session.set(QUOTE_DRAFT_KEY, draft);
      expect(readQuoteDraft(session), JSON.stringify(draft)).toBeNull();
    }
    saveQuoteDraft(session, { stage: 'coverage', values: { term: 6, product: 'custom', custom: { BI: '30000/60000', PD: '' } } });
    expect(readQuoteDraft(session)?.stage).toBe('coverage');
  });

  it('what driver2 typed comes back after a reload, as typed, with no error shown until the field is left; Continue forgets it', async () => {
    const local = storageWith(savedVisitStorage('driver3'));
    const session = storageWith();
    let page = await openPage('#driver2', local, session);
    const email = await screen.findByRole('textbox', { name: t.driver2.email });
    await page.user.clear(email);
    await page.user.type(email, 'rosa.d@');
    expect(readQuoteDraft(session)).toEqual({ stage: 'driver2', values: { email: 'rosa.d@', phone: '214-555-0142' } });
    // The visit saved still holds the e-mail continued with.
    expect(local.get(DRIVER_PREFILL_KEY, (v): v is { data: { driverEmail: string } } => isAny(v))?.data.driverEmail).toBe('rosa.delgado@example.com');

    cleanup();
    page = await openPage('#driver2', local, session);
    const again = await screen.findByRole('textbox', { name: t.driver2.email });
    expect(again).toHaveValue('rosa.d@');
    expect(again).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    // Left, the field says what is wrong.
    await page.user.click(again);
    await page.user.tab();
    expect(again).toHaveAttribute('aria-invalid', 'true');
    // Corrected and continued: the visit holds it, the draft is gone.
    await page.user.type(again, 'example.com');
    await page.user.click(screen.getByRole('checkbox', { name: t.driver2.consent }));
    await page.user.click(screen.getByRole('button', { name: t.buttons.continue }));
    expect(readQuoteDraft(session)).toBeNull();
    expect(local.get(DRIVER_PREFILL_KEY, (v): v is { data: { driverEmail: string } } => isAny(v))?.data.driverEmail).toBe('rosa.d@example.com');
  });

  it('a licence typed before a reload is looked up again as driver1 opens (its answer, the address, was not kept)', async () => {
    const local = storageWith();
    const session = storageWith();
    let page = await openPage('#driver1', local, session);
    await page.user.type(await screen.findByRole('textbox', { name: t.driver1.license }), '24681357');
    const dob = screen.getByRole('group', { name: t.driver1.dob });
    await page.user.type(within(dob).getByRole('textbox', { name: 'Month' }), '06');
    await page.user.type(within(dob).getByRole('textbox', { name: 'Day' }), '14');
    await page.user.type(within(dob).getByRole('textbox', { name: 'Year' }), '1988');
    cleanup();
    page = await openPage('#driver1', local, session);
    expect(await screen.findByRole('textbox', { name: t.driver1.license })).toHaveValue('24681357');
    expect(page.controller.lastInput('lookUpDriver')).toMatchObject({ ask: { license: '24681357', dob: '1988-06-14' } });
  });

  it('a photo chosen before a reload (never the photo itself) opens its panel again once the form is ready', async () => {
    const session = storageWith({ [QUOTE_DRAFT_KEY]: { stage: 'driver1', values: { firstName: 'Priya', lastName: 'Raman', dob: { month: '12', day: '05', year: '1995' }, licenseMode: 'uploadimage', license: '' } } });
    const page = await openPage('#driver1', storageWith(), session);
    expect(await screen.findByRole('radio', { name: t.driver1.modes.uploadimage })).toBeChecked();
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue('Priya');
    // The photo panel's code is asked for: the chart took the way to start once it had the token.
    expect(page.controller.calls.map((c) => c.src)).toContain('loadLaterCode');
  });

  it('a ZIP typed on the address step before a reload (its lookup never answered) is looked up as the step opens again', async () => {
    const local = storageWith(savedVisitStorage('driver3'));
    const session = storageWith();
    let page = await openPage('#driver3', local, session);
    const zip = await screen.findByRole('textbox', { name: t.driver3.zip });
    await page.user.clear(zip);
    await page.user.type(zip, '78701');
    expect(page.controller.lastInput('lookupZip')).toEqual({ zip: '78701', brand: 'bluebonnet' });
    cleanup();
    page = await openPage('#driver3', local, session);
    expect(await screen.findByRole('textbox', { name: t.driver3.zip })).toHaveValue('78701');
    expect(page.controller.lastInput('lookupZip')).toEqual({ zip: '78701', brand: 'bluebonnet' });
    expect(screen.getByRole('textbox', { name: t.driver3.address })).toHaveValue('4812 Maple Ridge Dr');
  });

  it('Start over forgets the visit and the draft kept on the device', async () => {
    const local = storageWith(savedVisitStorage('driver3'));
    const session = storageWith();
    const page = await openPage('#driver2', local, session);
    await page.user.type(await screen.findByRole('textbox', { name: t.driver2.email }), 'x');
    expect(readQuoteDraft(session)).not.toBeNull();
    await page.user.click(screen.getByRole('button', { name: t.startOver.button }));
    await page.user.click(within(screen.getByRole('dialog', { name: t.startOver.title })).getByRole('button', { name: t.startOver.yes }));
    expect(local.get(DRIVER_PREFILL_KEY, isAny)).toBeNull();
    expect(readQuoteDraft(session)).toBeNull();
    expect(await screen.findByRole('heading', { name: t.driver1.heading })).toBeVisible();
    expect(revisitInput.saved?.driver1.firstName).toBe('Rosa');
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue('');
  });
});

describe('[quote-3.17 quote-4.5] a saved visit whose driver state does not match the page (quote 001 §2)', () => {
  it('is discarded: the form opens empty and the visit is removed from storage', async () => {
    const local = storageWith(californianVisitStorage());
    await openPage('#driver3', local, storageWith());
    expect(await screen.findByRole('heading', { name: t.driver1.heading })).toBeVisible();
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue('');
    expect(local.get(DRIVER_PREFILL_KEY, isAny)).toBeNull();
  });
});
