/**
 * The payment and e-sign page's driver step alone (./details.machine.ts), with online binding's
 * charts it runs and the re-rating (./rating.machine.ts) as real children: every path of its graph
 * (fixtures/models/esignDetails.ts) replayed on a real actor whose calls the test answers, checking
 * at each step what each call is sent (the quote's data by the page's transaction; the questions of
 * the page's carrier; the licence lookup with the driver section's values; the re-rating's request
 * built from the customer's drivers, cars and answers, each car's kept mileage), then what the step
 * ends with, binding's sections on the page, and the vehicle stage with the carrier's calculated
 * mileage (the mileage dialog, portal-2.16: with binding's driver dialogs and remove question here
 * and binding's contact-verify and agent-status dialogs in its own tests, every modal of the clause
 * is named by a test).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { CIVIC_MILEAGE, DALLAS_SUGGESTIONS, detailsDistinct, detailsDistinctChildren, detailsOutcomes, detailsUserEvents, F150_MILEAGE, MAIN_ST, SHORT_POLLS, type DetailsStepEvent } from '../../fixtures/models/esignDetails';
import { BINDING_CARRIER_CONFIGS, BINDING_CARRIERS, BINDING_VINS, CARRIER_QUESTIONS, PAPERLESS_CONSENT_MESSAGE } from '../../fixtures/data/binding';
import { ESIGN_TRANSACTIONS, PREPARED_TRANSACTION } from '../../fixtures/data/esign';
import { F150_COVERAGES, ROSA_PRIOR_REQUEST } from '../../fixtures/data/esignPrior';
import { chartLint } from '../../src/paths/lint';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { MODEL_EPOCH } from '../../src/paths/system';
import { definePathModelWithChildren } from '../../src/paths/types';
import { createTokenStore } from '../../src/storage/tokens';
import { underwritingQuestionSchema } from '../../services/binding';
import { priorRequestSchema, type PrepareRequest } from '../../services/esign';
import { driverCheckMachine } from '../binding/driverCheck.machine';
import { driverPermissions, newAdditionalDriver, type BindingDriver } from '../binding/drivers.rules';
import { carrierConfigSchema } from '../binding/carrierConfig.rules';
import { addressSuggestMachine, SUGGEST_DELAY_MS } from '../kit/addressSuggest.machine';
import { detailsMachine, esignQuestionsMachine, type DetailsInput } from './details.machine';
import { carsOfPrior, mileageKeyOf } from './details.rules';
import { mileageMachine } from './mileage.machine';
import { detailsStageOf, driverSectionOf } from './selectors';

const configOf = (carrierId: string, over: Record<string, unknown> = {}) => carrierConfigSchema.parse({ ...BINDING_CARRIER_CONFIGS.find((c) => c.carrierid === carrierId), ...over });
const inputOf = (transactionId: string, carrierId: string, over: Partial<DetailsInput> = {}): DetailsInput => ({
  transactionId,
  carrierId,
  config: configOf(carrierId),
  limits: { minAge: 16, maxAge: 75 },
  canAddDrivers: true,
  canAddVehicles: true,
  agencyFee: null,
  rating: { intervalMs: 3000, maxPolls: 20 },
  now: () => MODEL_EPOCH,
  tokens: createTokenStore({ backend: null, brand: 'bluebonnet', now: () => MODEL_EPOCH }),
  ...over,
});
const LSM_INPUT = inputOf(ESIGN_TRANSACTIONS.driverInfo, BINDING_CARRIERS.allOn);
const GCA_INPUT = inputOf(ESIGN_TRANSACTIONS.newQuote, BINDING_CARRIERS.allOff, { config: configOf(BINDING_CARRIERS.allOff, { hideadditionaldriversection: true }), rating: { intervalMs: 3000, maxPolls: SHORT_POLLS } });
/** Gulf Coast Auto with calculated mileage (portal-3.17): the vehicle stage between the questions and the rating. */
const MILEAGE_INPUT = inputOf(ESIGN_TRANSACTIONS.driverInfo, BINDING_CARRIERS.allOff, { config: configOf(BINDING_CARRIERS.allOff, { hideadditionaldriversection: true, enablecalculatedmileage: true }) });
const route = { description: 'the call answers as the outcome says' };

const model = definePathModelWithChildren<DetailsStepEvent>()({
  id: 'details',
  machine: detailsMachine,
  inputs: [
    { label: 'Rosa with Lone Star Mutual', input: LSM_INPUT, sandbox: route },
    { label: "Rosa with Gulf Coast Auto, its drivers' section hidden, two rating polls", input: GCA_INPUT, sandbox: route },
    { label: "Rosa with Gulf Coast Auto, calculated mileage, its drivers' section hidden", input: MILEAGE_INPUT, sandbox: route },
  ],
  userEvents: detailsUserEvents(),
  distinguish: detailsDistinct,
  distinguishChildren: detailsDistinctChildren(''),
  actors: detailsOutcomes(),
});

const generated = generatePaths(model);
const prior = priorRequestSchema.parse(ROSA_PRIOR_REQUEST);

describe('the driver step alone: every path of its graph', () => {
  it('names every action, guard and actor, its children too (src/paths/lint.ts)', () => {
    expect(chartLint(detailsMachine)).toEqual([]);
  });

  it('covers every state and transition of the chart and of the charts it runs', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const input = path.start.input as DetailsInput;
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          const leaves = step.leaves;
          // Decision 53: the quote's data of the page's transaction.
          if (leaves.includes('loading')) expect(controller.lastInput('prior')).toMatchObject({ transactionId: input.transactionId });
          // [portal-7.24] the questions of the page's carrier, on the customer's endpoint.
          if (leaves.includes('questions:loading')) expect(controller.lastInput('questions')).toEqual({ region: 'main', carrierId: input.carrierId });
          // [portal-7.32] [portal-7.20] [portal-5.9] the licence lookup with what the driver section sent, the customer's identity beside it.
          if (leaves.includes('driverCheck:checkingDriver')) expect(controller.lastInput('driver')).toMatchObject({ region: 'main', driver: { firstName: 'Rosa', lastName: 'Delgado', state: 'TX', zipCode: '75204' } });
          // [portal-5.6] [portal-7.20] each car's VIN decoded, the Civic's as typed.
          if (leaves.includes('driverCheck:decodingVins')) expect((controller.lastInput('vins') as { vins: string[] }).vins).toHaveLength(2);
          // [portal-9.18] a carrier that hides the additional drivers: from the driver section straight to the questions.
          if (input.config.hideadditionaldriversection) expect(leaves.some((l) => l === 'additional' || l.startsWith('additionalDrivers'))).toBe(false);
          // [portal-7.25] [portal-3.15] [portal-3.16] [portal-3.17] the re-rating: the customer, the quote and its fee, the answers, every driver and car.
          if (leaves.includes('rating:preparing')) {
            const { request } = controller.lastInput('prepare') as { request: Omit<PrepareRequest, 'requestStep'> };
            expect(request.customer).toEqual(prior.customer);
            expect(request.quote).toEqual(prior.quote);
            expect(request.afee).toBe(45);
            expect(request.drivers[0]).toMatchObject({ firstName: 'Rosa', primaryDriver: true, license: '24681357', relation: 0 });
            expect(request.vehicles[0]).toMatchObject({ vin: '1FTEW1EG7JF716597', coverages: F150_COVERAGES });
            // [portal-3.17] with calculated mileage, each car with the mileage its dialog kept; else the quote's, as it was.
            if (input.config.enablecalculatedmileage) {
              expect(request.vehicles.map((v) => [v.odometerReading, v.selectedAnnualMileage, v.commutingVehicle, v.commutingDays, v.commutingAddress])).toEqual([
                [F150_MILEAGE.odometerReading, F150_MILEAGE.selectedAnnualMileage, false, null, null],
                [CIVIC_MILEAGE.odometerReading, CIVIC_MILEAGE.selectedAnnualMileage, true, 5, MAIN_ST],
              ]);
            } else expect(request.vehicles.map((v) => [v.odometerReading, v.commutingVehicle])).toEqual([[48210, undefined], [undefined, undefined]]);
            // [portal-5.15] the answers the questions ended with, in the carrier's order (Rosa's earlier RIDESHARE kept).
            expect(request.questionAnswers).toEqual(input.carrierId === BINDING_CARRIERS.allOn ? [{ questionCd: 'SUSP', answer: 'N' }, { questionCd: 'RIDESHARE', answer: 'No' }, { questionCd: 'SR22', answer: 'N' }] : []);
          }
        },
      });
    });
  }
});

describe('what the driver step ends with', () => {
  const answered = (overrides: Record<string, unknown>) =>
    detailsMachine.provide({
      actors: {
        prior: fromPromise(async () => prior) as never,
        ...overrides,
      },
    });

  it('[portal-8.7] the quote\'s data not read: unread (the page\'s unexpected-error message)', async () => {
    const actor = createActor(answered({ prior: fromPromise(async () => Promise.reject(new Error('HTTP 500'))) }), { input: LSM_INPUT });
    actor.start();
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'unread' });
  });

  it('[portal-2.15] the sections are the driver stage with their own progress tags; the rating the policy stage', async () => {
    const actor = createActor(answered({}), { input: GCA_INPUT });
    actor.start();
    const s = await waitFor(actor, (snap) => snap.matches('driver'));
    expect([s.hasTag('driverStage'), s.hasTag('driverInfo'), s.hasTag('policyStage')]).toEqual([true, true, false]);
  });

  it('[portal-4.25] rated: the new transaction goes to the policy details', async () => {
    const machine = detailsMachine.provide({
      actors: {
        prior: fromPromise(async () => prior) as never,
        driverCheck: fromPromise(async () => ({ kind: 'checked', licence: '24681357', dob: '1988-06-14', cars: [] })) as never,
        questions: fromPromise(async () => ({ answers: [] })) as never,
        rating: fromPromise(async () => ({ kind: 'rated', transactionId: PREPARED_TRANSACTION })) as never,
      },
    });
    const actor = createActor(machine, { input: GCA_INPUT });
    actor.start();
    await waitFor(actor, (s) => s.matches('driver'));
    actor.send({ type: 'driver.next', values: { licence: '24681357', dob: '1988-06-14', vins: [] } });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'rated', transactionId: PREPARED_TRANSACTION });
  });
});

describe("online binding's sections on the payment page (the chart's children run for real, their calls answered here)", () => {
  const ROSA = { licence: '24681357', dob: '1988-06-14', vins: [BINDING_VINS.f150, BINDING_VINS.civic], consent: true };
  const decoded = [[{ vin: BINDING_VINS.f150, year: 2018, maker: 'Ford', model: 'F-150' }], [{ vin: BINDING_VINS.civic, year: 2017, maker: 'Honda', model: 'Civic' }]];
  const rosaFound = { drivers: [{ firstName: 'Rosa' }], commonId: 'CID-TX-1001' };
  const step = (input: DetailsInput, found: unknown = rosaFound, questions: unknown[] = []) =>
    createActor(
      detailsMachine.provide({
        actors: {
          prior: fromPromise(async () => prior) as never,
          driverCheck: driverCheckMachine.provide({ actors: { driver: fromPromise(async () => found) as never, vins: fromPromise(async () => decoded) as never } }),
          questions: esignQuestionsMachine.provide({ actors: { questions: fromPromise(async () => questions) as never } }),
          rating: fromPromise(() => new Promise(() => undefined)) as never,
        },
      }),
      { input },
    );
  const child = (actor: AnyActorRef, id: string): AnyActorRef => (actor.getSnapshot() as AnyMachineSnapshot).children[id] as AnyActorRef;

  it('[portal-2.14] [portal-5.5] [portal-5.7] [portal-5.8] the driver section: Lone Star Mutual asks the paperless consent in its words; a licence the lookup does not find is "given data not correct" there, the values kept', async () => {
    const actor = step(LSM_INPUT, { drivers: [], commonId: null });
    actor.start();
    const shown = driverSectionOf(await waitFor(actor, (s) => s.matches('driver')));
    expect([shown.consent, shown.consentMessage, shown.limits, shown.primary?.dob, shown.cars.map((c) => c.vin)]).toEqual([true, PAPERLESS_CONSENT_MESSAGE, { minAge: 16, maxAge: 75 }, '1988-06-14', [BINDING_VINS.f150, '']]);
    actor.send({ type: 'driver.next', values: ROSA });
    const back = await waitFor(actor, (s) => s.matches('driver') && s.context.driverProblem !== null);
    expect(back.context.driverProblem).toEqual({ kind: 'notCorrect' });
    expect(back.context.driverValues).toEqual(ROSA);
  });

  it("[portal-2.11] [portal-5.14] [portal-5.10] [portal-5.12] [portal-4.22] the drivers: the quote's, Ana's missing licence stops Next; Remove asks first; the dialog refuses a driver without a relation and clears an excluded driver's licence", async () => {
    const actor = step(LSM_INPUT);
    actor.start();
    await waitFor(actor, (s) => s.matches('driver'));
    actor.send({ type: 'driver.next', values: ROSA });
    await waitFor(actor, (s) => s.matches('additional'));
    const drivers = child(actor, 'additionalDrivers');
    const list = () => (drivers.getSnapshot() as AnyMachineSnapshot).context as { drivers: BindingDriver[]; check: { kind: string } | null };
    // The primary edited in part, never removed; Ana, added by hand on the quote, the customer's to edit and remove.
    expect(list().drivers.map((d) => [d.firstName, d.license, driverPermissions(d)])).toEqual([
      ['Rosa', '24681357', { edit: 'limited', remove: false }],
      ['Ana', '', { edit: 'full', remove: true }],
    ]);
    drivers.send({ type: 'drivers.submit' });
    expect(list().check).toEqual({ kind: 'rules' });
    drivers.send({ type: 'driver.remove', index: 1 });
    expect((drivers.getSnapshot() as AnyMachineSnapshot).value).toBe('confirmingRemoval');
    drivers.send({ type: 'remove.confirm' });
    expect(list().drivers.map((d) => d.firstName)).toEqual(['Rosa']);
    drivers.send({ type: 'driver.add' });
    const dialog = child(drivers, 'driverDialog');
    const marco: BindingDriver = { ...newAdditionalDriver('added-1'), firstName: 'Marco', lastName: 'Delgado', dob: '2005-05-05', gender: 0, marital: 1, relation: 2, driverstatus: 1, isExcluded: true, residencestatus: 0, license: '99999999' };
    dialog.send({ type: 'dialog.save', driver: { ...marco, relation: 0 } });
    expect((dialog.getSnapshot() as AnyMachineSnapshot).value).toBe('open');
    dialog.send({ type: 'dialog.save', driver: marco });
    expect(list().drivers.map((d) => [d.firstName, d.license])).toEqual([
      ['Rosa', '24681357'],
      ['Marco', ''],
    ]);
  });

  it("[portal-3.19] [portal-5.15] Lone Star Mutual's questions in its order, starting from the answers the quote gave", async () => {
    const actor = step(LSM_INPUT, rosaFound, CARRIER_QUESTIONS.LSM!.map((q) => underwritingQuestionSchema.parse(q)));
    actor.start();
    await waitFor(actor, (s) => s.matches('driver'));
    actor.send({ type: 'driver.next', values: ROSA });
    await waitFor(actor, (s) => s.matches('additional'));
    const drivers = child(actor, 'additionalDrivers');
    drivers.send({ type: 'driver.remove', index: 1 });
    drivers.send({ type: 'remove.confirm' });
    drivers.send({ type: 'driver.edit', index: 0 });
    child(drivers, 'driverDialog').send({ type: 'dialog.save', driver: { ...(drivers.getSnapshot() as AnyMachineSnapshot).context.drivers[0], marital: 1 } });
    drivers.send({ type: 'drivers.submit' });
    await waitFor(actor, (s) => s.matches('questions'));
    await waitFor(child(actor, 'questions'), (s) => (s as AnyMachineSnapshot).matches('asking'));
    const questions = (child(actor, 'questions').getSnapshot() as AnyMachineSnapshot).context as { questions: Array<{ questionCd: string }>; answers: Record<string, string> };
    expect(questions.questions.map((q) => q.questionCd)).toEqual(['SUSP', 'RIDESHARE', 'SR22']);
    expect(questions.answers).toEqual({ RIDESHARE: 'No' });
  });

  it('[portal-9.18] [portal-3.19] [portal-8.9] a carrier that hides the drivers: the questions right after the driver check; none for Gulf Coast Auto: the section stays empty and Next goes on to the rating; Back to the driver section', async () => {
    const actor = step(GCA_INPUT);
    actor.start();
    await waitFor(actor, (s) => s.matches('driver'));
    actor.send({ type: 'driver.next', values: { ...ROSA, consent: false } });
    await waitFor(actor, (s) => s.matches('questions'));
    await waitFor(child(actor, 'questions'), (s) => (s as AnyMachineSnapshot).matches('none'));
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('driver');
    actor.send({ type: 'driver.next', values: { ...ROSA, consent: false } });
    await waitFor(actor, (s) => s.matches('questions'));
    await waitFor(child(actor, 'questions'), (s) => (s as AnyMachineSnapshot).matches('none'));
    child(actor, 'questions').send({ type: 'questions.next' });
    const rating = await waitFor(actor, (s) => s.matches('rating'));
    expect([rating.hasTag('policyStage'), rating.context.answered]).toEqual([true, []]);
  });
});

describe("the vehicle stage, with the carrier's calculated mileage (the mileage dialog and its address autocomplete run for real, their calls answered here)", () => {
  const child = (actor: AnyActorRef, id: string): AnyActorRef => (actor.getSnapshot() as AnyMachineSnapshot).children[id] as AnyActorRef;
  const snap = (actor: AnyActorRef) => actor.getSnapshot() as AnyMachineSnapshot;
  const cars = carsOfPrior(prior).map((c) => (c.vin ? c : { ...c, vin: BINDING_VINS.civic }));

  function stage(input: DetailsInput) {
    const clock = new SimulatedClock();
    clock.set(MODEL_EPOCH);
    const sent: Array<Omit<PrepareRequest, 'requestStep'>> = [];
    const actor = createActor(
      detailsMachine.provide({
        actors: {
          prior: fromPromise(async () => prior) as never,
          driverCheck: fromPromise(async () => ({ kind: 'checked', licence: '24681357', dob: '1988-06-14', cars })) as never,
          questions: fromPromise(async () => ({ answers: [] })) as never,
          mileage: mileageMachine.provide({
            actors: { address: addressSuggestMachine.provide({ actors: { suggest: fromPromise(async () => DALLAS_SUGGESTIONS) as never, lookup: fromPromise(async () => MAIN_ST) as never } }) },
          }),
          rating: fromPromise(async ({ input: rating }: { input: { request: Omit<PrepareRequest, 'requestStep'> } }) => {
            sent.push(rating.request);
            return { kind: 'rated', transactionId: PREPARED_TRANSACTION };
          }) as never,
        },
      }),
      { input, clock },
    );
    actor.start();
    return { actor, clock, sent };
  }

  it('[portal-2.15] [portal-2.16] [portal-3.17] [portal-4.25] [portal-7.16] [portal-8.8] after the questions, the vehicles (the vehicle stage): Next with a car\'s mileage missing stays; each car\'s dialog opens with the car as the prepare takes it and what was kept; a save refused for want of a commute address, then saved, is kept for that car, a cancel keeps nothing; Back goes to the questions; the rating sends each car\'s mileage', async () => {
    const { actor, clock, sent } = stage(MILEAGE_INPUT);
    await waitFor(actor, (s) => s.matches('driver'));
    actor.send({ type: 'driver.next', values: { licence: '24681357', dob: '1988-06-14', vins: cars.map((c) => c.vin) } });
    const vehicles = await waitFor(actor, (s) => s.matches({ vehicles: 'listing' }));
    expect([detailsStageOf(vehicles), vehicles.hasTag('driverStage')]).toEqual(['vehicleStage', false]);

    // Back: the questions (read again, answered at once here), then the vehicles again.
    actor.send({ type: 'step.back' });
    expect(snap(actor).matches('questions')).toBe(true);
    await waitFor(actor, (s) => s.matches('vehicles'));

    // Neither car's mileage is complete: the F-150 has its odometer and annual mileage from the quote, not whether it commutes.
    actor.send({ type: 'vehicles.next' });
    expect(snap(actor).matches({ vehicles: 'incomplete' })).toBe(true);

    // The Civic's dialog: a commute with no address picked is refused, then the address is picked and the save kept.
    actor.send({ type: 'mileage.edit', index: 1 });
    const civic = child(actor, 'mileage');
    expect(snap(civic).context.vehicle).toMatchObject({ vin: BINDING_VINS.civic, year: 2017, maker: 'Honda', model: 'Civic', selectedAnnualMileage: 8000 });
    civic.send({ type: 'mileage.save', form: CIVIC_MILEAGE });
    expect(snap(civic).context.refusal?.problems).toEqual({ commutingAddress: 'required' });
    const address = child(civic, 'address');
    address.send({ type: 'address.type', text: '1200 Main' });
    clock.increment(SUGGEST_DELAY_MS);
    await waitFor(address, (s) => (s as AnyMachineSnapshot).hasTag('listing'));
    address.send({ type: 'address.pick', index: 0 });
    await waitFor(civic, (s) => (s as AnyMachineSnapshot).context.commutingAddress !== null);
    civic.send({ type: 'mileage.save', form: CIVIC_MILEAGE });
    expect(snap(actor).matches({ vehicles: 'listing' })).toBe(true);
    expect(snap(actor).context.mileage).toEqual({ 'prior-1': { ...CIVIC_MILEAGE, commutingAddress: MAIN_ST } });

    // The F-150 still lacks its commute answer.
    actor.send({ type: 'vehicles.next' });
    expect(snap(actor).matches({ vehicles: 'incomplete' })).toBe(true);

    // Its dialog cancelled keeps nothing; saved, its values are kept beside the Civic's.
    actor.send({ type: 'mileage.edit', index: 0 });
    expect(snap(child(actor, 'mileage')).context.vehicle).toMatchObject({ vin: BINDING_VINS.f150, odometerReading: 48210, selectedAnnualMileage: 12000, coverages: F150_COVERAGES });
    child(actor, 'mileage').send({ type: 'dialog.cancel' });
    expect(Object.keys(snap(actor).context.mileage)).toEqual(['prior-1']);
    actor.send({ type: 'mileage.edit', index: 0 });
    child(actor, 'mileage').send({ type: 'mileage.save', form: F150_MILEAGE });

    // The Civic's dialog opens again with what was kept for it, its address the field's text.
    actor.send({ type: 'mileage.edit', index: 1 });
    expect(snap(child(actor, 'mileage')).context.vehicle).toMatchObject({ ...CIVIC_MILEAGE, commutingAddress: MAIN_ST });
    expect(snap(child(child(actor, 'mileage'), 'address')).context.text).toBe('1200 Main St, Dallas, TX 75202');
    child(actor, 'mileage').send({ type: 'dialog.cancel' });

    actor.send({ type: 'vehicles.next' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'rated', transactionId: PREPARED_TRANSACTION });
    expect(sent[0]!.vehicles).toEqual([
      { ...prior.vehicles[0], vin: BINDING_VINS.f150, ...F150_MILEAGE, commutingAddress: null },
      { vin: BINDING_VINS.civic, year: 2017, maker: 'Honda', model: 'Civic', ...CIVIC_MILEAGE, commutingAddress: MAIN_ST },
    ]);
  });

  it('[portal-3.17] a car added in the drivers\' section keeps its mileage by its VIN; the quote\'s cars by their place, their VINs corrected or not', () => {
    expect(carsOfPrior(prior).map(mileageKeyOf)).toEqual(['prior-0', 'prior-1']);
    expect(mileageKeyOf({ vin: '4t1b11hk8ku437897', year: 2019, maker: 'Toyota', model: 'Camry', added: true })).toBe('vin-4T1B11HK8KU437897');
  });

  it('[portal-3.17] without calculated mileage there is no vehicle stage: the questions go on to the rating', async () => {
    const { actor, sent } = stage(GCA_INPUT);
    await waitFor(actor, (s) => s.matches('driver'));
    actor.send({ type: 'driver.next', values: { licence: '24681357', dob: '1988-06-14', vins: cars.map((c) => c.vin) } });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'rated', transactionId: PREPARED_TRANSACTION });
    expect(sent[0]!.vehicles.map((v) => v.commutingVehicle)).toEqual([undefined, undefined]);
  });
});
