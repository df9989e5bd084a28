/**
 * The mileage dialog's rules (./mileage.rules.ts), table by table: what the form starts from, what
 * a save must hold (the limits chosen there, "mileage address required"), and what it keeps.
 */
import { describe, expect, it } from 'vitest';
import type { PrepareVehicle } from '../../services/esign';
import { DEFAULT_ANNUAL_MILEAGE, MILEAGE_LIMITS, mileageComplete, mileageFormOf, mileageProblems, savedMileage, vehicleTitle, type CommuteAddress, type MileageForm, type MileageProblems, type MileageVehicle } from './mileage.rules';

const work: CommuteAddress = { address: '701 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };
const camry: MileageVehicle = { vin: '4T1B11HK5KU437897', year: 2019, make: 'Toyota', model: 'Camry' };
const ok: MileageForm = { odometerReading: 42_180, selectedAnnualMileage: 12_000, commutingVehicle: false, commutingDays: null };
const commuting: MileageForm = { ...ok, commutingVehicle: true, commutingDays: 5 };

describe('what the dialog starts from', () => {
  it('[portal-3.17] [portal-9.9] a vehicle with no mileage yet: the annual mileage 10000, the rest to answer', () => {
    expect(DEFAULT_ANNUAL_MILEAGE).toBe(10_000);
    expect(mileageFormOf(camry)).toEqual({ odometerReading: null, selectedAnnualMileage: 10_000, commutingVehicle: null, commutingDays: null });
  });

  it("[portal-3.17] a vehicle's own values (odometerReading, selectedAnnualMileage, commutingVehicle, commutingDays)", () => {
    expect(mileageFormOf({ ...camry, odometerReading: 30_500, selectedAnnualMileage: 8000, commutingVehicle: true, commutingDays: 3, commutingAddress: work })).toEqual({
      odometerReading: 30_500,
      selectedAnnualMileage: 8000,
      commutingVehicle: true,
      commutingDays: 3,
    });
  });

  it('[portal-3.17] takes the rating prepare\'s vehicle as it is (services/esign.ts prepareVehicleSchema), make or maker', () => {
    const prepared: PrepareVehicle = { vin: camry.vin, year: '2019', maker: 'Toyota', model: 'Camry', odometerReading: null, commutingAddress: null };
    const vehicle: MileageVehicle = prepared;
    expect(vehicleTitle(vehicle)).toBe('2019 Toyota Camry');
    expect(vehicleTitle(camry)).toBe('2019 Toyota Camry');
    expect(vehicleTitle({ year: 2019, make: null, maker: null, model: 'Camry' })).toBe('2019 Camry');
  });
});

describe('what a save must hold', () => {
  const cases: Array<[string, MileageForm, CommuteAddress | null, MileageProblems]> = [
    ['not commuting, every field given', ok, null, {}],
    ['commuting 5 days, an address chosen', commuting, work, {}],
    ['the lowest values: 0 miles, 1 day', { ...commuting, odometerReading: 0, selectedAnnualMileage: 0, commutingDays: 1 }, work, {}],
    ['the highest values: 999,999 on the odometer, 100,000 a year, 7 days', { ...commuting, odometerReading: 999_999, selectedAnnualMileage: 100_000, commutingDays: 7 }, work, {}],
    ['no odometer reading', { ...ok, odometerReading: null }, null, { odometerReading: 'required' }],
    ['an odometer of 1,000,000', { ...ok, odometerReading: 1_000_000 }, null, { odometerReading: 'invalid' }],
    ['an odometer below 0', { ...ok, odometerReading: -1 }, null, { odometerReading: 'invalid' }],
    ['an odometer of 10.5 miles', { ...ok, odometerReading: 10.5 }, null, { odometerReading: 'invalid' }],
    ['no annual mileage', { ...ok, selectedAnnualMileage: null }, null, { selectedAnnualMileage: 'required' }],
    ['100,001 miles a year', { ...ok, selectedAnnualMileage: 100_001 }, null, { selectedAnnualMileage: 'invalid' }],
    ['commuting not answered', { ...ok, commutingVehicle: null }, null, { commutingVehicle: 'required' }],
    ['commuting, no days', { ...commuting, commutingDays: null }, work, { commutingDays: 'required' }],
    ['commuting 0 days', { ...commuting, commutingDays: 0 }, work, { commutingDays: 'invalid' }],
    ['commuting 8 days', { ...commuting, commutingDays: 8 }, work, { commutingDays: 'invalid' }],
    ['commuting with no address chosen ("mileage address required")', commuting, null, { commutingAddress: 'required' }],
    ['not commuting: days and address are not asked', { ...ok, commutingDays: 9 }, null, {}],
    ['everything missing while commuting', { odometerReading: null, selectedAnnualMileage: null, commutingVehicle: true, commutingDays: null }, null, { odometerReading: 'required', selectedAnnualMileage: 'required', commutingDays: 'required', commutingAddress: 'required' }],
  ];
  it.each(cases)('[portal-3.17] [portal-8.8] %s', (_label, form, address, problems) => {
    expect(mileageProblems(form, address)).toEqual(problems);
  });

  it('the limits are those documented in the rules file', () => {
    expect(MILEAGE_LIMITS).toEqual({ odometerReading: { min: 0, max: 999_999 }, selectedAnnualMileage: { min: 0, max: 100_000 }, commutingDays: { min: 1, max: 7 } });
  });
});

describe('what a save keeps', () => {
  it('[portal-3.17] commuting: the days and the address chosen', () => {
    expect(savedMileage(commuting, work)).toEqual({ odometerReading: 42_180, selectedAnnualMileage: 12_000, commutingVehicle: true, commutingDays: 5, commutingAddress: work });
  });

  it('[portal-3.17] not commuting: days and address null, whatever was given', () => {
    expect(savedMileage({ ...ok, commutingDays: 4 }, work)).toEqual({ odometerReading: 42_180, selectedAnnualMileage: 12_000, commutingVehicle: false, commutingDays: null, commutingAddress: null });
  });
});

describe("a vehicle's mileage complete (the driver stage's Next needs it of every car)", () => {
  const cases: Array<[string, MileageVehicle, boolean]> = [
    ['nothing given', camry, false],
    ['the earlier request gave the odometer and the annual mileage, not whether it commutes', { ...camry, odometerReading: 48_210, selectedAnnualMileage: 12_000 }, false],
    ['every field, not commuting', { ...camry, odometerReading: 48_210, selectedAnnualMileage: 12_000, commutingVehicle: false }, true],
    ['no annual mileage: its default of 10000 is no answer', { ...camry, odometerReading: 48_210, commutingVehicle: false }, false],
    ['commuting 5 days to an address', { ...camry, odometerReading: 48_210, selectedAnnualMileage: 12_000, commutingVehicle: true, commutingDays: 5, commutingAddress: work }, true],
    ['commuting, no address', { ...camry, odometerReading: 48_210, selectedAnnualMileage: 12_000, commutingVehicle: true, commutingDays: 5, commutingAddress: null }, false],
    ['an odometer past its limit', { ...camry, odometerReading: 1_000_000, selectedAnnualMileage: 12_000, commutingVehicle: false }, false],
  ];
  it.each(cases)('[portal-3.17] %s', (_label, vehicle, complete) => {
    expect(mileageComplete(vehicle)).toBe(complete);
  });
});
