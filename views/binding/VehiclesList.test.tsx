/**
 * Section 3's cars as a customer uses them, in English and Spanish: the list and its dialogs drawn
 * from a real cars' chart (under a parent that keeps what it is told, as the drivers' chart does),
 * found by role and name, worked with the keyboard; the field messages, nothing typed lost, the last
 * car kept, the add button turned off by the page. The form's rules alone: vehicleForm's schema.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { BindingCar } from '../../machines/binding/driverCheck.machine';
import type { VehiclesActor } from '../../machines/binding/selectors';
import { vehiclesMachine, type VehiclesInput, type VehiclesParentEvent } from '../../machines/binding/vehicles.machine';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { bindingText } from '../../src/i18n/binding';
import { bindingCatalog } from '../../src/i18n/binding.lazy';
import { BindingTextsProvider } from './texts';
import { vehicleFormSchema } from './vehicleForm';
import { VehiclesList } from './VehiclesList';

bindingCatalog.provide(bindingText);

const NOW = Date.UTC(2026, 10, 29, 15);
const f150: BindingCar = { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150' };
const civic: BindingCar = { vin: '2HGFC2F58HH264186', year: 2017, maker: 'Honda', model: 'Civic' };

function renderCars(lang: Lang, over: Partial<VehiclesInput> = {}) {
  const told: BindingCar[][] = [];
  const parent = createMachine({
    invoke: { id: 'vehicles', src: vehiclesMachine, input: { cars: [f150, civic], canAdd: true, now: () => NOW, ...over } },
    on: { 'vehicles.changed': { actions: ({ event }) => told.push((event as VehiclesParentEvent).cars) } },
  });
  const root = createActor(parent).start();
  const actor = root.getSnapshot().children.vehicles as unknown as VehiclesActor;
  render(
    <BindingTextsProvider lang={lang} messages={{}}>
      <VehiclesList actor={actor} busy={false} />
    </BindingTextsProvider>,
  );
  return { actor, told, user: userEvent.setup() };
}

afterEach(cleanup);

describe("section 3's cars", () => {
  it('[portal-2.11] each car a card: year make model, the VIN, Edit and Remove; Add a vehicle', () => {
    const t = bindingText.en.vehicles;
    renderCars('en');
    const cars = screen.getByRole('region', { name: t.heading });
    expect(within(cars).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['2018 Ford F-150', '2017 Honda Civic']);
    expect(within(cars).getByText(`VIN ${civic.vin} · ${t.fromQuote}`)).toBeInTheDocument();
    for (const car of ['2018 Ford F-150', '2017 Honda Civic']) {
      expect(within(cars).getByRole('button', { name: fill(t.edit, { car }) })).toBeInTheDocument();
      expect(within(cars).getByRole('button', { name: fill(t.remove, { car }) })).toBeInTheDocument();
    }
    expect(within(cars).getByRole('button', { name: t.add })).toBeInTheDocument();
  });

  it('[portal-2.11] "Remove {year} {make} {model} ?" with Yes and No, from the keyboard; No keeps the car and focus returns', async () => {
    const t = bindingText.en;
    const { user, told } = renderCars('en');
    const remove = screen.getByRole('button', { name: fill(t.vehicles.remove, { car: '2017 Honda Civic' }) });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Remove 2017 Honda Civic ?' });
    expect(within(dialog).getByRole('button', { name: t.additional.yes })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.additional.yes }));
    expect(told).toEqual([[f150]]);
    // The last car stays, and the page says why.
    expect(screen.queryByRole('button', { name: fill(t.vehicles.remove, { car: '2018 Ford F-150' }) })).toBeNull();
    expect(screen.getByText(t.vehicles.lastVehicle)).toBeInTheDocument();
  });

  it('[portal-2.11] the Spanish question names the car', async () => {
    const { user } = renderCars('es');
    await user.click(screen.getByRole('button', { name: 'Quitar el 2018 Ford F-150' }));
    expect(screen.getByRole('dialog', { name: '¿Quitar el 2018 Ford F-150 ?' })).toBeInTheDocument();
  });

  it('[portal-2.11 portal-9.9] adding a car: each field says what is wrong, nothing typed is lost, the chart refuses the letter O at the VIN field; a whole car is added', async () => {
    const t = bindingText.en;
    const v = t.vehicles;
    const { user, told } = renderCars('en');
    await user.click(screen.getByRole('button', { name: v.add }));
    const dialog = screen.getByRole('dialog', { name: v.dialogAdd });
    // Focus moved into the dialog (its first control, Close, as in the driver dialog).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const year = within(dialog).getByRole('textbox', { name: v.year });
    await user.type(year, '1975');
    await user.type(within(dialog).getByRole('textbox', { name: v.make }), 'Toyota');
    await user.type(within(dialog).getByRole('textbox', { name: /^Model$/ }), 'Camry');
    await user.type(within(dialog).getByRole('textbox', { name: v.vinLabel }), '4t1b11hk5ku43789o');
    await user.click(within(dialog).getByRole('button', { name: v.save }));
    // The form's rule: the year's range, at the field (and in the summary), the values as typed.
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText(fill(v.yearInvalid, { min: 1981, max: 2027 })).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('textbox', { name: v.vinLabel })).toHaveValue('4T1B11HK5KU43789O');
    await user.clear(year);
    await user.type(year, '2019');
    await user.click(within(dialog).getByRole('button', { name: v.save }));
    // The chart's rule: no letter O; its alert takes focus, the VIN field says so, nothing is lost.
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(t.configured.vinInvalid);
    expect(alert).toHaveFocus();
    const vin = within(dialog).getByRole('textbox', { name: v.vinLabel });
    expect(vin).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: v.make })).toHaveValue('Toyota');
    await user.clear(vin);
    await user.type(vin, '4T1B11HK5KU437897');
    await user.click(within(dialog).getByRole('button', { name: v.save }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(told).toEqual([[f150, civic, { vin: '4T1B11HK5KU437897', year: 2019, maker: 'Toyota', model: 'Camry', added: true }]]);
    expect(screen.getByText(`VIN 4T1B11HK5KU437897 · ${v.addedHere}`)).toBeInTheDocument();
  });

  it('[portal-2.11] a car of the quote: its VIN only; a VIN of another car is refused; Escape cancels', async () => {
    const t = bindingText.en;
    const v = t.vehicles;
    const { user, told } = renderCars('en');
    await user.click(screen.getByRole('button', { name: fill(v.edit, { car: '2018 Ford F-150' }) }));
    const dialog = screen.getByRole('dialog', { name: fill(v.dialogEdit, { car: '2018 Ford F-150' }) });
    expect(within(dialog).queryByRole('textbox', { name: v.year })).toBeNull();
    expect(within(dialog).getByText(v.fromQuoteNote)).toBeInTheDocument();
    const vin = within(dialog).getByRole('textbox', { name: v.vinLabel });
    expect(vin).toHaveValue(f150.vin);
    await user.clear(vin);
    await user.type(vin, civic.vin);
    await user.click(within(dialog).getByRole('button', { name: v.save }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(v.vinDuplicate);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(told).toEqual([]);
  });

  it('[portal-2.12] the page turns the add-vehicle button off', () => {
    renderCars('en', { canAdd: false });
    expect(screen.queryByRole('button', { name: bindingText.en.vehicles.add })).toBeNull();
  });
});

describe("the vehicle form's rules", () => {
  const range = { min: 1981, max: 2027 };
  const all = ['year', 'maker', 'model', 'vin'] as const;
  const errorsOf = async (lang: Lang, values: Record<string, string>, editable: ReadonlyArray<(typeof all)[number]> = all) => {
    try {
      await vehicleFormSchema(bindingText[lang], range, editable).validate(values, { abortEarly: false });
      return {};
    } catch (e) {
      // A field's first message, as formik shows it.
      const first: Record<string, string> = {};
      for (const i of (e as { inner: Array<{ path: string; message: string }> }).inner) first[i.path] ??= i.message;
      return first;
    }
  };

  it('[portal-2.11 portal-9.9] each field its message, in English and Spanish', async () => {
    expect(await errorsOf('en', { year: '', maker: '', model: '', vin: '' })).toEqual({
      year: 'Please enter the model year (4 digits).',
      maker: 'Please enter the make, for example Toyota.',
      model: 'Please enter the model, for example Camry.',
      vin: 'Please enter the VIN.',
    });
    expect(await errorsOf('es', { year: '19', maker: '#', model: 'Camry', vin: '4T1B11HK5KU4378' })).toEqual({
      year: 'Escriba un año del modelo de 1981 a 2027.',
      maker: 'Escriba la marca con letras y números.',
      vin: 'Un VIN tiene 17 letras y números (sin I, O ni Q).',
    });
    expect(await errorsOf('en', { year: '2028', maker: 'Toyota', model: 'Camry', vin: '4T1B11HK5KU437897' })).toEqual({ year: 'Please enter a model year from 1981 to 2027.' });
    expect(await errorsOf('en', { year: '2027', maker: 'Toyota', model: 'Camry', vin: '4T1B11HK5KU437897' })).toEqual({});
  });

  it('[portal-2.11] a car of the quote: the VIN alone is judged', async () => {
    expect(await errorsOf('en', { year: '', maker: '', model: '', vin: '1FTEW1EG7JF716597' }, ['vin'])).toEqual({});
  });
});
