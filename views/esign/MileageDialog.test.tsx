/**
 * The vehicle mileage dialog as a customer uses it, in English and Spanish: a real mileage chart
 * whose address autocomplete calls the in-process sandbox through the real service (the pause in
 * the typing on the chart's simulated clock), found by role and name and worked with the keyboard.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SANDBOX_ADDRESS_QUERIES as Q } from '../../fixtures/data/addressSuggest';
import { connectSandbox, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { mileageMachine, type MileageInput } from '../../machines/esign/mileage.machine';
import type { MileageVehicle } from '../../machines/esign/mileage.rules';
import { SUGGEST_DELAY_MS } from '../../machines/kit/addressSuggest.machine';
import type { Lang } from '../../src/config/lang';
import { seriousViolations } from '../../src/testing/axe';
import { countedText, fill } from '../../src/i18n';
import { esignText } from '../../src/i18n/esign';
import { esignCatalog } from '../../src/i18n/esign.lazy';
import { MileageDialog } from './MileageDialog';
import { EsignTextsProvider } from './texts';

esignCatalog.provide(esignText);

const camry: MileageVehicle = { vin: '4T1B11HK5KU437897', year: 2019, make: 'Toyota', model: 'Camry' };
const MAIN_ST = { address: '1200 Main St', city: 'Dallas', state: 'TX', zipCode: '75202' };
const APT_4B = { ...MAIN_ST, address: '1200 Main St Apt 4B' };

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

const suggestCalls = () => sandbox.records.filter((r) => r.path === '/api/geocode/suggest').map((r) => r.query.text);

function renderDialog(lang: Lang, input: MileageInput = { vehicle: camry, region: 'main' }) {
  const clock = new SimulatedClock();
  const actor = createActor(mileageMachine, { input, clock }).start();
  render(
    <EsignTextsProvider lang={lang} messages={{}}>
      <MileageDialog actor={actor} />
    </EsignTextsProvider>,
  );
  const m = esignText[lang].mileage;
  const dialog = () => screen.getByRole('dialog', { name: fill(m.title, { vehicle: '2019 Toyota Camry' }) });
  const address = () => within(dialog()).getByRole('combobox', { name: m.address });
  /** The pause after the last keystroke passes (the chart's clock): the suggestions are asked for. */
  const pause = () =>
    act(() => {
      clock.increment(SUGGEST_DELAY_MS);
    });
  return { actor, m, dialog, address, pause, user: userEvent.setup() };
}

describe.each(['en', 'es'] as const)('the mileage dialog in %s', (lang) => {
  it('[portal-2.16] the empty odometer, focused on open, is not reported when the customer leaves it for another field (its message would move the form under the pointer); Save reports it', async () => {
    const { m, dialog, user } = renderDialog(lang);
    const d = within(dialog());
    const odometer = d.getByRole('textbox', { name: m.odometer });
    expect(odometer).toHaveFocus();
    await user.click(within(d.getByRole('radiogroup', { name: m.commuting })).getByRole('radio', { name: m.yes }));
    expect(within(d.getByRole('radiogroup', { name: m.commuting })).getByRole('radio', { name: m.yes })).toBeChecked();
    expect(odometer).not.toHaveAttribute('aria-invalid');
    await user.click(d.getByRole('button', { name: m.save }));
    await waitFor(() => expect(odometer).toHaveAttribute('aria-invalid', 'true'));
  });

  it('[portal-2.16] [portal-3.17] [portal-7.16] [portal-8.8] the customer types the mileage, commutes, is told the address is required, types it, picks a suggestion with the keyboard and saves', async () => {
    const { actor, m, dialog, address, pause, user } = renderDialog(lang);
    const d = within(dialog());
    // Focus starts in the first field; the annual mileage is the default 10000.
    expect(d.getByRole('textbox', { name: m.odometer })).toHaveFocus();
    expect(d.getByRole('textbox', { name: m.annual })).toHaveValue('10000');
    await user.type(d.getByRole('textbox', { name: m.odometer }), '42,180');
    await user.clear(d.getByRole('textbox', { name: m.annual }));
    await user.type(d.getByRole('textbox', { name: m.annual }), '12000');
    await user.click(within(d.getByRole('radiogroup', { name: m.commuting })).getByRole('radio', { name: m.yes }));
    await user.selectOptions(d.getByRole('combobox', { name: m.days }), countedText(lang, m.daysOption, 5));

    // Save with no address: "mileage address required", in an alert that takes focus and at the field.
    await user.click(d.getByRole('button', { name: m.save }));
    const alert = await d.findByRole('alert');
    expect(alert).toHaveFocus();
    expect(within(alert).getByText(m.addressRequired)).toBeInTheDocument();
    expect(address()).toHaveAttribute('aria-invalid', 'true');
    expect(address()).toHaveAccessibleDescription(expect.stringContaining(m.addressRequired));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(await seriousViolations(document.body)).toEqual([]);

    // The address: typed, suggested after the pause, moved through with the arrows, picked with Enter.
    await user.type(address(), Q.twoFound);
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    await pause();
    const list = await d.findByRole('listbox', { name: m.suggestions });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1200 Main St, Dallas, TX, 75202, USA', '1200 Main St Apt 4B, Dallas, TX, 75202, USA']);
    expect(address()).toHaveAttribute('aria-expanded', 'true');
    expect(d.getByText(countedText(lang, m.found, 2))).toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(address()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    // Both ways wrap around.
    await user.keyboard('{ArrowDown}');
    expect(address()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(address()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(await d.findByDisplayValue('1200 Main St Apt 4B, Dallas, TX 75202')).toBe(address());
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    expect(address()).not.toHaveAttribute('aria-invalid');
    expect(address()).toHaveFocus();

    await user.click(d.getByRole('button', { name: m.save }));
    expect(actor.getSnapshot().output).toEqual({
      kind: 'saved',
      values: { odometerReading: 42_180, selectedAnnualMileage: 12_000, commutingVehicle: true, commutingDays: 5, commutingAddress: APT_4B },
    });
  });

  it('[portal-7.16] a click picks a suggestion; typing again forgets it, and Save asks for it again', async () => {
    const { actor, m, dialog, address, pause, user } = renderDialog(lang, { vehicle: { ...camry, odometerReading: 30_000, commutingVehicle: true, commutingDays: 2 }, region: 'main' });
    const d = within(dialog());
    await user.type(address(), Q.twoFound);
    await pause();
    await user.click(await d.findByRole('option', { name: '1200 Main St, Dallas, TX, 75202, USA' }));
    expect(await d.findByDisplayValue('1200 Main St, Dallas, TX 75202')).toHaveFocus();
    await user.type(address(), '{Backspace}');
    await user.click(d.getByRole('button', { name: m.save }));
    expect(within(await d.findByRole('alert')).getByText(m.addressRequired)).toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('the address field', () => {
  it('[portal-7.16] Escape closes the suggestions, not the dialog; the down arrow brings them back; then Escape cancels the dialog', async () => {
    const { actor, m, dialog, address, pause, user } = renderDialog('en', { vehicle: { ...camry, commutingVehicle: true }, region: 'main' });
    await user.type(address(), Q.twoFound);
    await pause();
    await within(dialog()).findByRole('listbox', { name: m.suggestions });
    await user.keyboard('{Escape}');
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(address()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
  });

  it('[portal-7.16] no address found, and a failed search with Try again, are said under the field; the text is kept', async () => {
    const { m, dialog, address, pause, user } = renderDialog('en', { vehicle: { ...camry, commutingVehicle: true }, region: 'main' });
    const d = within(dialog());
    await user.type(address(), Q.none);
    await pause();
    expect(await d.findByText(m.none)).toBeInTheDocument();
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    // One call, after the pause: not one per keystroke.
    expect(suggestCalls()).toEqual([Q.none]);
    await user.clear(address());
    await user.type(address(), 'FAULT-500');
    await pause();
    expect(await d.findByText(m.failed)).toBeInTheDocument();
    expect(address()).toHaveValue('FAULT-500');
    await user.click(d.getByRole('button', { name: m.retry }));
    expect(await d.findByText(m.failed)).toBeInTheDocument();
    expect(suggestCalls()).toEqual([Q.none, 'FAULT-500', 'FAULT-500']);
  });

  it('[portal-7.16] an address the lookup cannot read: said under the field, with Try again', async () => {
    const { m, dialog, address, pause, user } = renderDialog('en', { vehicle: { ...camry, commutingVehicle: true }, region: 'main' });
    const d = within(dialog());
    await user.type(address(), Q.lookupFails);
    await pause();
    await user.click(await d.findByRole('option', { name: '1 Lookup Fails Way, Austin, TX, 78701, USA' }));
    expect(await d.findByText(m.lookupFailed)).toBeInTheDocument();
    expect(d.getByRole('button', { name: m.retry })).toBeInTheDocument();
  });
});
