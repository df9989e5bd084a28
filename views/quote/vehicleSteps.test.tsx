/**
 * The vehicle stage through the rendered view, in English and Spanish: the cards, Continue and its
 * reason, the add/edit dialog drawn from the `vehicleDialog` child (keyboard only, the VIN rules,
 * the VIN lookup's answers, the dropdowns in order, the annual mileage and its requirement), the
 * removal confirmation, the household's vehicles to tick, focus, and axe. The view is rendered as
 * a widget root renders it; the chart's calls are held by a controller and its browser effects
 * recorded.
 */
import { fillIn } from '../../src/testing/fill';
import { renderQuote, seriousViolations } from '../../src/testing/quoteView';
import { screen, within } from '@testing-library/react';

import { describe, expect, it } from 'vitest';

import { coverageRevisitInput, driver1Values, householdOutcome, licenceOutcomes, savedCamry, savedVinlessCar, summaryRevisitInput, vehiclesRevisitInput, vinDetail } from '../../fixtures/models/quote.model';
import type { QuoteInput, QuoteSaved } from '../../machines/quote/types';

import { fill } from '../../src/i18n';
import { formText } from '../../src/i18n/form';
import { quoteText } from '../../src/i18n/quote';

const HTTP_500 = { error: { kind: 'http', status: 500, message: 'The API answered 500.' } };
/** VINs of the sandbox (fixtures/data/vehicles.ts): decoded, unknown, a wrong check digit, a letter O. */
const VIN = { decoded: '4T1B11HK8KU437897', badCheckDigit: '4T1B11HK3KU437897', letterO: '4T1B11HK8KUO37897' };

function savedOf(input: QuoteInput): QuoteSaved {
  if (!input.saved) throw new Error('this input has no saved visit');
  return input.saved;
}

/** A saved visit at the vehicles of a Californian driver (the annual mileage is required there). */
const californiaInput: QuoteInput = {
  ...vehiclesRevisitInput,
  saved: { ...savedOf(vehiclesRevisitInput), driver3: { ...savedOf(vehiclesRevisitInput).driver3, city: 'Fresno', state: 'CA', zip: '93721' } },
};

describe.each(['en', 'es'] as const)('the vehicle stage (%s)', (lang) => {
  const t = quoteText[lang];
  const kit = formText[lang];
  const d = t.vehicleDialog;
  const name = (v: { year: number; maker: string; model: string }) => fill(t.vehicles.name, { year: String(v.year), maker: v.maker, model: v.model });
  const button = (n: string | RegExp) => screen.getByRole('button', { name: n });
  const dialog = () => screen.getByRole('dialog');
  const inDialog = () => within(dialog());
  const vinBox = () => inDialog().getByRole('textbox', { name: d.vin });
  const combo = (n: string) => inDialog().getByRole('combobox', { name: n });
  /** Whether the year, make and model selects are disabled (each in its disabled fieldset until it may be picked). */
  const gates = () => [d.year, d.make, d.model].map((n) => combo(n).matches(':disabled'));
  const cards = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

  it('[quote-2.3 quote-2.10 quote-3.4] the vehicles as cards: name, VIN, annual mileage; Edit and Remove name the vehicle; Continue goes to the coverage', async () => {
    const { user, saved } = await renderQuote(vehiclesRevisitInput, { lang });
    expect(screen.getByRole('heading', { level: 2, name: t.vehicles.heading })).toBeVisible();
    // #vehiclesummary is the vehicle stage, active in the header.
    const nav = screen.getByRole('navigation', { name: t.progress.label });
    expect(within(nav).getByText(t.progress.stages.vehicle).closest('li')).toHaveAttribute('aria-current', 'step');
    const card = screen.getByRole('heading', { level: 3, name: name(savedCamry) }).closest('li');
    if (!card) throw new Error('no vehicle card');
    expect(card).toHaveTextContent(`${t.vehicles.vin}${savedCamry.vin}`);
    expect(card).toHaveTextContent(`${t.vehicles.mileage}${t.mileageBands['10000']}`);
    expect(within(card).getByRole('button', { name: `${t.buttons.edit} ${name(savedCamry)}` })).toBeEnabled();
    expect(within(card).getByRole('button', { name: `${t.vehicles.remove} ${name(savedCamry)}` })).toBeEnabled();
    await user.click(button(t.buttons.continue));
    expect(saved.at(-1)?.reached).toBe('coverage');
    expect(await screen.findByRole('heading', { level: 2, name: t.coverage.heading })).toHaveFocus();
  });

  it('[quote-2.10 quote-3.4] a vehicle without a VIN shows no VIN line', async () => {
    const { user } = await renderQuote(coverageRevisitInput, { lang });
    await user.click(button(t.buttons.back));
    const card = screen.getByRole('heading', { level: 3, name: name(savedVinlessCar) }).closest('li');
    expect(card).not.toHaveTextContent(t.vehicles.vin);
    expect(card).toHaveTextContent(t.mileageBands['12000']);
  });

  it('[quote-2.10] with no vehicle, Continue stays focusable, says why it is unavailable and does nothing', async () => {
    const { user, saved, systemStates } = await renderQuote(summaryRevisitInput, { lang });
    await user.click(button(t.buttons.continue));
    expect(await screen.findByRole('heading', { level: 2, name: t.vehicles.heading })).toHaveFocus();
    expect(screen.getByText(t.vehicles.none)).toBeVisible();
    const next = button(t.buttons.continue);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription(t.vehicles.needVehicle);
    const before = saved.length;
    next.focus();
    await user.keyboard('{Enter}');
    expect(saved).toHaveLength(before);
    expect(systemStates()).toEqual(['vehiclesummary', 'vehiclesummary:list']);
  });

  it('[quote-1.2 quote-2.25 quote-4.7 quote-4.8 quote-2.10] keyboard only: Add opens the dialog on the VIN, Enter looks it up, Save adds the vehicle and focus returns to Add', async () => {
    const { user, calls, settle, saved } = await renderQuote(summaryRevisitInput, { lang });
    await user.click(button(t.buttons.continue));
    button(t.vehicles.add).focus();
    await user.keyboard('{Enter}');
    expect(dialog()).toHaveAccessibleName(d.addTitle);
    expect(vinBox()).toHaveFocus();
    await user.keyboard(VIN.decoded.toLowerCase());
    await user.keyboard('{Enter}');
    expect(calls('decodeVin').at(-1)?.input).toEqual({ vin: VIN.decoded, region: 'main', tokens: summaryRevisitInput.tokens });
    expect(inDialog().getByRole('button', { name: d.decoding })).toHaveAttribute('aria-busy', 'true');
    await settle('decodeVin', { done: [vinDetail] });
    expect(inDialog().getByText(fill(d.decoded, { vehicle: name(vinDetail) }))).toBeVisible();
    // Tab through the dialog to Save: the switch, the mileage, then Save.
    const save = inDialog().getByRole('button', { name: d.save });
    expect(save).not.toHaveAttribute('aria-disabled');
    while (document.activeElement !== save) await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cards()).toEqual([name(vinDetail)]);
    expect(saved.at(-1)?.vehicles).toEqual([{ vin: VIN.decoded, year: vinDetail.year, maker: vinDetail.maker, model: vinDetail.model, mileage: 10000, isExistingVehicle: false }]);
    expect(button(t.vehicles.add)).toHaveFocus();
  });

  it('[quote-2.25 quote-4.7] the dialog\'s edit mode: Tab stays inside it; Escape cancels it, adds nothing, and focus returns to the button that opened it', async () => {
    const { user, saved } = await renderQuote(vehiclesRevisitInput, { lang });
    const edit = button(`${t.buttons.edit} ${name(savedCamry)}`);
    await user.click(edit);
    expect(dialog()).toHaveAccessibleName(d.editTitle);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    }
    const before = saved.length;
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved).toHaveLength(before);
    expect(cards()).toEqual([name(savedCamry)]);
    expect(edit).toHaveFocus();
  });

  it('[quote-5.9] the VIN: upper case as typed, at most 17 characters, the hint once more than 2 are typed, the letter O refused at once and by the lookup', async () => {
    const { user, calls } = await renderQuote(vehiclesRevisitInput, { lang });
    await user.click(button(t.vehicles.add));
    const box = vinBox();
    await user.type(box, '4t');
    expect(box).toHaveValue('4T');
    expect(box).not.toHaveAccessibleDescription();
    await user.type(box, '1');
    expect(box).toHaveAccessibleDescription(fill(d.vinHint, { count: '3' }));
    await user.clear(box);
    await user.click(box);
    await user.paste(` ${VIN.decoded}-XYZ`);
    expect(box).toHaveValue(VIN.decoded);
    await user.clear(box);
    await user.type(box, VIN.letterO);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(d.errors.vinLetters));
    await user.click(inDialog().getByRole('button', { name: d.lookUp }));
    // The chart refuses it too: no lookup, the message stays.
    expect(calls('decodeVin')).toHaveLength(0);
    expect(inDialog().getByText(d.errors.vinLetters)).toBeVisible();
  });

  it('[quote-5.9] a VIN whose check digit does not match, or that is too short, is refused before any lookup', async () => {
    const { user, calls } = await renderQuote(vehiclesRevisitInput, { lang });
    await user.click(button(t.vehicles.add));
    await fillIn(user, vinBox(), VIN.badCheckDigit);
    await user.keyboard('{Enter}');
    expect(calls('decodeVin')).toHaveLength(0);
    expect(vinBox()).toHaveAccessibleDescription(expect.stringContaining(d.errors.vinCheckDigit));
    await fillIn(user, vinBox(), '4T1B11');
    await user.keyboard('{Enter}');
    expect(vinBox()).toHaveAccessibleDescription(expect.stringContaining(d.errors.vinLength));
    // Changing the VIN takes the chart's message away until the next lookup.
    await user.type(vinBox(), 'H');
    expect(vinBox()).not.toHaveAttribute('aria-invalid');
    expect(calls('decodeVin')).toHaveLength(0);
  });

  it('[quote-2.25 quote-4.8] a VIN the lookup does not know offers the dropdowns; a failed lookup can be tried again', async () => {
    const { user, calls, settle } = await renderQuote(vehiclesRevisitInput, { lang });
    await user.click(button(t.vehicles.add));
    await fillIn(user, vinBox(), VIN.decoded);
    await user.keyboard('{Enter}');
    await settle('decodeVin', HTTP_500);
    expect(inDialog().getByRole('alert')).toHaveTextContent(d.failed);
    await user.click(inDialog().getByRole('button', { name: t.buttons.retry }));
    expect(calls('decodeVin')).toHaveLength(2);
    expect(vinBox()).toHaveFocus();
    await settle('decodeVin', { done: [] });
    expect(inDialog().getByRole('alert')).toHaveTextContent(d.unknown);
    expect(inDialog().getByRole('button', { name: d.save })).toHaveAttribute('aria-disabled', 'true');
    await user.click(inDialog().getByRole('button', { name: d.useDropdowns }));
    expect(combo(d.year)).toBeDisabled();
    expect(inDialog().getByRole('button', { name: d.useVin })).toHaveFocus();
  });

  it('[quote-1.2 quote-4.8 quote-5.9] the dropdowns in order: the years load first, then the makes of the year, then the models; each select works once the one before is picked', async () => {
    const { user, calls, settle, saved } = await renderQuote(vehiclesRevisitInput, { lang });
    await user.click(button(t.vehicles.add));
    await user.click(inDialog().getByRole('button', { name: d.useDropdowns }));
    expect(inDialog().getByText(d.loadingYears)).toBeVisible();
    expect(gates()).toEqual([true, true, true]);
    expect(calls('loadMakes')).toHaveLength(0);
    await settle('loadYears', { done: [2020, 2019, 2018] });
    expect(gates()).toEqual([false, true, true]);
    // The empty choice is not a pick (quote-5.9: never '0').
    expect(within(combo(d.year)).getAllByRole('option').map((o) => o.textContent)).toEqual([kit.choose, '2020', '2019', '2018']);
    await user.selectOptions(combo(d.year), '2019');
    expect(calls('loadMakes').at(-1)?.input).toEqual({ year: 2019, region: 'main', tokens: vehiclesRevisitInput.tokens });
    expect(inDialog().getByText(d.loadingMakes)).toBeVisible();
    await settle('loadMakes', { done: ['Honda', 'Toyota'] });
    expect(gates()).toEqual([false, false, true]);
    await user.selectOptions(combo(d.make), 'Toyota');
    expect(calls('loadModels').at(-1)?.input).toEqual({ year: 2019, maker: 'Toyota', region: 'main', tokens: vehiclesRevisitInput.tokens });
    await settle('loadModels', { done: ['Camry', 'Corolla'] });
    expect(combo(d.model)).toBeEnabled();
    expect(inDialog().getByRole('button', { name: d.save })).toHaveAttribute('aria-disabled', 'true');
    await user.selectOptions(combo(d.model), 'Camry');
    expect(calls('loadDetails').at(-1)?.input).toEqual({ year: 2019, maker: 'Toyota', model: 'Camry', region: 'main', tokens: vehiclesRevisitInput.tokens });
    await settle('loadDetails', { done: [vinDetail] });
    expect(inDialog().getByText(fill(d.chosen, { vehicle: name(vinDetail) }))).toBeVisible();
    await user.click(inDialog().getByRole('button', { name: d.save }));
    expect(saved.at(-1)?.vehicles.map((v) => v.vin)).toEqual([savedCamry.vin, vinDetail.vin]);
  });

  it('[quote-4.8] a list that did not load says so and loads again from the years', async () => {
    const { user, calls, settle } = await renderQuote(vehiclesRevisitInput, { lang });
    await user.click(button(t.vehicles.add));
    await user.click(inDialog().getByRole('button', { name: d.useDropdowns }));
    await settle('loadYears', { done: [2019] });
    await user.selectOptions(combo(d.year), '2019');
    await settle('loadMakes', HTTP_500);
    expect(inDialog().getByRole('alert')).toHaveTextContent(d.listFailed);
    await user.click(inDialog().getByRole('button', { name: t.buttons.retry }));
    expect(calls('loadYears')).toHaveLength(2);
    expect(inDialog().getByText(d.loadingYears)).toBeVisible();
    expect(inDialog().getByRole('button', { name: d.useVin })).toHaveFocus();
  });

  it('[quote-4.8 quote-2.25] a vehicle without a VIN opens on the dropdowns with its year, make and model; saving keeps it', async () => {
    const { user, settle, saved } = await renderQuote(coverageRevisitInput, { lang });
    await user.click(button(t.buttons.back));
    await user.click(button(`${t.buttons.edit} ${name(savedVinlessCar)}`));
    expect(dialog()).toHaveAccessibleName(d.editTitle);
    expect(inDialog().queryByRole('textbox', { name: d.vin })).toBeNull();
    await settle('loadYears', { done: [2013, 2012, 2011] });
    expect(combo(d.year)).toHaveValue('2012');
    expect(combo(d.make)).toHaveValue(savedVinlessCar.maker);
    expect(combo(d.model)).toHaveValue(savedVinlessCar.model);
    expect(combo(t.vehicles.mileage)).toHaveValue('12000');
    await user.click(inDialog().getByRole('button', { name: d.save }));
    expect(saved.at(-1)?.vehicles).toEqual([savedVinlessCar]);
  });

  it('[quote-5.17 quote-3.4] the annual mileage: three bands sent as 10000, 12000 and 20000, 10,000 by default outside California', async () => {
    const { user, settle, saved } = await renderQuote(vehiclesRevisitInput, { lang });
    await user.click(button(t.vehicles.add));
    const options = within(combo(t.vehicles.mileage)).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['10000', t.mileageBands['10000']],
      ['12000', t.mileageBands['12000']],
      ['20000', t.mileageBands['20000']],
    ]);
    expect(combo(t.vehicles.mileage)).toHaveValue('10000');
    await fillIn(user, vinBox(), VIN.decoded);
    await user.keyboard('{Enter}');
    await settle('decodeVin', { done: [vinDetail] });
    await user.selectOptions(combo(t.vehicles.mileage), t.mileageBands['20000']);
    await user.click(inDialog().getByRole('button', { name: d.save }));
    expect(saved.at(-1)?.vehicles.at(-1)?.mileage).toBe(20000);
    expect(screen.getAllByText(t.mileageBands['20000'])).toHaveLength(1);
  });

  it('[quote-5.9] in California the annual mileage is required: Save says so until it is chosen', async () => {
    const { user, settle, saved } = await renderQuote(californiaInput, { lang });
    await user.click(button(t.vehicles.add));
    const mileage = combo(t.vehicles.mileage);
    expect(mileage).toHaveValue('');
    expect(mileage).toBeRequired();
    await fillIn(user, vinBox(), VIN.decoded);
    await user.keyboard('{Enter}');
    await settle('decodeVin', { done: [vinDetail] });
    const save = inDialog().getByRole('button', { name: d.save });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(d.errors.mileageRequired);
    const before = saved.length;
    await user.click(save);
    expect(saved).toHaveLength(before);
    expect(mileage).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(mileage, '12000');
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.click(save);
    expect(saved.at(-1)?.vehicles.at(-1)?.mileage).toBe(12000);
  });

  it('[quote-2.25 quote-2.10] Remove asks "Remove {vehicle}?": No keeps it (focus back on Remove), Yes removes it (focus on the heading)', async () => {
    const { user, saved } = await renderQuote(vehiclesRevisitInput, { lang });
    const remove = button(`${t.vehicles.remove} ${name(savedCamry)}`);
    await user.click(remove);
    const confirm = screen.getByRole('dialog', { name: fill(t.vehicles.removeTitle, { vehicle: name(savedCamry) }) });
    expect(within(confirm).getByRole('button', { name: t.vehicles.removeYes })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: t.vehicles.removeNo }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cards()).toEqual([name(savedCamry)]);
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cards()).toEqual([]);
    expect(saved.at(-1)?.vehicles).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: t.vehicles.heading })).toHaveFocus();
  });

  it('[quote-2.10 quote-7.27] the household\'s vehicles found by the lookup: ticked ones are added once; nothing ticked says so', async () => {
    const { user, send, settle, calls, saved } = await renderQuote(coverageRevisitInput, { lang });
    // The licence lookup finds the driver's household (as on driver1), then the vehicle stage looks its vehicles up.
    await send({ type: 'hash.changed', hash: '#driver1' });
    await send({ type: 'licence.lookup', license: driver1Values.license, dob: driver1Values.dob });
    await settle('lookUpDriver', { done: licenceOutcomes.found });
    await send({ type: 'hash.changed', hash: '#vehiclesummary' });
    expect(screen.getByText(t.vehicles.finding)).toBeVisible();
    expect(button(t.vehicles.add)).toBeDisabled();
    expect(calls('searchHousehold').at(-1)?.input).toEqual({ state: 'TX', commonId: licenceOutcomes.found.commonId, region: 'main', tokens: coverageRevisitInput.tokens });
    await settle('searchHousehold', { done: householdOutcome });
    const group = screen.getByRole('group', { name: t.vehicles.found });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('id'))).toEqual(householdOutcome.cars.map((c) => `quote-found-${c.vin}`));
    const [first, second] = householdOutcome.cars;
    if (!first || !second) throw new Error('the household has two vehicles');
    expect(boxes[0]).toHaveAccessibleName(fill(t.vehicles.foundVehicle, { vehicle: name(first), vin: first.vin }));
    await user.click(within(group).getByRole('button', { name: t.vehicles.addFound }));
    expect(within(group).getByText(t.vehicles.tickFirst)).toBeVisible();
    await user.click(within(group).getByRole('checkbox', { name: new RegExp(`${second.vin}$`) }));
    await user.click(within(group).getByRole('button', { name: t.vehicles.addFound }));
    expect(cards()).toEqual([name(savedVinlessCar), name(second)]);
    expect(saved.at(-1)?.vehicles).toEqual([savedVinlessCar, { vin: second.vin, year: second.year, maker: second.maker, model: second.model, mileage: 10000, isExistingVehicle: true }]);
    // Only the one not added yet is still offered.
    expect(within(screen.getByRole('group', { name: t.vehicles.found })).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('no serious axe violation on the list, the dialog on each panel, and the removal confirmation', async () => {
    const { user, settle, container } = await renderQuote(vehiclesRevisitInput, { lang });
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(button(t.vehicles.add));
    await fillIn(user, vinBox(), VIN.letterO);
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(inDialog().getByRole('button', { name: d.useDropdowns }));
    await settle('loadYears', { done: [2019] });
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(inDialog().getByRole('button', { name: d.cancel }));
    await user.click(button(`${t.vehicles.remove} ${name(savedCamry)}`));
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
