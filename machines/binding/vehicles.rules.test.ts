/** The rules of section 3's cars (./vehicles.rules.ts), case by case; the readings are decision 51's. */
import { describe, expect, it } from 'vitest';
import type { BindingCar } from './driverCheck.machine';
import { mayRemoveVehicle, modelYearRange, newVehicle, savedVehicle, vehicleEditableFields, vehicleName, vehicleProblems } from './vehicles.rules';

const f150: BindingCar = { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150' };
const added: BindingCar = { vin: '4T1B11HK5KU437897', year: 2019, maker: 'Toyota', model: 'Camry', added: true };
/** Noon in Dallas on the last day of 2026, and the first minutes of 2027 in UTC while Dallas is still in 2026. */
const LAST_DAY = Date.UTC(2026, 11, 31, 18);
const NEW_YEAR_UTC = Date.UTC(2027, 0, 1, 2);

describe('the model years', () => {
  it.each([
    ['a day of 2026', Date.UTC(2026, 5, 1), { min: 1981, max: 2027 }],
    ['the last day of 2026 in Dallas', LAST_DAY, { min: 1981, max: 2027 }],
    ['1 January 2027 in UTC, still 2026 in Dallas', NEW_YEAR_UTC, { min: 1981, max: 2027 }],
    ['1 January 2027 in Dallas', Date.UTC(2027, 0, 1, 12), { min: 1981, max: 2028 }],
  ])('[portal-2.11] %s: 1981 (the first 17-character VIN) to next year', (_label, now, range) => {
    expect(modelYearRange(now)).toEqual(range);
  });
});

describe("a car's problems (among the fields the customer may change)", () => {
  const others: BindingCar[] = [f150];
  it.each<[string, BindingCar, Partial<Record<string, string>>]>([
    ['a whole added car', added, {}],
    ['no year', { ...added, year: null }, { year: 'required' }],
    ['1980, before the 17-character VIN', { ...added, year: 1980 }, { year: 'invalid' }],
    ['two years ahead', { ...added, year: 2028 }, { year: 'invalid' }],
    ['next year', { ...added, year: 2027 }, {}],
    ['no make, a model of symbols', { ...added, maker: '  ', model: '##' }, { maker: 'required', model: 'invalid' }],
    ['a make with an accent and a model with a dash', { ...added, maker: 'Citroën', model: 'C-Crosser' }, {}],
    ['no VIN', { ...added, vin: '' }, { vin: 'required' }],
    ['16 characters', { ...added, vin: '4T1B11HK5KU43789' }, { vin: 'invalid' }],
    ['the letter O', { ...added, vin: '4T1B11HK5KU43789O' }, { vin: 'invalid' }],
    ["the F-150's VIN again", { ...added, vin: f150.vin.toLowerCase() }, { vin: 'duplicate' }],
    // A car of the quote is judged on its VIN only: its year, make and model are the quote's.
    ['a car of the quote without a year', { ...f150, vin: '2HGFC2F58HH264186', year: null, maker: '' }, {}],
  ])('[portal-2.11 portal-9.9] %s', (_label, car, problems) => {
    expect(vehicleProblems(car, { others, now: Date.UTC(2026, 10, 29) })).toEqual(problems);
  });
});

describe('what the customer may change', () => {
  it('[portal-2.11] a car of the quote: its VIN; a car added here: every field', () => {
    expect(vehicleEditableFields(f150)).toEqual(['vin']);
    expect(vehicleEditableFields(added)).toEqual(['year', 'maker', 'model', 'vin']);
    expect(newVehicle()).toEqual({ vin: '', year: null, maker: '', model: '', added: true });
  });

  it('[portal-2.11] a save keeps the quote\'s year, make and model; the VIN as the kit reads it (no spaces or dashes, upper case)', () => {
    expect(savedVehicle(f150, { ...added, vin: '1ftew1eg7-jf716598 ' })).toEqual({ ...f150, vin: '1FTEW1EG7JF716598' });
    expect(savedVehicle(newVehicle(), { ...added, maker: ' Toyota ', model: ' Camry' })).toEqual(added);
  });

  it('[portal-2.11] the last car is never removed; an index outside the list is nothing', () => {
    expect(mayRemoveVehicle([f150], 0)).toBe(false);
    expect(mayRemoveVehicle([f150, added], 0)).toBe(true);
    expect(mayRemoveVehicle([f150, added], 1)).toBe(true);
    expect(mayRemoveVehicle([f150, added], 2)).toBe(false);
    expect(mayRemoveVehicle([f150, added], 0.5)).toBe(false);
  });

  it('[portal-2.11] a car by its year, make and model, as the remove question names it', () => {
    expect(vehicleName(f150)).toBe('2018 Ford F-150');
    expect(vehicleName({ year: null, maker: 'Honda', model: '' })).toBe('Honda');
    expect(vehicleName({ year: null, maker: '', model: '' })).toBe('');
  });
});
