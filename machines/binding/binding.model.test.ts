/**
 * Online binding's parent chart alone, with its child charts: the paths of its graph, each replayed
 * on a real actor whose calls the test answers: the transaction, the driver validation, the
 * additional drivers, the questions, and contact verification (a row verified before, or the
 * codes sent and said yes to). The child charts' own paths are their model tests'; here the
 * children's events are limited to what moves the sections on.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { createTokenStore } from '../../src/storage/tokens';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModelWithChildren } from '../../src/paths/types';
import type { BindingTransactionAnswer, VerificationRow } from '../../services/binding';
import type { AdditionalDriversEvent } from './additionalDrivers.machine';
import type { AdditionalDriversActor } from './selectors';
import { bindingMachine, type BindingContext, type BindingInput } from './binding.machine';
import { carrierConfigSchema } from './carrierConfig.rules';
import type { QuestionsEvent } from './questions.machine';
import type { VerificationContext, VerificationEvent } from './verification.machine';
import { codeColumns, newRow } from './verification.rules';

const VIN = '1FTFW1ET5DFC10312';
const answer: BindingTransactionAnswer = {
  companyId: '101',
  transaction: {
    customer: { email: 'rosa.delgado@example.com', phoneNumber: '214-555-0142', address: { address1: '1200 Main St', apt: null, city: 'Dallas', state: 'TX', zipCode: '75201' } },
    drivers: [{ firstName: 'Rosa', lastName: 'Delgado', dob: '1985-04-12', relation: 0, priorInsurance: null, gender: 1, maritalStatus: 1, isExcluded: false, driverLicenseNumber: null, issueDate: null, address: null }],
    cars: [{ vin: VIN, year: 2013, maker: 'Ford', model: 'F-150', annualMilesAge: null }],
    questionAnswers: [],
  },
};
const carriers = [carrierConfigSchema.parse({ carrierid: '101' }), carrierConfigSchema.parse({ carrierid: '202', hideadditionaldriversection: true })];
const tokens = createTokenStore({ backend: null, brand: 'bluebonnet', now: () => 0 });
const input: BindingInput = { quote: { transactionId: 'TX-1', rateQuoteId: 'RQ-1' }, carriers, canAddDrivers: true, canAddVehicles: true, limits: { minAge: 16, maxAge: 75 }, pollIntervalMs: 3000, agentWaitMs: 60_000, now: () => 0, tokens };
const route = { description: 'the call answers as the outcome says' };
const fault = { error: { kind: 'http', status: 500, message: 'fault' } };
const values = { licence: '24681357', dob: '1985-04-12', vins: [VIN] };

const row = (status: 'Yes' | 'Verify-1' | '') => {
  const r: Record<string, string> = { ...newRow({ transactionId: 'TX-1', rateQuoteId: 'RQ-1', now: 0 }) };
  if (status !== '') {
    for (const channel of ['email', 'text'] as const) {
      r[codeColumns(channel, 1).code] = '111111';
      r[codeColumns(channel, 1).status] = status;
    }
  }
  return r as unknown as VerificationRow;
};
const verifiedBefore = { ...row('Yes'), 'Contact Verification Status': 'Yes' } as VerificationRow;

const at = (root: AnyMachineSnapshot, section: string) => root.matches({ sections: section } as never);
const transactionIs = (id: string) => (context: VerificationContext) => context.transactionId === id;

const model = definePathModelWithChildren<AdditionalDriversEvent | QuestionsEvent | VerificationEvent>()({
  id: 'binding',
  machine: bindingMachine,
  inputs: [
    { label: 'a quote named', input, sandbox: route },
    { label: 'a quote verified before', input: { ...input, quote: { transactionId: 'TX-2', rateQuoteId: 'RQ-1' } }, sandbox: route },
    { label: 'no quote named', input: { ...input, quote: null }, sandbox: route },
  ],
  userEvents: [
    { label: 'tries again', event: { type: 'transaction.retry' } },
    { label: 'sends the driver step', event: { type: 'driver.next', values } },
    { label: 'prefers text', event: { type: 'contact.choose', contact: 'text' } },
    { label: 'goes on from the contact preference', event: { type: 'contact.next' } },
    { label: 'goes back', event: { type: 'step.back' } },
    { label: 'goes on from the drivers', event: { type: 'drivers.submit' } },
    { label: 'goes on from the questions', event: { type: 'questions.next' } },
    // Verification's own paths are its model test's: here, both codes sent once the questions are done.
    { label: 'sends both codes', event: { type: 'code.submit', codes: { email: '111111', text: '111111' } }, when: (root) => at(root, 'finishing') },
  ],
  distinguish: (context: BindingContext) => [context.contact, context.carrierId, context.verified],
  actors: {
    transaction: [
      { label: 'carrier 101', result: { done: answer }, sandbox: route },
      { label: 'carrier 202 (no additional drivers section)', result: { done: { ...answer, companyId: '202' } }, sandbox: route },
      { label: 'HTTP 500', result: fault, sandbox: route },
    ],
    openRow: [
      { label: 'verified before', result: { done: verifiedBefore }, sandbox: route, when: transactionIs('TX-2') },
      { label: 'no row yet', result: { done: null }, sandbox: route, when: transactionIs('TX-1') },
    ],
    createRow: [{ label: 'created', result: { done: undefined }, sandbox: route }],
    writeCodes: [{ label: 'written', result: { done: undefined }, sandbox: route }],
    pollRow: [{ label: 'both said yes', result: { done: row('Yes') }, sandbox: route }],
    confirmRow: [{ label: 'written', result: { done: undefined }, sandbox: route }],
    driver: [
      { label: 'Rosa found', result: { done: { drivers: [{ firstName: 'Rosa' }] } }, sandbox: route },
      { label: 'no driver', result: { done: { drivers: [] } }, sandbox: route },
    ],
    vins: [{ label: 'the VIN decoded', result: { done: [[{ vin: VIN, year: 2013, maker: 'Ford', model: 'F-150' }]] }, sandbox: route }],
    questions: [{ label: 'no question', result: { done: [] }, sandbox: route }],
  },
});

const generated = generatePaths(model);

describe('the binding chart with its children: every path of its graph', () => {
  it('covers every state and transition of the parent', () => {
    console.log(formatCoverage(generated));
    // The parent's own states and transitions; the children's are reached by their own model tests.
    expect(generated.coverage.states.missing.filter((s) => !s.includes(':'))).toEqual([]);
    expect(generated.coverage.transitions.missing.filter((t) => t.startsWith('binding.'))).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-2.9 portal-2.10 portal-4.19 portal-7.18] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          // portal-7.18: the transaction by the quote's rateQuoteId.
          if (step.leaves.includes('loading')) expect(controller.lastInput('transaction')).toMatchObject({ rateQuoteId: 'RQ-1', region: 'main' });
          // portal-4.19: the driver validation runs with the driver step's values, on the customer's endpoint.
          if (step.leaves.includes('sections.checkingDriver')) expect(controller.lastInput('driver')).toMatchObject({ region: 'main', licence: '24681357', dob: '1985-04-12' });
        },
      });
    });
  }
});

describe("section 3's cars reach the flow", () => {
  it('[portal-2.11 portal-5.6] a car added and sent on with the drivers is the flow\'s, and the driver step\'s VINs follow the cars', async () => {
    const camry = { vin: '4T1B11HK5KU437897', year: 2019, maker: 'Toyota', model: 'Camry', added: true };
    const f150 = { vin: VIN, year: 2013, maker: 'Ford', model: 'F-150' };
    // The calls answered at once; verification and the questions wait (their paths are above and their own tests').
    const quick = bindingMachine.provide({
      actors: {
        transaction: fromPromise(async () => answer),
        driverCheck: fromPromise(async () => ({ kind: 'checked' as const, licence: values.licence, dob: values.dob, cars: [f150] })),
        verification: createMachine({}),
        questions: createMachine({}),
      } as never,
    });
    // The dialog's model years run to next year: the clock on a day of 2026.
    const actor = createActor(quick, { input: { ...input, now: () => Date.UTC(2026, 10, 29) } }).start();
    await waitFor(actor, (s) => s.matches({ sections: 'driver' }));
    actor.send({ type: 'driver.next', values });
    actor.send({ type: 'contact.choose', contact: 'text' });
    actor.send({ type: 'contact.next' });
    await waitFor(actor, (s) => s.matches({ sections: 'additional' }));
    const drivers = actor.getSnapshot().children.additionalDrivers as unknown as AdditionalDriversActor;
    const vehicles = drivers.getSnapshot().children.vehicles!;
    expect(vehicles.getSnapshot().context.cars).toEqual([f150]);
    vehicles.send({ type: 'vehicle.add' });
    vehicles.getSnapshot().children.vehicleDialog!.send({ type: 'vehicle.save', car: camry });
    drivers.send({ type: 'drivers.submit' });
    await waitFor(actor, (s) => s.matches({ sections: 'questions' }));
    expect(actor.getSnapshot().context.cars).toEqual([f150, camry]);
    expect(actor.getSnapshot().context.driverValues?.vins).toEqual([VIN, camry.vin]);
    // Back to section 3: the cars as sent on.
    actor.send({ type: 'step.back' });
    const again = actor.getSnapshot().children.additionalDrivers as unknown as AdditionalDriversActor;
    expect(again.getSnapshot().children.vehicles!.getSnapshot().context.cars).toEqual([f150, camry]);
  });
});
