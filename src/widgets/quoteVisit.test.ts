/** The quote form's saved visit in the stored prefill (quote-3.17): written with the specification's names, read back whole. */
import { describe, expect, it } from 'vitest';
import { anaDiaz, driver1Values, driver2Values, driver3Values } from '../../fixtures/models/quote.model';
import type { QuoteSaved } from '../../machines/quote/types';
import { CUSTOMER_STATE_HOURS, HOUR_MS, MemoryStorage, createStorage, expiryKey, storageWith } from '../storage';
import { DRIVER_PREFILL_KEY, saveDriverPrefill } from '../storage/prefill';
import { readQuoteVisit, saveQuoteVisit } from './quoteVisit';

const visit: QuoteSaved = { stage: 'driver3', reached: 'driversummary', driver1: driver1Values, driver2: driver2Values, driver3: driver3Values, vehicles: [], coverage: null };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

describe('[quote-3.17] the saved visit in driverPrefill', () => {
  it('writes the section, the stage reached and the driver under data with the specification\'s names', () => {
    const storage = storageWith();
    saveQuoteVisit(storage, visit);
    expect(storage.get(DRIVER_PREFILL_KEY, isObject)).toEqual({
      section: 'driver3',
      reached: 'driversummary',
      vehicles: [],
      drivers: [],
      data: {
        driverFirstName: 'Rosa',
        driverLastName: 'Delgado',
        driverDob: '06-14-1988',
        driverLicense: '24681357',
        licenseMode: 'dl',
        driverEmail: 'rosa.delgado@example.com',
        driverPhone: '214-555-0142',
        privatePolicy: true,
        driverState: 'TX',
        driverZipCode: '75204',
        driverAddress: '4812 Maple Ridge Dr',
        driverCity: 'Dallas',
        licenseType: '6',
        driverGender: '1',
        driverMarital: 'Married',
        driverInsured: '0',
        driverHomeInsurance: false,
      },
    });
  });

  it('reads back what it wrote', () => {
    const storage = storageWith();
    saveQuoteVisit(storage, visit);
    expect(readQuoteVisit(storage)).toEqual({ ...visit, drivers: [], affiliate: null, driver1: { ...visit.driver1, dob: { month: '06', day: '14', year: '1988' } } });
  });

  it('keeps the visit 168 hours, like the other visitor keys', () => {
    const backend = new MemoryStorage();
    let clock = Date.parse('2026-11-21T12:00:00Z');
    const storage = createStorage(backend, () => clock);
    saveQuoteVisit(storage, visit);
    expect(backend.getItem(expiryKey(DRIVER_PREFILL_KEY))).toBe(String(clock + CUSTOMER_STATE_HOURS * HOUR_MS));
    clock += (CUSTOMER_STATE_HOURS + 1) * HOUR_MS;
    expect(readQuoteVisit(storage)).toBeNull();
  });

  it('keeps what others wrote in the record and opens a first visit with the portal\'s driver', () => {
    const storage = storageWith({ [DRIVER_PREFILL_KEY]: { policyTerm: 12 } });
    saveDriverPrefill(storage, { driverFirstName: 'Ana', driverEmail: 'ana@example.com', driverMarital: 'Single' });
    const read = readQuoteVisit(storage);
    expect(read).toMatchObject({ stage: 'driver1', reached: 'driver1', driver1: { firstName: 'Ana' }, driver2: { email: 'ana@example.com' }, driver3: { marital: '1' } });
    saveQuoteVisit(storage, visit);
    expect(storage.get(DRIVER_PREFILL_KEY, isObject)).toMatchObject({ policyTerm: 12, section: 'driver3' });
  });

  it('keeps the vehicles and the coverage chosen', () => {
    const storage = storageWith();
    const car = { vin: '4T1B11HK8KU437897', year: 2019, maker: 'Toyota', model: 'Camry', mileage: 10000, isExistingVehicle: false };
    const coverage = { term: 12, product: 'custom', custom: { BI: '30/60', PD: '25' } };
    saveQuoteVisit(storage, { ...visit, stage: 'coverage', reached: 'coverage', vehicles: [car], coverage });
    expect(storage.get(DRIVER_PREFILL_KEY, isObject)).toMatchObject({ vehicles: [car], policyTerm: 12, policyCoverage: 'custom', customCoverages: { BI: '30/60', PD: '25' } });
    expect(readQuoteVisit(storage)).toMatchObject({ stage: 'coverage', vehicles: [car], coverage });
  });

  it('reads nothing from an empty or unreadable record', () => {
    expect(readQuoteVisit(storageWith())).toBeNull();
    expect(readQuoteVisit(storageWith({ [DRIVER_PREFILL_KEY]: { data: { driverGender: 'x' } } }))).toBeNull();
    expect(readQuoteVisit(storageWith({ [DRIVER_PREFILL_KEY]: 'text' }))).toBeNull();
  });

  it('never opens past the stage reached', () => {
    const storage = storageWith({ [DRIVER_PREFILL_KEY]: { section: 'driversummary', reached: 'driver2', data: { driverFirstName: 'Ana' } } });
    expect(readQuoteVisit(storage)).toMatchObject({ stage: 'driversummary', reached: 'driversummary' });
  });

  it('[quote-2.9] keeps the additional drivers with the Driver form\'s names (dates as MM-DD-YYYY) and reads them back', () => {
    const storage = storageWith();
    const ana = { ...anaDiaz, issueDate: { month: '4', day: '21', year: '2008' }, isManualDriver: true };
    saveQuoteVisit(storage, { ...visit, stage: 'driversummary', reached: 'driversummary', drivers: [ana] });
    expect(storage.get(DRIVER_PREFILL_KEY, isObject)).toMatchObject({
      drivers: [
        {
          firstName: 'Ana',
          lastName: 'Diaz',
          dob: '03-09-1990',
          issueDate: '04-21-2008',
          primaryDriver: false,
          primaryDriverRelation: 1,
          address: { detail: '4812 Maple Ridge Dr', address2: '', city: 'Dallas', state: 'TX', zip: '75204' },
          isManualDriver: true,
        },
      ],
    });
    expect(readQuoteVisit(storage)?.drivers).toEqual([
      { ...ana, dob: { month: '03', day: '09', year: '1990' }, issueDate: { month: '04', day: '21', year: '2008' } },
    ]);
  });

  it('reads a driver without an issue date, and nothing from a record whose drivers are not drivers', () => {
    const storage = storageWith();
    saveQuoteVisit(storage, { ...visit, drivers: [{ ...anaDiaz, isManualDriver: true }] });
    expect(readQuoteVisit(storage)?.drivers?.[0]?.issueDate).toEqual({ month: '', day: '', year: '' });
    expect(readQuoteVisit(storageWith({ [DRIVER_PREFILL_KEY]: { drivers: [{ firstName: 'Ana' }], data: { driverFirstName: 'Ana' } } }))).toBeNull();
  });
});
