/**
 * The driver dialog's own checks, machine alone (its paths run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the add and edit modes, the age limits of each role, what a
 * primary driver cannot have, the relation and the issue date.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { anaDiaz, QUOTE_MODEL_NOW } from '../../fixtures/models/quote.model';
import { driverDialogMachine, type DriverDialogInput, type DriverDialogValues } from './driverDialog.machine';
import { DEFAULT_AGE_LIMITS } from './driverDates.rules';

const home = anaDiaz.address;
const input: DriverDialogInput = {
  driver: null,
  primaryAddress: home,
  primaryAge: DEFAULT_AGE_LIMITS.primary,
  additionalAge: DEFAULT_AGE_LIMITS.additional,
  // 22 Nov 2026.
  now: () => QUOTE_MODEL_NOW,
};

function save(values: DriverDialogValues, given: Partial<DriverDialogInput> = {}) {
  const actor = createActor(driverDialogMachine, { input: { ...input, ...given } });
  actor.start();
  actor.send({ type: 'driver.save', values });
  return actor.getSnapshot();
}

const born = (year: string, month = '11', day = '22') => ({ month, day, year });

describe('[quote-2.23 quote-4.7] add and edit modes', () => {
  it('adds a driver starting at the main driver\'s address, and edits a driver starting with its answers', () => {
    const adding = createActor(driverDialogMachine, { input }).start().getSnapshot().context;
    expect(adding.editing).toBe(false);
    expect(adding.initial).toMatchObject({ firstName: '', primaryDriver: false, primaryDriverRelation: 0, licenseType: '6', address: home });
    const editing = createActor(driverDialogMachine, { input: { ...input, driver: { ...anaDiaz, isManualDriver: true } } }).start().getSnapshot().context;
    expect(editing).toMatchObject({ editing: true, initial: anaDiaz });
  });

  it('ends with the driver saved (a manual driver), or with nothing when cancelled', () => {
    const saved = save({ ...anaDiaz, firstName: '  Ana ' });
    expect(saved.status).toBe('done');
    expect(saved.output).toEqual({ driver: { ...anaDiaz, isManualDriver: true } });
    const actor = createActor(driverDialogMachine, { input }).start();
    actor.send({ type: 'driver.cancel' });
    expect(actor.getSnapshot().output).toEqual({ driver: null });
  });
});

describe('[quote-5.5] the age limits of each role', () => {
  const cases: [string, DriverDialogValues, boolean][] = [
    ['a second driver of 15 (15 to 75)', { ...anaDiaz, dob: born('2011') }, true],
    ['a second driver one day short of 15', { ...anaDiaz, dob: born('2011', '11', '23') }, false],
    ['a second driver of 75', { ...anaDiaz, dob: born('1951') }, true],
    ['a second driver of 76', { ...anaDiaz, dob: born('1950') }, false],
    ['a primary driver of 15 (16 to 75)', { ...anaDiaz, primaryDriver: true, dob: born('2011') }, false],
    ['a primary driver of 16', { ...anaDiaz, primaryDriver: true, dob: born('2010') }, true],
  ];
  it.each(cases)('%s: saved %s', (_, values, ok) => {
    expect(save(values).status).toBe(ok ? 'done' : 'active');
  });

  it('reads configured limits', () => {
    expect(save({ ...anaDiaz, dob: born('2011') }, { additionalAge: { min: 18, max: 75 } }).status).toBe('active');
  });
});

describe('[quote-5.12] the role: relation and issue date', () => {
  it('saves a primary driver without the relation or issue date typed before the box was ticked', () => {
    const snap = save({ ...anaDiaz, primaryDriver: true, primaryDriverRelation: 2, issueDate: born('2010', '1', '5') });
    expect(snap.output?.driver).toMatchObject({ primaryDriver: true, primaryDriverRelation: 0, issueDate: { month: '', day: '', year: '' } });
  });

  it('needs a relation (quote-9.7: spouse 1, child 2, parent 3, other 4) for a driver that is not primary', () => {
    expect(save({ ...anaDiaz, primaryDriverRelation: 0 }).status).toBe('active');
    expect(save({ ...anaDiaz, primaryDriverRelation: 5 }).status).toBe('active');
    for (const code of [1, 2, 3, 4]) expect(save({ ...anaDiaz, primaryDriverRelation: code }).status).toBe('done');
  });

  it('takes an issue date that is none, or a real date between the birth and today', () => {
    expect(save({ ...anaDiaz, issueDate: born('2008', '4', '21') }).status).toBe('done');
    expect(save({ ...anaDiaz, issueDate: born('2027', '1', '1') }).status).toBe('active');
    expect(save({ ...anaDiaz, issueDate: born('1989', '1', '1') }).status).toBe('active');
    expect(save({ ...anaDiaz, issueDate: born('2008', '2', '30') }).status).toBe('active');
  });

  it('needs names, gender, marital status and an address with a 2-letter state and a 5-digit ZIP', () => {
    expect(save({ ...anaDiaz, firstName: 'A' }).status).toBe('active');
    expect(save({ ...anaDiaz, gender: '' }).status).toBe('active');
    expect(save({ ...anaDiaz, marital: '' }).status).toBe('active');
    expect(save({ ...anaDiaz, address: { ...home, state: 'Texas' } }).status).toBe('active');
    expect(save({ ...anaDiaz, address: { ...home, zip: '7520' } }).status).toBe('active');
  });
});
