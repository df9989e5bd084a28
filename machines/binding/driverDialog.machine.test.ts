/** The binding driver dialog: what a save keeps (its paths also run in the additional drivers' model). */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { carrierConfigSchema } from './carrierConfig.rules';
import { driverDialogMachine, type DriverDialogInput } from './driverDialog.machine';
import { newAdditionalDriver, type BindingDriver } from './drivers.rules';

const config = carrierConfigSchema.parse({ carrierid: '1' });
const primary: BindingDriver = { ...newAdditionalDriver('p'), firstName: 'Maria', lastName: 'Garcia', dob: '1985-04-12', gender: 1, marital: 1, primaryDriver: true, isManualDriver: false, license: '12345678' };
const added: BindingDriver = { ...newAdditionalDriver('added-1'), firstName: 'Jorge', lastName: 'Garcia', dob: '1983-08-20', gender: 0, marital: 0, relation: 1, license: '33334444' };
const input = (driver: BindingDriver): DriverDialogInput => ({ driver, adding: false, config, limits: { minAge: 16, maxAge: 75 }, now: () => Date.UTC(2026, 10, 29) });
const save = (start: BindingDriver, driver: BindingDriver) => {
  const actor = createActor(driverDialogMachine, { input: input(start) }).start();
  actor.send({ type: 'dialog.save', driver });
  return actor.getSnapshot();
};

describe('the binding driver dialog', () => {
  it('[portal-5.14] the primary driver changes only gender and marital', () => {
    const s = save(primary, { ...primary, firstName: 'Other', license: '999', dob: '2000-01-01', marital: 0 });
    expect(s.output).toEqual({ driver: { ...primary, marital: 0 } });
  });

  it('[portal-5.12 portal-5.10] a driver is kept only with names, a date and the rules passing; a refused save stays open', () => {
    expect(save(added, added).output).toEqual({ driver: added });
    for (const bad of [{ ...added, relation: 0 as const }, { ...added, firstName: '' }, { ...added, lastName: '4' }, { ...added, dob: '1983-8-20' }, { ...added, gender: null }]) {
      const s = save(added, bad);
      expect(s.value).toBe('open');
      expect(s.context.refused).toBe(true);
    }
  });

  it('[portal-4.22] an excluded driver is saved without the licence, and without gender and marital when all fields for excluded is off', () => {
    const s = save(added, { ...added, driverstatus: 1 });
    expect(s.output?.driver).toMatchObject({ driverstatus: 1, license: '', gender: null, marital: null, isManualDriver: true, primaryDriver: false });
  });

  it('[portal-2.11] cancel ends with no driver', () => {
    const actor = createActor(driverDialogMachine, { input: input(added) }).start();
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().output).toEqual({ driver: null });
  });
});
