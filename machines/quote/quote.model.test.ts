/**
 * The quote chart's checks, machine alone (the driver stage: issue 9, part one). The chart is not
 * on a page yet, so the generic suites do not walk it: this file walks every generated path of its
 * model and checks the hash, the saved visit, the analytics and the calls.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom, type AnyActorRef } from 'xstate';
import {
  anaDiaz,
  otherTypedNames,
  summaryRevisitInput,
  driver1Values,
  driver2Values,
  driver3Values,
  coverageRevisitInput,
  householdOutcome,
  licenceOutcomes,
  licencePhoto,
  texasReading,
  newVisitInput,
  quotePathModel,
  revisitInput,
  texasCoverages,
  vehiclesRevisitInput,
  vinDetail,
  zipOutcomes,
  affiliateInput,
  affiliateLeads,
  affiliateOutcomes,
  californianOnMainPageInput,
  californiaZipOnMainPageInput,
  consentRevisitInput,
  MODEL_TRANSACTION_ID,
  rateOutcomes,
} from '../../fixtures/models/quote.model';
import { SANDBOX_LEADS } from '../../fixtures/data/leads';
import { emptyDriver1 } from './quoteValues';
import type { AnalyticsEvent } from '../../src/analytics';
import { createActorController } from '../../src/paths/actors';
import { testPaths } from '../../src/testing/sharedPaths';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../../src/paths/play';
import type { ActorResult } from '../../src/paths/types';
import { systemLeaves } from '../../src/paths/system';
import { contactChild } from './selectors';
import { cardActionChild } from './stepSelectors';
import { addressOf, cardsOf, contactOf, coverageOf, driver1Of, driversOf, openingOf, quoteStageOf, vehiclesOf } from '../../src/testing/quoteStages';

import { LEAD_WRITE_TIMEOUT_MS, quoteMachine, shownQuotes } from './quote.machine';
import { fieldsOf, openingStage, startRegion } from './quoteContext';
import { stageOfHash } from './stages';
import type { EntryStage, QuoteInput, QuoteSaved } from './types';
import type { ZipLookup } from '../../services/address';
import { foundDriverSchema } from '../../services/search';
import { ApiError } from '../../services/http';
import { LEAD_STORE_KEY_PATTERN } from '../../services/leadStore';
import type { driverDialogMachine } from './driverDialog.machine';
import { cardButtons } from './quoteCards';
import { DEFAULT_CARD_SETTINGS, DEFAULT_RESULT_SETTINGS } from './quoteSettings';

/** The chart's child named `driverDialog` (the invoke id is the child's id). */
function isDriverDialog(ref: AnyActorRef | undefined): ref is ActorRefFrom<typeof driverDialogMachine> {
  return ref !== undefined && ref.id === 'driverDialog';
}

const generated = testPaths(quotePathModel);
const fault500 = new ApiError('http', '/api/agents/idleCount', 500, 'The sandbox failed on purpose (fault 500).', null);

// src/flows/flows.model.test.ts plays every generated path on the machine; here, the paths that
// make the two calls whose inputs this file checks at each of their steps.
const CHECKED_CALL_STATES = ['driver1:lookingUp', 'driver3:checkingZip'];
const withCheckedCalls = generated.paths.filter((p) => p.steps.some((s) => s.leaves.some((leaf) => CHECKED_CALL_STATES.includes(leaf))));

describe('quote chart, machine alone: the generated paths that look a licence or a ZIP up', () => {
  it('reaches every state and transition', async () => {
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
    expect(withCheckedCalls.length).toBeGreaterThan(0);
  });

  for (const path of withCheckedCalls) {
    it(`${path.title}`, async () => {
      await runPathOnMachine(quotePathModel, path, {
        onStep: (step, controller) => {
          if (step.leaves.includes('driver1:lookingUp')) {
            // The licence typed (and the names with it), or the names alone (quote-4.10), as the default strategy asks.
            expect(controller.lastInput('lookUpDriver')).toEqual({
              strategy: 'public',
              region: 'main',
              tokens: (path.start.input as QuoteInput).tokens,
              ask: { license: expect.stringMatching(/^(24681357)?$/), firstName: expect.any(String), lastName: expect.any(String), dob: '1988-06-14' },
            });
          }
          if (step.leaves.includes('driver3:checkingZip')) {
            // The ZIP typed, or one filled in for the visitor as the step opens: a licence photo's, or an
            // affiliate lead's whose look-up failed as the form opened (the address step checks it again).
            expect(controller.lastInput('lookupZip')).toEqual({ zip: expect.stringMatching(/^(75204|78745|79912)$/), brand: 'bluebonnet' });
          }
        },
      });
    });
  }
});

/** An actor of the chart whose effects are recorded and whose calls the test settles; the visitor's token given. */
async function start(input: QuoteInput) {
  const shown: EntryStage[] = [];
  const saved: QuoteSaved[] = [];
  const tracked: AnalyticsEvent[] = [];
  const controller = createActorController(quoteMachine);
  const machine = provideControlled(
    quoteMachine.provide({
      actions: {
        showStage: (_, p) => shown.push(p.stage),
        save: (_, p) => saved.push(p.saved),
        track: (_, e) => tracked.push(e),
        trackEach: (_, p) => tracked.push(...p.events),
      },
    }),
    controller,
  );
  const actor = createActor(machine, { input });
  actor.start();
  // A visit that may open past driver1 waits for the later code first.
  if (controller.hasPending('loadLaterCode')) {
    controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
  }
  controller.settle('visitorToken', { done: { token: 'anon-token-1' } });
  await flushMicrotasks();
  const stage = () => {
    const v = actor.getSnapshot().value;
    return typeof v === 'string' ? v : Object.keys(v)[0];
  };
  return { actor, controller, shown, saved, tracked, stage };
}

/** The later code (the stages after driver1, the photo, the previous quotes) comes to the state that waits for it. */
async function codeCame(q: { controller: { settle(id: string, result: ActorResult): void } }) {
  q.controller.settle('loadLaterCode', { done: undefined });
  await flushMicrotasks();
}

/** driver1's Continue: the later code (the stages after driver1) comes when it had not yet. */
async function submitDriver1(q: Started) {
  driver1Of(q.actor).send({ type: 'driver1.submit', values: driver1Values });
  if (q.controller.hasPending('loadLaterCode')) await codeCame(q);
}

/** driver2's Continue: the lead is created (quote-7.31) and the store answers, then the address step. */
async function continueDriver2(q: Started, answer: ActorResult = { done: MODEL_TRANSACTION_ID }) {
  contactOf(q).send({ type: 'driver2.submit', values: driver2Values });
  q.controller.settle('saveLead', answer);
  await flushMicrotasks();
}

type Started = Awaited<ReturnType<typeof start>>;

describe('[quote-3.12 quote-7.31] the lead is created once its contact data exists', () => {
  it('driver2\'s Continue creates the lead as a Lead, busy at most 5 s; the address step follows once the store answers', async () => {
    const q = await start(newVisitInput);
    await submitDriver1(q);
    contactOf(q).send({ type: 'driver2.submit', values: driver2Values });
    expect(q.actor.getSnapshot().value).toEqual({ driver2: 'savingLead' });
    expect(q.actor.getSnapshot().hasTag('loading')).toBe(true);
    const write = q.controller.lastInput('saveLead') as { lead: { key: string; storeKey: string; quoteStatus: string; carriers: unknown[]; email: string; phone: string; firstName: string }; create: boolean; timeoutMs: number };
    expect(write).toMatchObject({ create: true, timeoutMs: LEAD_WRITE_TIMEOUT_MS, lead: { quoteStatus: 'Lead', carriers: [], email: 'rosa.delgado@example.com', phone: '2145550142', firstName: driver1Values.firstName } });
    expect(LEAD_WRITE_TIMEOUT_MS).toBe(5_000);
    expect(write.lead.key).toMatch(/^rosa\.delgado@example\.com-\d+$/);
    // The store's paths name the lead by an opaque key from the chart's newId, never by the e-mail.
    expect(write.lead.storeKey).toMatch(LEAD_STORE_KEY_PATTERN);
    expect(write.lead.storeKey).not.toContain('@');
    // A second Continue while the store answers sends nothing more: the form's chart has ended.
    expect(contactChild(q.actor.getSnapshot())).toBeUndefined();
    q.controller.settle('saveLead', { done: write.lead.key });
    await flushMicrotasks();
    expect(q.stage()).toBe('driver3');
    expect(q.actor.getSnapshot().context.quoting.leadStored).toBe(true);
    // Back to driver2 with a new phone: the same lead is updated by its key.
    q.actor.send({ type: 'step.back' });
    contactOf(q).send({ type: 'driver2.submit', values: { ...driver2Values, phone: '214-555-0199' } });
    expect(q.controller.lastInput('saveLead')).toMatchObject({ create: false, lead: { key: write.lead.key, phone: '2145550199', quoteStatus: 'Lead' } });
  });

  it('a store that fails or times out changes nothing the visitor sees: the address step, and the lead is created when the rate request ends', async () => {
    const q = await start(newVisitInput);
    await submitDriver1(q);
    await continueDriver2(q, { error: { kind: 'timeout', status: null, message: 'No answer within 5000 ms.' } });
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:editing']);
    expect(q.actor.getSnapshot().context.quoting.leadStored).toBe(false);
    // The next write creates it.
    q.actor.send({ type: 'step.back' });
    contactOf(q).send({ type: 'driver2.submit', values: driver2Values });
    expect(q.controller.lastInput('saveLead')).toMatchObject({ create: true });
  });

  it('Back waits while the lead is written, as Continue does; a typed hash leaves and cancels the call', async () => {
    const q = await start(newVisitInput);
    await submitDriver1(q);
    contactOf(q).send({ type: 'driver2.submit', values: driver2Values });
    // Back is the form's (its chart has ended) and the quote chart takes none while the lead is written.
    expect(contactChild(q.actor.getSnapshot())).toBeUndefined();
    expect(q.actor.getSnapshot().can({ type: 'step.back' })).toBe(false);
    q.actor.send({ type: 'hash.changed', hash: '#driver1' });
    expect(q.stage()).toBe('driver1');
    expect(q.controller.hasPending('saveLead')).toBe(false);
  });
});

describe('[quote-2.1 quote-4.3] the hash is the stage, both ways', () => {
  it('writes each stage it enters and follows a typed hash back to a reached stage', async () => {
    const q = await start(newVisitInput);
    await submitDriver1(q);
    await continueDriver2(q);
    expect(q.shown).toEqual(['driver1', 'driver2', 'driver3']);
    q.actor.send({ type: 'hash.changed', hash: '#DRIVER1' });
    expect(q.stage()).toBe('driver1');
    // Going back keeps the later stages reached: the hash can return to driver3.
    q.actor.send({ type: 'hash.changed', hash: '#driver3' });
    expect(q.stage()).toBe('driver3');
    expect(q.shown).toEqual(['driver1', 'driver2', 'driver3', 'driver1', 'driver3']);
  });

  it('refuses a stage not reached yet and writes the stage the visitor is on', async () => {
    const q = await start(newVisitInput);
    q.actor.send({ type: 'hash.changed', hash: '#driversummary' });
    expect(q.stage()).toBe('driver1');
    expect(q.shown).toEqual(['driver1', 'driver1']);
    q.actor.send({ type: 'hash.changed', hash: '#nothing' });
    expect(q.shown).toEqual(['driver1', 'driver1', 'driver1']);
  });

  it('keeps a lookup running when the hash names the stage already shown', async () => {
    const q = await start(newVisitInput);
    driver1Of(q.actor).send({ type: 'licence.lookup', license: '24681357', dob: driver1Values.dob });
    q.actor.send({ type: 'hash.changed', hash: '#driver1' });
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:lookingUp']);
  });

  it('[quote-4.4] waits for the visitor\'s token before any stage; a hash typed meanwhile is where it opens', async () => {
    const controller = createActorController(quoteMachine);
    const shown: string[] = [];
    const logic = provideControlled(quoteMachine, controller).provide({ actions: { showStage: (_, p) => shown.push(p.stage) } });
    const actor = createActor(logic, { input: revisitInput });
    actor.start();
    actor.send({ type: 'hash.changed', hash: '#driver1' });
    // The visit reached past driver1: the later code first, then the token.
    expect(systemLeaves(actor)).toEqual(['opening.waiting', 'opening:loadingCode']);
    controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    expect(systemLeaves(actor)).toEqual(['opening.waiting', 'opening:gettingToken']);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    // Not reached yet: the visit opens where it stopped.
    actor.send({ type: 'hash.changed', hash: '#coverage' });
    // Nothing rewrites the address while the form is not ready.
    expect(shown).toEqual([]);
    controller.settle('visitorToken', { error: new Error('refused') });
    await flushMicrotasks();
    // The opening's chart (its child `opening`) says so and takes Try again.
    expect(systemLeaves(actor)).toEqual(['opening.waiting', 'opening:tokenFailed']);
    openingOf(actor).send({ type: 'token.retry' });
    controller.settle('visitorToken', { done: { token: 'anon-token-1' } });
    await flushMicrotasks();
    expect(systemLeaves(actor)).toEqual(['driver1', 'driver1:editing']);
    expect(shown).toEqual(['driver1']);
    actor.stop();
  });

  it('reads the stage of a hash in any case and nothing else', async () => {
    expect(stageOfHash('#DriverSummary')).toBe('driversummary');
    expect(stageOfHash('driver2')).toBe('driver2');
    expect(stageOfHash('#vehiclesummary')).toBe('vehiclesummary');
    expect(stageOfHash('#Quotes')).toBe('quotes');
    expect(stageOfHash('#previousQuotes')).toBeNull();
    expect(stageOfHash('')).toBeNull();
  });
});

describe('[quote-3.17] a saved visit', () => {
  it('saves the stage reached and every answer at each step', async () => {
    const q = await start(newVisitInput);
    await submitDriver1(q);
    expect(q.saved.at(-1)).toEqual({
      stage: 'driver2',
      reached: 'driver2',
      driver1: driver1Values,
      driver2: expect.anything(),
      driver3: expect.anything(),
      vehicles: [],
      coverage: null,
      drivers: [],
      affiliate: null,
    });
    await continueDriver2(q);
    expect(q.saved.at(-1)?.driver2).toEqual(driver2Values);
  });

  it('opens at the hash of a reached stage, else where the visit stopped', async () => {
    expect(openingStage(revisitInput)).toBe('driver2');
    expect(openingStage({ ...revisitInput, hash: '#driversummary' })).toBe('driver3');
    expect(openingStage({ ...revisitInput, hash: '' })).toBe('driver3');
    expect(openingStage({ ...newVisitInput, hash: '#driver3' })).toBe('driver1');
    const q = await start(revisitInput);
    expect(q.stage()).toBe('driver2');
    expect(q.actor.getSnapshot().context.answers.driver1).toEqual(revisitInput.saved?.driver1);
  });

  it('fills the address from the home page\'s ZIP form on a first visit', async () => {
    const q = await start(newVisitInput);
    expect(q.actor.getSnapshot().context.answers.driver3).toMatchObject({ zip: '75204', city: 'Dallas', state: 'TX' });
  });
});

describe('[quote-5.8] the licence lookup', () => {
  it('looks a licence up with the date of birth as an ISO date and keeps the drivers found', async () => {
    const q = await start(newVisitInput);
    driver1Of(q.actor).send({ type: 'licence.lookup', license: ' 24681357 ', dob: { month: '6', day: '14', year: '1988' } });
    expect(q.controller.lastInput('lookUpDriver')).toEqual({ strategy: 'public', region: 'main', tokens: newVisitInput.tokens, ask: { license: '24681357', firstName: '', lastName: '', dob: '1988-06-14' } });
    q.controller.settle('lookUpDriver', { done: licenceOutcomes.found });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:found']);
    expect(q.actor.getSnapshot().context.answers.found).toHaveLength(1);
  });

  it('[quote-7.5] fills the address and the answers of the driver found where nothing was typed', async () => {
    const q = await start({ ...newVisitInput, storedAddress: null });
    driver1Of(q.actor).send({ type: 'licence.lookup', license: '24681357', dob: driver1Values.dob });
    q.controller.settle('lookUpDriver', { done: licenceOutcomes.found });
    await flushMicrotasks();
    expect(q.actor.getSnapshot().context.answers.driver3).toMatchObject({ address: '4812 Maple Ridge Dr', city: 'Dallas', state: 'TX', zip: '75204', gender: '1', marital: '0', insured: '0' });
    expect(q.actor.getSnapshot().context.answers.commonId).toBe('CID-TX-1001');
  });

  it('does not look up without a licence or with a date of birth that is not 10 characters once joined', async () => {
    const q = await start(newVisitInput);
    driver1Of(q.actor).send({ type: 'licence.lookup', license: '  ', dob: driver1Values.dob });
    driver1Of(q.actor).send({ type: 'licence.lookup', license: '24681357', dob: { month: '6', day: '14', year: '88' } });
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:editing']);
  });
});

describe('[quote-5.3] the ZIP of driver3', () => {
  async function atDriver3() {
    const q = await start({ ...newVisitInput, storedAddress: null });
    await submitDriver1(q);
    await continueDriver2(q);
    return q;
  }

  it('fills city and state from a ZIP with a quote available', async () => {
    const q = await atDriver3();
    addressOf(q).send({ type: 'zip.lookup', zip: '75204' });
    q.controller.settle('lookupZip', { done: zipOutcomes.dallas });
    await flushMicrotasks();
    expect(q.actor.getSnapshot().context.answers.driver3).toMatchObject({ zip: '75204', city: 'Dallas', state: 'TX' });
    addressOf(q).send({ type: 'driver3.submit', values: driver3Values });
    expect(q.stage()).toBe('driversummary');
  });

  it('clears city and state, marks the ZIP and refuses to continue when no quote is available', async () => {
    const q = await atDriver3();
    addressOf(q).send({ type: 'zip.lookup', zip: '10001' });
    q.controller.settle('lookupZip', { done: zipOutcomes.newYork });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:zipNotAvailable']);
    expect(q.actor.getSnapshot().context.answers.driver3).toMatchObject({ zip: '10001', city: '', state: '' });
    addressOf(q).send({ type: 'driver3.submit', values: { ...driver3Values, zip: '10001', city: 'New York', state: 'NY' } });
    expect(q.stage()).toBe('driver3');
  });
});

describe('analytics', () => {
  it('reports each step with the visitor type and state, never a name, email, phone, date of birth or licence', async () => {
    const q = await start(newVisitInput);
    await submitDriver1(q);
    await continueDriver2(q);
    expect(q.tracked).toEqual([
      { event: 'bol_step', step: 'driver1', usertype: 'new', customerState: 'TX' },
      { event: 'bol_step', step: 'driver2', usertype: 'new', customerState: 'TX' },
      { event: 'bol_step', step: 'driver3', usertype: 'new', customerState: 'TX' },
    ]);
    const text = JSON.stringify(q.tracked);
    for (const value of ['Rosa', 'Delgado', 'rosa.delgado', '555', '1988', '24681357']) expect(text).not.toContain(value);
  });
});

describe('[quote-4.3] the vehicles', () => {
  it('removing the last vehicle makes the coverage stage unreachable until one is added again', async () => {
    const q = await start(vehiclesRevisitInput);
    vehiclesOf(q).send({ type: 'vehicles.submit' });
    expect(q.stage()).toBe('coverage');
    q.actor.send({ type: 'hash.changed', hash: '#vehiclesummary' });
    vehiclesOf(q).send({ type: 'vehicle.remove', index: 0 });
    vehiclesOf(q).send({ type: 'remove.confirm' });
    expect(q.actor.getSnapshot().context.answers.vehicles).toEqual([]);
    q.actor.send({ type: 'hash.changed', hash: '#coverage' });
    expect(q.stage()).toBe('vehiclesummary');
    vehiclesOf(q).send({ type: 'vehicles.submit' });
    expect(q.stage()).toBe('vehiclesummary');
  });

  it("[quote-7.7] [quote-7.27] looks the found driver's household up by state and commonId and offers its vehicles once each", async () => {
    const q = await start({ ...newVisitInput, storedAddress: null });
    driver1Of(q.actor).send({ type: 'licence.lookup', license: '24681357', dob: driver1Values.dob });
    q.controller.settle('lookUpDriver', { done: licenceOutcomes.found });
    await flushMicrotasks();
    await submitDriver1(q);
    await continueDriver2(q);
    addressOf(q).send({ type: 'zip.lookup', zip: '75204' });
    q.controller.settle('lookupZip', { done: zipOutcomes.dallas });
    await flushMicrotasks();
    addressOf(q).send({ type: 'driver3.submit', values: driver3Values });
    driversOf(q).send({ type: 'drivers.submit' });
    expect(q.controller.lastInput('searchHousehold')).toEqual({ state: 'TX', commonId: 'CID-TX-1001', region: 'main', tokens: newVisitInput.tokens });
    q.controller.settle('searchHousehold', { done: householdOutcome });
    await flushMicrotasks();
    const f150 = householdOutcome.cars[0]!.vin;
    vehiclesOf(q).send({ type: 'vehicles.addFound', vins: [f150] });
    vehiclesOf(q).send({ type: 'vehicles.addFound', vins: [f150] });
    expect(q.actor.getSnapshot().context.answers.vehicles.map((v) => v.vin)).toEqual([f150]);
    expect(q.saved.at(-1)?.vehicles.map((v) => v.vin)).toEqual([f150]);
  });
});

describe('[quote-8.2] the coverages of the state', () => {
  it('asks for the driver\'s state in the page\'s language; a failure (a state with none answers 400) is a retry, not a dead end', async () => {
    const q = await start(coverageRevisitInput);
    expect(q.stage()).toBe('coverage');
    expect(q.controller.lastInput('loadCoverages')).toEqual({ stateCode: 'TX', language: 'en', region: 'main', tokens: coverageRevisitInput.tokens });
    q.controller.settle('loadCoverages', { error: { kind: 'rejected', status: 400 } });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['coverage', 'coverage:failed']);
    coverageOf(q).send({ type: 'coverage.retry' });
    q.controller.settle('loadCoverages', { done: texasCoverages });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['coverage', 'coverage:choosing']);
    coverageOf(q).send({ type: 'coverage.submit', choice: { term: 6, product: 'custom', custom: { BI: '30000/60000' } } });
    expect(q.stage()).toBe('coverage');
    coverageOf(q).send({ type: 'coverage.submit', choice: { term: 6, product: 'SML', custom: {} } });
    // The quote stage's code came with the stages after driver1: the stage starts at once.
    expect(q.actor.getSnapshot().value).toBe('quotes');
    await flushMicrotasks();
    expect(quoteStageOf(q).getSnapshot().value).toEqual('requesting');
    expect(q.saved.at(-1)?.coverage).toEqual({ term: 6, product: 'SML', custom: {} });
  });
});

describe('[quote-7.9] [quote-7.10] [quote-2.10] adding vehicles through the dialog', () => {
  it('adds one by VIN and one by year, make and model, each call made with what was typed or picked', async () => {
    const q = await start(vehiclesRevisitInput);
    vehiclesOf(q).send({ type: 'vehicle.remove', index: 0 });
    vehiclesOf(q).send({ type: 'remove.confirm' });
    vehiclesOf(q).send({ type: 'vehicle.add' });
    await flushMicrotasks();
    const dialog = () => vehiclesOf(q).getSnapshot().children.vehicleDialog;
    dialog()?.send({ type: 'vin.decode', vin: vinDetail.vin });
    expect(q.controller.lastInput('decodeVin')).toEqual({ vin: vinDetail.vin, region: 'main', tokens: vehiclesRevisitInput.tokens });
    q.controller.settle('decodeVin', { done: [vinDetail] });
    await flushMicrotasks();
    dialog()?.send({ type: 'vehicle.save', mileage: 12000 });
    await flushMicrotasks();
    vehiclesOf(q).send({ type: 'vehicle.add' });
    await flushMicrotasks();
    dialog()?.send({ type: 'mode.dropdowns' });
    q.controller.settle('loadYears', { done: [2019] });
    await flushMicrotasks();
    dialog()?.send({ type: 'year.pick', year: 2019 });
    expect(q.controller.lastInput('loadMakes')).toEqual({ year: 2019, region: 'main', tokens: vehiclesRevisitInput.tokens });
    q.controller.settle('loadMakes', { done: ['Toyota'] });
    await flushMicrotasks();
    dialog()?.send({ type: 'make.pick', maker: 'Toyota' });
    expect(q.controller.lastInput('loadModels')).toEqual({ year: 2019, maker: 'Toyota', region: 'main', tokens: vehiclesRevisitInput.tokens });
    q.controller.settle('loadModels', { done: ['Camry'] });
    await flushMicrotasks();
    dialog()?.send({ type: 'model.pick', model: 'Camry' });
    expect(q.controller.lastInput('loadDetails')).toEqual({ year: 2019, maker: 'Toyota', model: 'Camry', region: 'main', tokens: vehiclesRevisitInput.tokens });
    q.controller.settle('loadDetails', { done: [] });
    await flushMicrotasks();
    dialog()?.send({ type: 'vehicle.save', mileage: 20000 });
    await flushMicrotasks();
    expect(q.actor.getSnapshot().context.answers.vehicles).toEqual([
      { vin: vinDetail.vin, year: 2019, maker: 'Toyota', model: 'Camry', mileage: 12000, isExistingVehicle: false },
      // No VIN known for the pick: kept without one.
      { vin: '', year: 2019, maker: 'Toyota', model: 'Camry', mileage: 20000, isExistingVehicle: false },
    ]);
    expect(q.saved.at(-1)?.vehicles).toHaveLength(2);
  });
});


describe('[quote-2.9] the additional drivers on the summary', () => {
  const dialogOf = (q: Awaited<ReturnType<typeof start>>) => {
    const child: AnyActorRef | undefined = driversOf(q).getSnapshot().children.driverDialog;
    return isDriverDialog(child) ? child : undefined;
  };

  it('[quote-2.23] adds a driver at the main driver\'s address, edits it and removes it after the question', async () => {
    const q = await start(summaryRevisitInput);
    driversOf(q).send({ type: 'driver.add' });
    // The dialog's code came with the list's: it opens at once.
    expect(driversOf(q).getSnapshot().value).toBe('editing');
    await flushMicrotasks();
    expect(driversOf(q).getSnapshot().value).toBe('editing');
    const opened = dialogOf(q)?.getSnapshot().context;
    expect(opened?.editing).toBe(false);
    expect(opened?.initial.address).toEqual({ address: '4812 Maple Ridge Dr', address2: '', city: 'Dallas', state: 'TX', zip: '75204' });
    dialogOf(q)?.send({ type: 'driver.save', values: anaDiaz });
    expect(q.actor.getSnapshot().context.answers.drivers).toEqual([{ ...anaDiaz, isManualDriver: true }]);
    expect(q.saved.at(-1)?.drivers).toEqual([{ ...anaDiaz, isManualDriver: true }]);
    driversOf(q).send({ type: 'another.cancel' });
    driversOf(q).send({ type: 'driver.edit', index: 0 });
    await flushMicrotasks();
    expect(dialogOf(q)?.getSnapshot().context).toMatchObject({ editing: true, initial: anaDiaz });
    dialogOf(q)?.send({ type: 'driver.save', values: { ...anaDiaz, firstName: 'Anita' } });
    // An edit goes straight back to the list: the question follows an added driver only.
    expect(driversOf(q).getSnapshot().value).toBe('list');
    expect(q.actor.getSnapshot().context.answers.drivers.map((d) => d.firstName)).toEqual(['Anita']);
    driversOf(q).send({ type: 'driver.remove', index: 0 });
    expect(driversOf(q).getSnapshot().value).toBe('confirmingRemoval');
    driversOf(q).send({ type: 'remove.cancel' });
    expect(q.actor.getSnapshot().context.answers.drivers).toHaveLength(1);
    driversOf(q).send({ type: 'driver.remove', index: 0 });
    driversOf(q).send({ type: 'remove.confirm' });
    expect(q.actor.getSnapshot().context.answers.drivers).toEqual([]);
    expect(q.saved.at(-1)?.drivers).toEqual([]);
  });

  it('[quote-2.26] after a driver is added, asks for another: Yes opens an empty dialog, No goes back to the list', async () => {
    const q = await start(summaryRevisitInput);
    driversOf(q).send({ type: 'driver.add' });
    await flushMicrotasks();
    dialogOf(q)?.send({ type: 'driver.save', values: anaDiaz });
    expect(driversOf(q).getSnapshot().value).toBe('confirmingAnother');
    driversOf(q).send({ type: 'another.confirm' });
    expect(dialogOf(q)?.getSnapshot().context).toMatchObject({ editing: false, initial: { firstName: '', lastName: '' } });
    dialogOf(q)?.send({ type: 'driver.cancel' });
    expect(driversOf(q).getSnapshot().value).toBe('list');
    expect(q.actor.getSnapshot().context.answers.drivers).toHaveLength(1);
  });

  it('[quote-4.7] the household\'s drivers the licence found are on the quote but cannot be edited or removed; a saved visit keeps only the visitor\'s own', async () => {
    const luis = foundDriverSchema.parse({ ...householdOutcome.drivers[1] });
    const q = await start(newVisitInput);
    driver1Of(q.actor).send({ type: 'licence.lookup', license: driver1Values.license, dob: driver1Values.dob });
    q.controller.settle('lookUpDriver', { done: { drivers: [...licenceOutcomes.found.drivers, luis], commonId: 'CID-TX-1001' } });
    await flushMicrotasks();
    expect(q.actor.getSnapshot().context.answers.drivers).toMatchObject([{ firstName: 'Luis', lastName: 'Delgado', primaryDriverRelation: 1, isManualDriver: false }]);
    await submitDriver1(q);
    await continueDriver2(q);
    addressOf(q).send({ type: 'zip.lookup', zip: '75204' });
    q.controller.settle('lookupZip', { done: zipOutcomes.dallas });
    await flushMicrotasks();
    addressOf(q).send({ type: 'driver3.submit', values: driver3Values });
    expect(q.stage()).toBe('driversummary');
    driversOf(q).send({ type: 'driver.edit', index: 0 });
    driversOf(q).send({ type: 'driver.remove', index: 0 });
    expect(driversOf(q).getSnapshot().value).toBe('list');
    expect(q.saved.at(-1)?.drivers).toEqual([]);
  });
});

describe('[quote-2.26] the override-details confirmation', () => {
  const lookUp = async (names: { firstName?: string; lastName?: string }) => {
    const q = await start(newVisitInput);
    driver1Of(q.actor).send({ type: 'licence.lookup', license: driver1Values.license, dob: driver1Values.dob, ...names });
    q.controller.settle('lookUpDriver', { done: licenceOutcomes.found });
    await flushMicrotasks();
    return q;
  };

  it('asks before replacing names that differ from the licence\'s: Yes takes them, No keeps the typed ones', async () => {
    const q = await lookUp(otherTypedNames);
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:confirmingOverride']);
    driver1Of(q.actor).send({ type: 'override.confirm' });
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:found']);
    const kept = await lookUp(otherTypedNames);
    driver1Of(kept.actor).send({ type: 'override.cancel' });
    expect(systemLeaves(kept.actor)).toEqual(['driver1', 'driver1:kept']);
    // The address the licence gives is filled in either way (nothing was typed there).
    expect(kept.actor.getSnapshot().context.answers.driver3.address).toBe('4812 Maple Ridge Dr');
  });

  it('does not ask when no name was typed, or the same name in other capitals', async () => {
    expect(systemLeaves((await lookUp({})).actor)).toEqual(['driver1', 'driver1:found']);
    expect(systemLeaves((await lookUp({ firstName: '', lastName: '' })).actor)).toEqual(['driver1', 'driver1:found']);
    expect(systemLeaves((await lookUp({ firstName: ' rosa ', lastName: 'DELGADO' })).actor)).toEqual(['driver1', 'driver1:found']);
  });
});

describe('[quote-4.5] the California endpoint', () => {
  /** Go to driver3 with the ZIP given and the lookup's answer. */
  async function zipAnswered(q: Awaited<ReturnType<typeof start>>, zip: string, answer: ZipLookup) {
    q.actor.send({ type: 'hash.changed', hash: '#driver3' });
    addressOf(q).send({ type: 'zip.lookup', zip });
    q.controller.settle('lookupZip', { done: answer });
    await flushMicrotasks();
  }

  it('[quote-4.5] a California ZIP moves the form to the California endpoint with a token of its own, and California asks each vehicle\'s mileage', async () => {
    const q = await start({ ...revisitInput, hash: '#driver1' });
    expect(q.actor.getSnapshot().context.region).toBe('main');
    await zipAnswered(q, '90210', zipOutcomes.beverlyHills);
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:switchingEndpoint']);
    // The wait is the address step's own chart's.
    expect(addressOf(q).getSnapshot().hasTag('loading')).toBe(true);
    expect(q.controller.lastInput('visitorToken')).toEqual(expect.objectContaining({ region: 'ca' }));
    q.controller.settle('visitorToken', { done: { token: 'anon-ca-1' } });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:editing']);
    expect(q.actor.getSnapshot().context.region).toBe('ca');
    // Back in Texas: the main endpoint again, with a new token from it.
    await zipAnswered(q, '75204', zipOutcomes.dallas);
    expect(q.controller.lastInput('visitorToken')).toEqual(expect.objectContaining({ region: 'main' }));
    q.controller.settle('visitorToken', { done: { token: 'anon-main-2' } });
    await flushMicrotasks();
    expect(q.actor.getSnapshot().context.region).toBe('main');
  });

  it('[quote-4.5] a ZIP in the same state keeps the endpoint and asks no token', async () => {
    const q = await start({ ...revisitInput, hash: '#driver1' });
    const tokensAsked = q.controller.calls.filter((c) => c.src === 'visitorToken').length;
    await zipAnswered(q, '75204', zipOutcomes.dallas);
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:editing']);
    expect(q.controller.calls.filter((c) => c.src === 'visitorToken')).toHaveLength(tokensAsked);
  });

  it('[quote-4.5] no token from the new endpoint: a message and a retry, every answer kept', async () => {
    const q = await start({ ...revisitInput, hash: '#driver1' });
    await zipAnswered(q, '90210', zipOutcomes.beverlyHills);
    q.controller.settle('visitorToken', { error: new Error('refused') });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:endpointFailed']);
    expect(q.actor.getSnapshot().context.region).toBe('main');
    expect(q.actor.getSnapshot().context.answers.driver3).toMatchObject({ zip: '90210', city: 'Beverly Hills', state: 'CA', address: driver3Values.address });
    addressOf(q).send({ type: 'token.retry' });
    q.controller.settle('visitorToken', { done: { token: 'anon-ca-1' } });
    await flushMicrotasks();
    expect(q.actor.getSnapshot().context.region).toBe('ca');
  });

  it('[quote-4.5] the California page starts on the California endpoint; a saved or stored state decides over the page', () => {
    expect(startRegion({ californiaPage: true, saved: null, storedAddress: null })).toBe('ca');
    expect(startRegion({ californiaPage: false, saved: null, storedAddress: null })).toBe('main');
    expect(startRegion({ californiaPage: false, saved: null, storedAddress: { zip: '90210', city: 'Beverly Hills', state: 'CA' } })).toBe('ca');
    expect(startRegion({ californiaPage: true, saved: revisitInput.saved, storedAddress: null })).toBe('main');
  });

  it('[quote-4.5] the vehicle dialog of a California driver needs a mileage and calls the California endpoint', async () => {
    const saved = vehiclesRevisitInput.saved;
    if (!saved) throw new Error('a saved visit');
    const q = await start({ ...vehiclesRevisitInput, saved: { ...saved, driver3: { ...saved.driver3, state: 'CA', zip: '90210', city: 'Beverly Hills' } } });
    vehiclesOf(q).send({ type: 'vehicle.add' });
    await flushMicrotasks();
    const dialog: AnyActorRef | undefined = vehiclesOf(q).getSnapshot().children.vehicleDialog;
    expect(dialog?.id).toBe('vehicleDialog');
    expect(dialog?.getSnapshot()).toMatchObject({ context: { mileageRequired: true, region: 'ca' } });
  });
});

describe('[quote-1.1] the licence read from a photo', () => {
  /** The photo's own machine (the first driver step's child), which the visitor's file goes to. */
  const photoOf = (actor: Parameters<typeof driver1Of>[0]): AnyActorRef => {
    const child = driver1Of(actor).getSnapshot().children.licenceImage;
    if (!child) throw new Error('no licence photo open');
    return child;
  };
  /** driver1 in a photo mode, with the photo picked and read. */
  async function photoRead(q: Awaited<ReturnType<typeof start>>, reading: typeof texasReading) {
    driver1Of(q.actor).send({ type: 'licence.mode', mode: 'uploadimage' });
    // The photo panel waits for its code (loaded with it, not with the first step).
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:loadingImage']);
    await codeCame(q);
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:image', 'driver1/licenceImage:empty']);
    photoOf(q.actor).send({ type: 'image.chosen', file: licencePhoto });
    // quote-8.4: the browser's check of the file first (machines/quote/licenceImage.rules.ts), then the upload.
    q.controller.settle('checkImage', { done: undefined });
    await flushMicrotasks();
    expect(q.controller.lastInput('uploadLicence')).toEqual({ fileName: licencePhoto.name, blob: licencePhoto.blob, region: 'main', tokens: newVisitInput.tokens });
    q.controller.settle('uploadLicence', { done: reading });
    await flushMicrotasks();
  }

  it('[quote-1.1 quote-3.16 quote-8.5] what the photo reads fills the names, date of birth, licence and address; its ZIP is looked up and the form stays', async () => {
    const q = await start({ ...newVisitInput, storedAddress: null });
    await photoRead(q, texasReading);
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:checkingImageZip']);
    const { driver1, driver3 } = q.actor.getSnapshot().context.answers;
    expect(driver1).toMatchObject({ firstName: texasReading.firstName, lastName: texasReading.lastName, licenseMode: 'uploadimage', license: texasReading.documentNumber });
    expect(driver3).toMatchObject({ address: texasReading.address, zip: texasReading.zipCode?.slice(0, 5) });
    expect(q.controller.lastInput('lookupImageZip')).toEqual({ zip: texasReading.zipCode?.slice(0, 5), brand: 'bluebonnet' });
    q.controller.settle('lookupImageZip', { done: { addresses: [{ zip: '78745', state: 'TX', city: 'Austin' }], isQuoteAvaliable: true } });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:imageFilled']);
    expect(q.actor.getSnapshot().context.answers.zipChecked).toEqual({ zip: '78745', available: true });
  });

  it('[quote-8.5] a licence whose ZIP has no quote sends the visitor to the configured not-available page', async () => {
    const navigated: string[] = [];
    const controller = createActorController(quoteMachine);
    const machine = provideControlled(quoteMachine.provide({ actions: { navigate: (_, p) => navigated.push(p.url) } }), controller);
    const actor = createActor(machine, { input: { ...newVisitInput, storedAddress: null, notAvailableUrl: '/es/coming-soon/' } });
    actor.start();
    controller.settle('visitorToken', { done: { token: 'anon-token-1' } });
    await flushMicrotasks();
    driver1Of(actor).send({ type: 'licence.mode', mode: 'scanimage' });
    await codeCame({ controller });
    photoOf(actor).send({ type: 'image.chosen', file: licencePhoto });
    controller.settle('checkImage', { done: undefined });
    await flushMicrotasks();
    controller.settle('uploadLicence', { done: { ...texasReading, zipCode: '10001' } });
    await flushMicrotasks();
    controller.settle('lookupImageZip', { done: zipOutcomes.newYork });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('leavingNotAvailable');
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    expect(navigated).toEqual(['/es/coming-soon/']);
    actor.stop();
  });

  it('[quote-8.4] the photo\'s OCR errors reach the chart\'s analytics as OCR Errors; choosing the licence number closes the photo', async () => {
    const q = await start(newVisitInput);
    driver1Of(q.actor).send({ type: 'licence.mode', mode: 'uploadimage' });
    await codeCame(q);
    photoOf(q.actor).send({ type: 'image.chosen', file: { ...licencePhoto, size: 5242881 } });
    expect(q.tracked.at(-1)).toEqual({ event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileSizeExceeding' });
    expect(q.controller.calls.filter((c) => c.src === 'uploadLicence')).toHaveLength(0);
    driver1Of(q.actor).send({ type: 'licence.mode', mode: 'dl' });
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:editing']);
    expect(driver1Of(q.actor).getSnapshot().children.licenceImage).toBeUndefined();
  });
});

describe("[quote-6.3] an affiliate's link", () => {
  it('[quote-7.21] [quote-4.11] [quote-8.7] loads the lead once the token is there, then lands on the first step with missing data, its problems logged', async () => {
    const q = await start(affiliateInput);
    expect(systemLeaves(q.actor)).toEqual(['opening.loadingLead', 'opening:loadingLead']);
    expect(q.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(q.controller.lastInput('loadLead')).toEqual({ params: affiliateInput.affiliateParams, region: 'main', tokens: affiliateInput.tokens });
    // Nothing rewrites the address while the lead is on its way, and the form does not open there: the lead decides.
    q.actor.send({ type: 'hash.changed', hash: '#driver3' });
    q.actor.send({ type: 'hash.changed', hash: '#previousQuotes' });
    expect(q.shown).toEqual([]);
    expect(q.actor.getSnapshot().context.navigation).toMatchObject({ opening: 'driver1', opensPrevious: false });
    q.controller.settle('loadLead', { done: affiliateLeads.missingContact });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['opening.loadingLead', 'opening:lookingUpZip']);
    expect(q.controller.lastInput('lookupLeadZip')).toEqual({ opening: affiliateLeads.missingContact, brand: 'bluebonnet', region: 'main' });
    q.actor.send({ type: 'hash.changed', hash: '#driver3' });
    expect(q.shown).toEqual([]);
    q.controller.settle('lookupLeadZip', { done: affiliateOutcomes.missingContact });
    await flushMicrotasks();
    expect(q.stage()).toBe('driver2');
    expect(q.shown).toEqual(['driver2']);
    const { context } = q.actor.getSnapshot();
    expect(context).toMatchObject({ visitor: 'affiliate', navigation: { reached: 'driver2' }, affiliateMissing: ['email', 'phone'], answers: { zipChecked: { zip: '79912', available: true } } });
    expect(context.answers.driver1).toMatchObject({ firstName: 'Marisol', lastName: 'Vega', licenseMode: 'nondl' });
    expect(context.answers.driver3).toMatchObject({ city: 'El Paso', state: 'TX', zip: '79912' });
    expect(q.tracked.filter((e) => e.event === 'quote_error')).toEqual([
      { event: 'quote_error', type: 'Affiliate Error', code: 400, message: 'email is empty' },
      { event: 'quote_error', type: 'Affiliate Error', code: 400, message: 'phone is empty' },
    ]);
    expect(q.tracked.at(-1)).toEqual({ event: 'bol_step', step: 'driver2', usertype: 'affiliate', customerState: 'TX' });
    expect(q.saved.at(-1)).toMatchObject({ stage: 'driver2', reached: 'driver2', affiliate: { leadId: SANDBOX_LEADS.missingContact, consentSection: false } });
    // driver1 was filled by the lead: the visitor may go back to it.
    q.actor.send({ type: 'hash.changed', hash: '#driver1' });
    expect(q.stage()).toBe('driver1');
  });

  it('[quote-8.7] [quote-4.11] an empty lead: "Affiliate data is empty", the first step', async () => {
    const q = await start(affiliateInput);
    // No ZIP to look up: the lead's opening is where it lands.
    q.controller.settle('loadLead', { done: affiliateLeads.empty });
    await flushMicrotasks();
    expect(q.stage()).toBe('driver1');
    expect(q.tracked.filter((e) => e.event === 'quote_error').map((e) => e.message)).toEqual(['Affiliate data is empty']);
  });

  it('[quote-4.11] a complete lead lands on the vehicles, every driver step reached', async () => {
    const q = await start(affiliateInput);
    q.controller.settle('loadLead', { done: affiliateLeads.complete });
    await flushMicrotasks();
    q.controller.settle('lookupLeadZip', { done: affiliateOutcomes.complete });
    await flushMicrotasks();
    expect(q.stage()).toBe('vehiclesummary');
    expect(q.actor.getSnapshot().context.navigation.reached).toBe('vehiclesummary');
    expect(q.tracked.some((e) => e.event === 'quote_error')).toBe(false);
    q.actor.send({ type: 'hash.changed', hash: '#driversummary' });
    expect(q.stage()).toBe('driversummary');
  });

  it("[quote-7.8] [quote-4.11] a complete lead whose ZIP look-up failed: the address step, the ZIP not checked", async () => {
    const q = await start(affiliateInput);
    q.controller.settle('loadLead', { done: affiliateLeads.complete });
    await flushMicrotasks();
    q.controller.settle('lookupLeadZip', { error: { kind: 'http', status: 500, message: 'The API answered 500.' } });
    await flushMicrotasks();
    expect(q.stage()).toBe('driver3');
    expect(q.actor.getSnapshot().context).toMatchObject({ visitor: 'affiliate', navigation: { reached: 'driver3' }, answers: { zipChecked: null } });
  });

  it('[quote-7.21] no lead (the call failed): a new visitor on the first step, nothing prefilled', async () => {
    const q = await start(affiliateInput);
    q.controller.settle('loadLead', { error: { kind: 'http', status: 404, message: 'The API answered 404.' } });
    await flushMicrotasks();
    expect(q.stage()).toBe('driver1');
    expect(q.actor.getSnapshot().context).toMatchObject({ visitor: 'new', affiliate: null, affiliateParams: null, answers: { driver1: emptyDriver1 } });
  });
});

describe('[quote-2.12] [quote-4.1] the affiliate consent section, after the coverage', () => {
  const atCoverage = (consentSection: boolean): QuoteInput => {
    const saved = coverageRevisitInput.saved;
    if (!saved) throw new Error('a saved visit');
    return { ...coverageRevisitInput, saved: { ...saved, affiliate: { leadId: SANDBOX_LEADS.noConsent, consentSection } } };
  };
  const choice = { term: 6, product: 'SML', custom: {} };

  it('[quote-2.21] a lead without consent: the coverage leads to the consent section (80%), then to the rate request', async () => {
    const q = await start(atCoverage(true));
    q.controller.settle('loadCoverages', { done: texasCoverages });
    await flushMicrotasks();
    coverageOf(q).send({ type: 'coverage.submit', choice });
    expect(q.stage()).toBe('consent');
    expect(q.shown.at(-1)).toBe('consent');
    expect(q.saved.at(-1)).toMatchObject({ stage: 'consent', reached: 'consent', coverage: choice });
    // Email, phone and the consent are all needed.
    contactOf(q).send({ type: 'consent.submit', values: { ...driver2Values, consent: false } });
    expect(q.stage()).toBe('consent');
    contactOf(q).send({ type: 'consent.submit', values: driver2Values });
    await flushMicrotasks();
    expect(quoteStageOf(q).getSnapshot().value).toEqual('requesting');
    expect(q.actor.getSnapshot().context.answers.driver2).toEqual(driver2Values);
    // Back from the last screen is the consent section, then the coverage.
    q.actor.send({ type: 'step.back' });
    expect(q.stage()).toBe('consent');
    q.actor.send({ type: 'step.back' });
    expect(q.stage()).toBe('coverage');
  });

  it('a lead that gave its consent, and any other visitor, go from the coverage to the rate request', async () => {
    for (const input of [atCoverage(false), coverageRevisitInput]) {
      const q = await start(input);
      q.controller.settle('loadCoverages', { done: texasCoverages });
      await flushMicrotasks();
      coverageOf(q).send({ type: 'coverage.submit', choice });
      await flushMicrotasks();
      expect(quoteStageOf(q).getSnapshot().value).toEqual('requesting');
      // The consent section is refused to anyone its lead does not need it for, even with the quotes reached.
      q.actor.send({ type: 'hash.changed', hash: '#consent' });
      expect(quoteStageOf(q).getSnapshot().value).toEqual('requesting');
      // A saved visit never keeps the quote stage: it opens at the coverage again.
      expect(q.saved.at(-1)).toMatchObject({ stage: 'coverage', reached: 'coverage' });
    }
  });

  it('a visit saved at the consent section opens there only for an affiliate who still needs it', async () => {
    expect(openingStage(consentRevisitInput)).toBe('consent');
    const saved = consentRevisitInput.saved;
    if (!saved) throw new Error('a saved visit');
    expect(openingStage({ ...consentRevisitInput, saved: { ...saved, affiliate: null } })).toBe('coverage');
  });
});

describe('[quote-4.5] a first visit whose state belongs to the other quote page', () => {
  it('goes there in its place before anything else: no token is asked, the address is not written, nothing is forgotten', () => {
    const controller = createActorController(quoteMachine);
    const went: string[] = [];
    const shown: string[] = [];
    let forgotten = 0;
    const logic = provideControlled(quoteMachine, controller).provide({
      actions: { redirect: (_, p) => went.push(p.url), showStage: (_, p) => shown.push(p.stage), forgetVisit: () => (forgotten += 1) },
    });
    const actor = createActor(logic, { input: californiaZipOnMainPageInput });
    actor.start();
    expect(actor.getSnapshot().value).toBe('leavingForPage');
    expect(went).toEqual(['/quote-ca/#driver1']);
    expect(forgotten).toBe(0);
    // No call: only the recorder (quote-7.30) and the drafts keeper, which run beside the form and send nothing by themselves.
    expect(controller.calls.map((c) => c.src)).toEqual(['records', 'drafts']);
    actor.send({ type: 'hash.changed', hash: '#driver1' });
    expect(shown).toEqual([]);
  });
});

describe('[quote-3.17] a saved visit whose driver state does not match the page (quote 001 §2)', () => {
  it('is discarded: removed from storage as the chart starts, and the page opens as a first visit at driver1', async () => {
    const controller = createActorController(quoteMachine);
    let forgotten = 0;
    const logic = provideControlled(quoteMachine, controller).provide({ actions: { forgetVisit: () => (forgotten += 1) } });
    const actor = createActor(logic, { input: californianOnMainPageInput });
    actor.start();
    expect(forgotten).toBe(1);
    controller.settle('visitorToken', { done: { token: 'anon-token-1' } });
    await flushMicrotasks();
    expect(systemLeaves(actor)).toEqual(['driver1', 'driver1:editing']);
    expect(actor.getSnapshot().context.visitor).toBe('new');
    expect(actor.getSnapshot().context.answers.driver1.firstName).toBe('');
  });

  it('discarded on a page that a first visit must leave: removed, then the page goes on', () => {
    const controller = createActorController(quoteMachine);
    const went: string[] = [];
    let forgotten = 0;
    const logic = provideControlled(quoteMachine, controller).provide({ actions: { redirect: (_, p) => went.push(p.url), forgetVisit: () => (forgotten += 1) } });
    const actor = createActor(logic, { input: { ...californiaZipOnMainPageInput, discardedVisit: true } });
    actor.start();
    expect([forgotten, went]).toEqual([1, ['/quote-ca/#driver1']]);
  });
});

describe('[quote-5.3] a ZIP filled in for the visitor is looked up as the address step opens', () => {
  it('the licence lookup filled in another ZIP than the one checked: the step looks it up before Continue can be used', async () => {
    const q = await start(newVisitInput);
    const found = licenceOutcomes.found.drivers[0];
    if (!found?.address) throw new Error('the found driver has an address');
    const elsewhere = { ...licenceOutcomes.found, drivers: [{ ...found, address: { ...found.address, zipCode: '78745', city: 'Austin' } }] };
    driver1Of(q.actor).send({ type: 'licence.lookup', license: driver1Values.license, dob: driver1Values.dob });
    q.controller.settle('lookUpDriver', { done: elsewhere });
    await flushMicrotasks();
    await submitDriver1(q);
    await continueDriver2(q);
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:checkingZip']);
    expect(q.controller.lastInput('lookupZip')).toEqual({ zip: '78745', brand: 'bluebonnet' });
    q.controller.settle('lookupZip', { done: { addresses: [{ zip: '78745', city: 'Austin', state: 'TX' }], isQuoteAvaliable: true } });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:editing']);
    expect(q.actor.getSnapshot().context.answers.zipChecked).toEqual({ zip: '78745', available: true });
  });

  it('a ZIP already known to have no quote says so at once when the step is shown again', async () => {
    const q = await start(newVisitInput);
    await submitDriver1(q);
    await continueDriver2(q);
    addressOf(q).send({ type: 'zip.lookup', zip: '10001' });
    q.controller.settle('lookupZip', { done: zipOutcomes.newYork });
    await flushMicrotasks();
    q.actor.send({ type: 'step.back' });
    q.actor.send({ type: 'hash.changed', hash: '#driver3' });
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:zipNotAvailable']);
    expect(q.controller.calls.filter((c) => c.src === 'lookupZip')).toHaveLength(1);
  });
});

describe('[quote-4.10] the search by name, as the configured strategy says', () => {
  const byName = { type: 'names.lookup', firstName: 'Rosa', lastName: 'Delgado', dob: driver1Values.dob } as const;

  it('without a licence number, the names and date of birth are searched ("public" by default) and the driver found fills the step', async () => {
    const q = await start(newVisitInput);
    driver1Of(q.actor).send(byName);
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:lookingUp']);
    expect(q.controller.lastInput('lookUpDriver')).toEqual({ strategy: 'public', region: 'main', tokens: newVisitInput.tokens, ask: { license: '', firstName: 'Rosa', lastName: 'Delgado', dob: '1988-06-14' } });
    q.controller.settle('lookUpDriver', { done: { ...licenceOutcomes.found, by: 'searchApi' } });
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:found']);
  });

  it('a strategy with no search by name (fenris), one-letter names or no date of birth: nothing is asked', async () => {
    const q = await start({ ...newVisitInput, lookupStrategy: 'fenris' });
    driver1Of(q.actor).send(byName);
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:editing']);
    const p = await start(newVisitInput);
    driver1Of(p.actor).send({ ...byName, firstName: 'R' });
    driver1Of(p.actor).send({ ...byName, dob: { month: '6', day: '', year: '1988' } });
    expect(systemLeaves(p.actor)).toEqual(['driver1', 'driver1:editing']);
    expect(p.controller.calls.filter((c) => c.src === 'lookUpDriver')).toEqual([]);
  });
});

describe('[quote-2.14] the quote stage: the quotes, or the no-quotes view', () => {
  const choice = { term: 6, product: 'SML', custom: {} };

  /** At the coverage with its coverages loaded, the package chosen: the rate request starts. */
  async function requesting(input: QuoteInput = coverageRevisitInput) {
    const q = await start(input);
    q.controller.settle('loadCoverages', { done: texasCoverages });
    await flushMicrotasks();
    coverageOf(q).send({ type: 'coverage.submit', choice });
    expect(q.shown.at(-1)).toBe('quotes');
    await flushMicrotasks();
    q.controller.settle('prepareTransaction', { done: { transactionId: MODEL_TRANSACTION_ID } });
    await flushMicrotasks();
    q.controller.settle('postQuoteRequest', { done: undefined });
    await flushMicrotasks();
    return q;
  }

  it('the carriers answer: the cards of the term chosen, five before Show more, in the order chosen', async () => {
    const q = await requesting();
    q.controller.settle('pollResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    expect(quoteStageOf(q).getSnapshot().value).toEqual('showing');
    expect(cardsOf(q).getSnapshot().value).toEqual({ shown: { cards: 'firstCards', action: 'idle', agents: 'counting' } });
    const context = fieldsOf(q.actor.getSnapshot().context);
    const shown = shownQuotes(context, quoteStageOf(q).getSnapshot().context.quotes);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.every((quote) => quote.term === 6)).toBe(true);
    cardsOf(q).send({ type: 'cards.more' });
    expect(quoteStageOf(q).getSnapshot().value).toEqual('showing');
    expect(cardsOf(q).getSnapshot().value).toEqual({ shown: { cards: 'allCards', action: 'idle', agents: 'counting' } });
    cardsOf(q).send({ type: 'sort.change', option: 1 });
    const after = fieldsOf(q.actor.getSnapshot().context);
    expect(shownQuotes(after, quoteStageOf(q).getSnapshot().context.quotes).map((quote) => quote.rateQuoteId)).toEqual(shown.map((quote) => quote.rateQuoteId).reverse());
    // A number that is no sorting option changes nothing.
    cardsOf(q).send({ type: 'sort.change', option: 9 });
    expect(q.actor.getSnapshot().context.quoting.sortOption).toBe(1);
  });

  /** The cards shown, every carrier answered; the idle agents answered with `agents` (null: the call failed). */
  async function showing(agents: number | null) {
    const q = await requesting();
    q.controller.settle('pollResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    q.controller.settle('idleAgents', agents === null ? { error: fault500 } : { done: agents });
    await flushMicrotasks();
    q.controller.settle('saveLead', { done: MODEL_TRANSACTION_ID });
    await flushMicrotasks();
    return q;
  }

  it('[quote-3.11] each card first shown is tracked as a quote_impression with its place and button', async () => {
    const q = await showing(2);
    const impressions = q.tracked.filter((e) => e.event === 'quote_impression');
    const context = fieldsOf(q.actor.getSnapshot().context);
    const first = shownQuotes(context, quoteStageOf(q).getSnapshot().context.quotes).slice(0, 5);
    expect(impressions.map((e) => ('quotePosition' in e ? e.quotePosition : null))).toEqual([1, 2, 3, 4, 5]);
    expect(impressions.map((e) => ('carrierName' in e ? e.carrierName : null))).toEqual(first.map((quote) => quote.companyName));
    // No name, date of birth, e-mail or phone in them.
    expect(JSON.stringify(impressions)).not.toMatch(/Rosa|1988|@|555/);
  });

  it('[quote-4.18 quote-3.11] Buy now on a card with a buy button starts the card action, tracked as quote_click and bol_cta', async () => {
    const q = await showing(2);
    cardsOf(q).send({ type: 'card.act', rateQuoteId: 'RQ-LSM-6', kind: 'buyNow' });
    expect(quoteStageOf(q).getSnapshot().value).toEqual('showing');
    expect(cardsOf(q).getSnapshot().value).toEqual({ shown: { cards: 'firstCards', action: 'busy', agents: 'known' } });
    expect(q.tracked.slice(-2).map((e) => e.event)).toEqual(['quote_click', 'bol_cta']);
    expect(q.controller.lastInput('selectQuote')).toEqual({ rateQuoteId: 'RQ-LSM-6', region: 'main', tokens: q.actor.getSnapshot().context.settings.tokens });
    // One press at a time.
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-GCA-6', kind: 'buyNow' })).toBe(false);
  });

  it('[quote-4.18] a press the card does not show is refused: Buy now without a buy button, Call me on a carrier with buy now', async () => {
    const q = await showing(2);
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-PCX-6', kind: 'buyNow' })).toBe(false);
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-LSM-6', kind: 'call' })).toBe(false);
    // A 12-month quote when the 6-month term is chosen is not on a card.
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-LSM-12', kind: 'buyNow' })).toBe(false);
    // quote-4.18: the pseudo-carrier is not configured on this page: Bluebonnet shows chat, not "buy from an agent".
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-BAP-6', kind: 'contact' })).toBe(false);
  });

  it('[quote-4.19 quote-6.5] a type 2 carrier shows Call me and Text me while agents are free, Buy now when none is or the count failed', async () => {
    const free = await showing(2);
    expect(cardsOf(free).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-SRI-6', kind: 'call' })).toBe(true);
    expect(cardsOf(free).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-SRI-6', kind: 'text' })).toBe(true);
    expect(cardsOf(free).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-SRI-6', kind: 'buyNow' })).toBe(false);
    free.actor.stop();
    for (const agents of [0, null]) {
      const none = await showing(agents);
      expect(cardsOf(none).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-SRI-6', kind: 'buyNow' })).toBe(true);
      expect(cardsOf(none).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-SRI-6', kind: 'call' })).toBe(false);
      none.actor.stop();
    }
  });

  it('[quote-4.19] while the idle agents are counted, a type 2 carrier offers no Buy now to press; the others do', async () => {
    const q = await requesting();
    q.controller.settle('pollResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    expect(cardsOf(q).getSnapshot().value).toMatchObject({ shown: { agents: 'counting' } });
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-SRI-6', kind: 'buyNow' })).toBe(false);
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-LSM-6', kind: 'buyNow' })).toBe(true);
    // No impression yet: the type 2 carrier's button is not known.
    expect(q.tracked.filter((e) => e.event === 'quote_impression')).toEqual([]);
    q.controller.settle('idleAgents', { done: 2 });
    await flushMicrotasks();
    const sierra = q.tracked.find((e) => e.event === 'quote_impression' && 'carrierName' in e && e.carrierName === 'Sierra Ridge Insurance');
    expect(sierra).toMatchObject({ cta: 'agentContact' });
  });

  it("[quote-3.11] a card's chat pressed is tracked as quote_click then nonbol_cta, with where it goes; a card without chat is not", async () => {
    const q = await showing(2);
    const before = q.tracked.length;
    cardsOf(q).send({ type: 'card.chat', rateQuoteId: 'RQ-RRI-6', url: '/contact/' });
    expect(q.tracked.slice(before)).toEqual([
      expect.objectContaining({ event: 'quote_click', cta: 'chat', carrierName: 'Red River Indemnity', ctaUrl: '/contact/', quotePosition: 1 }),
      expect.objectContaining({ event: 'nonbol_cta', cta: 'chat', carrierName: 'Red River Indemnity', ctaUrl: '/contact/', quotePosition: 1 }),
    ]);
    expect(quoteStageOf(q).getSnapshot().value).toEqual('showing');
    expect(cardsOf(q).getSnapshot().value).toEqual({ shown: { cards: 'firstCards', action: 'idle', agents: 'known' } });
    // Lone Star Mutual offers Buy now, not chat.
    cardsOf(q).send({ type: 'card.chat', rateQuoteId: 'RQ-LSM-6', url: '/contact/' });
    expect(q.tracked).toHaveLength(before + 2);
  });

  it("a buy-now address that could not be opened: that quote's Buy now is gone (chat instead), and Buy online no longer lists it", async () => {
    const q = await showing(2);
    cardsOf(q).send({ type: 'cards.more' });
    cardsOf(q).send({ type: 'card.act', rateQuoteId: 'RQ-PSH-6', kind: 'buyNow' });
    q.controller.settle('selectQuote', { done: undefined });
    await flushMicrotasks();
    q.controller.settle('fetchUrl', { done: '' });
    await flushMicrotasks();
    const child = cardActionChild(cardsOf(q).getSnapshot());
    expect(child?.getSnapshot().value).toBe('unavailable');
    child?.send({ type: 'action.close' });
    expect(q.actor.getSnapshot().context.quoting.buyUnavailable).toEqual(['RQ-PSH-6']);
    const s = cardsOf(q).getSnapshot();
    expect(s.context.buyUnavailable).toEqual(['RQ-PSH-6']);
    expect(s.can({ type: 'card.act', rateQuoteId: 'RQ-PSH-6', kind: 'buyNow' })).toBe(false);
    expect(s.can({ type: 'card.chat', rateQuoteId: 'RQ-PSH-6', url: '/contact/' })).toBe(true);
    cardsOf(q).send({ type: 'sort.change', option: 2 });
    const after = fieldsOf(q.actor.getSnapshot().context);
    // Sierra Ridge (type 2, agents free) is sold through an agent now: kept.
    expect(shownQuotes(after, quoteStageOf(q).getSnapshot().context.quotes).map((quote) => quote.companyID)).toEqual(['LSM', 'SRI', 'GCA']);
  });

  it('[quote-4.26] Top rated is refused where no top-rated carrier is among the cards, and taken where one is', async () => {
    const q = await requesting({ ...coverageRevisitInput, results: { ...DEFAULT_RESULT_SETTINGS, topRated: ['NONE'] } });
    q.controller.settle('pollResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    cardsOf(q).send({ type: 'sort.change', option: 1 });
    // The cards take a sorting (price, high to low): Top rated only is refused.
    expect(q.actor.getSnapshot().context.quoting.sortOption).toBe(1);
    cardsOf(q).send({ type: 'sort.change', option: 3 });
    expect(q.actor.getSnapshot().context.quoting.sortOption).toBe(1);
    q.actor.stop();
    const rated = await requesting({ ...coverageRevisitInput, results: { ...DEFAULT_RESULT_SETTINGS, topRated: ['GCA', 'LSM'] } });
    rated.controller.settle('pollResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    rated.controller.settle('finalResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    cardsOf(rated).send({ type: 'sort.change', option: 3 });
    const context = fieldsOf(rated.actor.getSnapshot().context);
    expect(context.sortOption).toBe(3);
    expect(shownQuotes(context, quoteStageOf(rated).getSnapshot().context.quotes).slice(0, 3).map((quote) => quote.companyID)).toEqual(['GCA', 'LSM', 'RRI']);
  });

  it('[quote-4.20] with CTA days configured, a card whose effective date plus those days is past shows no button to press', async () => {
    const q = await requesting({ ...coverageRevisitInput, cards: { ...DEFAULT_CARD_SETTINGS, ctaDays: 30 } });
    q.controller.settle('pollResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    cardsOf(q).send({ type: 'cards.more' });
    const context = { ...fieldsOf(q.actor.getSnapshot().context), quotes: quoteStageOf(q).getSnapshot().context.quotes };
    const psh = context.quotes.find((quote) => quote.rateQuoteId === 'RQ-PSH-6');
    const lsm = context.quotes.find((quote) => quote.rateQuoteId === 'RQ-LSM-6');
    // Prairie Shield's effective date (2026-01-10) is long past; Lone Star Mutual's is not.
    expect(psh && cardButtons(context, psh)).toMatchObject({ action: 'buyNow', ctas: false, kinds: [] });
    expect(lsm && cardButtons(context, lsm)).toMatchObject({ action: 'buyNow', ctas: true, kinds: ['buyNow'] });
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-PSH-6', kind: 'buyNow' })).toBe(false);
    expect(cardsOf(q).getSnapshot().can({ type: 'card.act', rateQuoteId: 'RQ-LSM-6', kind: 'buyNow' })).toBe(true);
  });

  it('[quote-7.28 quote-3.11] Call me sends a call request (contact type 1), tracked as nonbol_cta; the modal closed, the cards again', async () => {
    const q = await showing(2);
    cardsOf(q).send({ type: 'card.act', rateQuoteId: 'RQ-SRI-6', kind: 'call' });
    expect(q.tracked.at(-1)).toMatchObject({ event: 'nonbol_cta', cta: 'call', carrierName: 'Sierra Ridge Insurance' });
    expect(q.controller.lastInput('sendContact')).toEqual({ rateQuoteId: 'RQ-SRI-6', contactType: 1, region: 'main', tokens: q.actor.getSnapshot().context.settings.tokens });
    q.controller.settle('sendContact', { done: { isSuccess: true, message: 'send event success' } });
    await flushMicrotasks();
    const child = cardActionChild(cardsOf(q).getSnapshot());
    expect(child?.getSnapshot().value).toEqual({ contacted: 'asking' });
    child?.send({ type: 'feedback.answer', helpful: true });
    expect(q.tracked.at(-1)).toEqual({ event: 'contact_feedback', helpful: true });
    child?.send({ type: 'action.close' });
    expect(quoteStageOf(q).getSnapshot().value).toEqual('showing');
    expect(cardsOf(q).getSnapshot().value).toEqual({ shown: { cards: 'firstCards', action: 'idle', agents: 'known' } });
    expect(cardsOf(q).getSnapshot().context.action).toBeNull();
  });

  it('[quote-4.15 quote-8.3 quote-7.31 quote-3.12] no quote: the lead is created in the store as a Lead; after Try again with none again it is updated by its key', async () => {
    const q = await requesting();
    q.controller.settle('pollResults', { done: rateOutcomes.none });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.none });
    await flushMicrotasks();
    const first = q.controller.lastInput('saveLead') as { lead: { key: string; quoteStatus: string; carriers: unknown[]; email: string; zip: string }; create: boolean };
    expect(first).toMatchObject({ create: true, lead: { quoteStatus: 'Lead', carriers: [], email: 'rosa.delgado@example.com', zip: '75204' } });
    expect(first.lead.key).toMatch(/^rosa\.delgado@example\.com-\d+$/);
    q.controller.settle('saveLead', { done: first.lead.key });
    await flushMicrotasks();
    expect(quoteStageOf(q).getSnapshot().value).toEqual({ noQuotes: 'leadSaved' });
    quoteStageOf(q).send({ type: 'quotes.retry' });
    q.controller.settle('postQuoteRequest', { done: undefined });
    await flushMicrotasks();
    q.controller.settle('pollResults', { done: rateOutcomes.none });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.none });
    await flushMicrotasks();
    expect(q.controller.lastInput('saveLead')).toMatchObject({ create: false, lead: { key: first.lead.key, quoteStatus: 'Lead' } });
    // A store that fails changes nothing the visitor sees.
    q.controller.settle('saveLead', { error: fault500 });
    await flushMicrotasks();
    expect(quoteStageOf(q).getSnapshot().value).toEqual({ noQuotes: 'leadUnsaved' });
  });

  it('[quote-4.15 quote-7.31 quote-3.12] quotes: once the agents are read, the lead is written as Quoted with the carriers shown, at most 10, in their order', async () => {
    const q = await requesting();
    q.controller.settle('pollResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.done });
    await flushMicrotasks();
    expect(q.controller.hasPending('saveLead')).toBe(false);
    q.controller.settle('idleAgents', { done: 2 });
    await flushMicrotasks();
    const write = q.controller.lastInput('saveLead') as { lead: { quoteStatus: string; carriers: Array<{ companyID: string }> }; create: boolean };
    const context = fieldsOf(q.actor.getSnapshot().context);
    const shownCarriers = [...new Set(shownQuotes(context, quoteStageOf(q).getSnapshot().context.quotes).map((quote) => quote.companyID))];
    expect(write.create).toBe(true);
    expect(write.lead.quoteStatus).toBe('Quoted');
    expect(write.lead.carriers.map((c) => c.companyID)).toEqual(shownCarriers.slice(0, 10));
    q.controller.settle('saveLead', { done: MODEL_TRANSACTION_ID });
    await flushMicrotasks();
    expect(cardsOf(q).getSnapshot().value).toMatchObject({ shown: { agents: 'known' } });
    expect(q.actor.getSnapshot().context.quoting.leadStored).toBe(true);
  });

  it('no quote: the no-quotes view, logged; Try again posts on the same transaction', async () => {
    const q = await requesting();
    q.controller.settle('pollResults', { done: rateOutcomes.none });
    await flushMicrotasks();
    q.controller.settle('finalResults', { done: rateOutcomes.none });
    await flushMicrotasks();
    expect(quoteStageOf(q).getSnapshot().value).toEqual({ noQuotes: 'savingLead' });
    expect(q.tracked.at(-1)).toEqual({ event: 'no_quotes', reason: 'done', transactionId: MODEL_TRANSACTION_ID, usertype: 'revisit', customerState: 'TX' });
    quoteStageOf(q).send({ type: 'quotes.retry' });
    expect(quoteStageOf(q).getSnapshot().value).toEqual('requesting');
    expect(q.controller.hasPending('prepareTransaction')).toBe(false);
    expect(q.controller.lastInput('postQuoteRequest')).toMatchObject({ transactionId: MODEL_TRANSACTION_ID, first: false });
  });

  it('Back during the rate request goes to the coverage and stops the polling; new answers get a new transaction', async () => {
    const q = await requesting();
    q.actor.send({ type: 'step.back' });
    expect(q.stage()).toBe('coverage');
    expect(q.controller.hasPending('pollResults')).toBe(false);
    const polls = q.controller.calls.filter((c) => c.src === 'pollResults').length;
    await flushMicrotasks();
    expect(q.controller.calls.filter((c) => c.src === 'pollResults')).toHaveLength(polls);
    q.controller.settle('loadCoverages', { done: texasCoverages });
    await flushMicrotasks();
    coverageOf(q).send({ type: 'coverage.submit', choice: { ...choice, term: 12 } });
    await flushMicrotasks();
    expect(q.controller.hasPending('prepareTransaction')).toBe(true);
  });
});

describe('the later code: the charts and rules loaded with the state that needs them', () => {
  const noConnection = { error: new TypeError('Failed to fetch dynamically imported module') };

  it("[quote-2.6] driver1's Continue waits for the stages after it: not come, the step says so and keeps the answers; once it came, no later state waits", async () => {
    const q = await start(newVisitInput);
    driver1Of(q.actor).send({ type: 'driver1.submit', values: driver1Values });
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:loadingNext']);
    expect(q.actor.getSnapshot().context.codeLoaded).toBe(false);
    q.controller.settle('loadLaterCode', noConnection);
    await flushMicrotasks();
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:nextFailed']);
    driver1Of(q.actor).send({ type: 'code.retry' });
    await codeCame(q);
    expect(q.stage()).toBe('driver2');
    expect(q.actor.getSnapshot().context.codeLoaded).toBe(true);
    expect(q.actor.getSnapshot().context.answers.driver1).toEqual(driver1Values);
    // The path model offers the download that does not come only before the code came.
    const failure = quotePathModel.actors.loadLaterCode?.find((o) => 'error' in o.result);
    expect(failure?.when?.(q.actor.getSnapshot().context as never)).toBe(false);
  });

  it('[quote-3.17] a visit that reached past driver1 waits for the later code before its token; not come, Try again', async () => {
    const controller = createActorController(quoteMachine);
    const actor = createActor(provideControlled(quoteMachine, controller), { input: summaryRevisitInput });
    actor.start();
    expect(systemLeaves(actor)).toEqual(['opening.waiting', 'opening:loadingCode']);
    expect(controller.hasPending('visitorToken')).toBe(false);
    controller.settle('loadLaterCode', noConnection);
    await flushMicrotasks();
    expect(systemLeaves(actor)).toEqual(['opening.waiting', 'opening:codeFailed']);
    openingOf(actor).send({ type: 'code.retry' });
    controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.codeLoaded).toBe(true);
    controller.settle('visitorToken', { done: { token: 'anon-token-1' } });
    await flushMicrotasks();
    expect(systemLeaves(actor)).toEqual(['driversummary', 'driversummary:list']);
    // The list's dialog and the quote stage are in the same code: nothing waits for it again.
    driversOf(actor).send({ type: 'driver.add' });
    expect(driversOf(actor).getSnapshot().value).toBe('editing');
    actor.stop();
  });

  it('Back in the browser from the previous quotes goes to the step they were opened from (their code not come, too)', async () => {
    const q = await start(summaryRevisitInput);
    q.actor.send({ type: 'hash.changed', hash: '#previousQuotes' });
    q.controller.settle('loadLaterCode', noConnection);
    await flushMicrotasks();
    expect(q.actor.getSnapshot().value).toEqual({ previousQuotes: 'codeFailed' });
    q.actor.send({ type: 'hash.changed', hash: '#driversummary' });
    expect(systemLeaves(q.actor)).toEqual(['driversummary', 'driversummary:list']);
    q.actor.send({ type: 'hash.changed', hash: '#previousQuotes' });
    await codeCame(q);
    expect(q.actor.getSnapshot().value).toEqual({ previousQuotes: 'open' });
    q.actor.send({ type: 'hash.changed', hash: '#driversummary' });
    expect(systemLeaves(q.actor)).toEqual(['driversummary', 'driversummary:list']);
  });
});
