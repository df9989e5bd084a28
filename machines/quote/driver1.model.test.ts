/**
 * The first driver step's chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the paths of its graph (every state, every transition, the
 * licence photo's chart run for real), each replayed on a real actor whose calls the test answers,
 * and what it ends with and sends its parent.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { driver1Values, licenceOutcomes, licencePhoto, otherTypedNames, texasReading, zipOutcomes } from '../../fixtures/models/quote.model';
import { ApiError } from '../../services/http';
import { ocrResultSchema, type OcrErrorCode } from '../../services/ocr';
import { NotALicenceImage } from './licenceImage.rules';
import { LICENSE_READINGS } from '../../fixtures/data/licenseImages';
import type { AnalyticsEvent } from '../../src/analytics';
import { createActorController } from '../../src/paths/actors';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { definePathModelWithChildren } from '../../src/paths/types';
import { driver1StageMachine, type Driver1StageInput, type Driver1StageOutput } from './driver1.machine';
import { quoteLaterCode } from './laterCode';
import type { LicenceImageEvent } from './licenceImage.machine';
import { quoteLater } from './quote.later';
import { emptyDriver1, emptyDriver3 } from './quoteValues';
import { createTokenStore } from '../../src/storage/tokens';

quoteLaterCode.provide(quoteLater);

/** The visitor's token store the step's calls are given. */
const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });
const input: Driver1StageInput = {
  tokens,
  driver1: emptyDriver1,
  driver3: emptyDriver3,
  drivers: [],
  found: [],
  commonId: null,
  zipChecked: null,
  ocrRead: null,
  licenceFileId: null,
  codeLoaded: false,
  brand: 'bluebonnet',
  region: 'main',
  lookupStrategy: 'public',
  primaryAge: { min: 16, max: 99 },
  now: () => Date.parse('2026-11-22T18:00:00.000Z'),
};

/** Alone, with no parent: what it would tell the parent goes nowhere (the tests below give it a parent). */
const alone = driver1StageMachine.provide({ actions: { announceImageMode: () => undefined, passTracking: () => undefined, tellKept: () => undefined } });

const fault500 = new ApiError('http', '/api/search/driver/dl', 500, 'The API answered 500.', null);
/** A reading the OCR refused, as services/http.ts rejects it. */
const ocrRejected = (code: OcrErrorCode) => new ApiError('rejected', '/api/helper/ocr/uploadDriverLicense', 200, code, { isSuccess: false, message: code, fileId: null });

const driver1PathModel = definePathModelWithChildren<LicenceImageEvent>()({
  id: 'driver1Stage',
  machine: alone,
  inputs: [{ label: 'an empty step', input, sandbox: { description: 'a first visit at #driver1' } }],
  userEvents: [
    { label: 'looks the licence up', event: { type: 'licence.lookup', license: driver1Values.license, dob: driver1Values.dob } },
    { label: 'looks the licence up, having typed other names', event: { type: 'licence.lookup', license: driver1Values.license, dob: driver1Values.dob, ...otherTypedNames } },
    { label: 'looks the driver up by name', event: { type: 'names.lookup', firstName: driver1Values.firstName, lastName: driver1Values.lastName, dob: driver1Values.dob } },
    { label: 'takes the names found', event: { type: 'override.confirm' } },
    { label: 'keeps the names typed', event: { type: 'override.cancel' } },
    { label: 'chooses to upload a photo', event: { type: 'licence.mode', mode: 'uploadimage' } },
    { label: 'chooses the licence number', event: { type: 'licence.mode', mode: 'dl' } },
    { label: 'asks for the photo panel again', event: { type: 'code.retry' } },
    { label: 'picks the photo', event: { type: 'image.chosen', file: licencePhoto } },
    { label: 'picks a photo of 5242881 bytes', event: { type: 'image.chosen', file: { ...licencePhoto, size: 5242881 } } },
    { label: 'tries the photo again', event: { type: 'image.retry' } },
    { label: 'removes the photo', event: { type: 'image.clear' } },
    { label: 'continues', event: { type: 'driver1.submit', values: driver1Values } },
    { label: 'continues with one letter as first name', event: { type: 'driver1.submit', values: { ...driver1Values, firstName: 'M' } } },
    { label: 'asks to start over', event: { type: 'restart.ask' } },
    { label: 'starts over', event: { type: 'restart.confirm' } },
    { label: 'keeps the answers', event: { type: 'restart.cancel' } },
  ],
  // While the licence is looked up, whether names were typed (they may differ from the ones found).
  distinguish: (c) => (c.typedNames === null ? null : c.typedNames.firstName !== '' || c.typedNames.lastName !== ''),
  actors: {
    lookUpDriver: [
      { label: 'found', result: { done: { ...licenceOutcomes.found, by: 'licence' } }, sandbox: { description: 'the Texas licence' } },
      { label: 'not found', result: { done: { ...licenceOutcomes.none, by: null } }, sandbox: { description: 'an unknown licence' } },
      { label: 'HTTP 500', result: { error: fault500 }, sandbox: { description: 'the 500 fault' } },
    ],
    loadLaterCode: [
      { label: 'the later code', result: { done: undefined }, sandbox: { description: 'the script comes' } },
      { label: 'no connection', result: { error: new TypeError('Failed to fetch') }, sandbox: { description: 'the script is cut' }, when: (c: { codeLoaded: boolean }) => !c.codeLoaded },
    ],
    checkImage: [
      { label: 'a JPEG or a PNG that decodes', result: { done: undefined }, sandbox: { description: 'a JPEG or a PNG photo' } },
      { label: 'not a licence photo', result: { error: new NotALicenceImage('not a JPEG or a PNG') }, sandbox: { description: 'a PDF' } },
    ],
    uploadLicence: [
      { label: 'the Texas licence', result: { done: texasReading }, sandbox: { description: 'the Texas licence photo' } },
      { label: 'a licence without its address', result: { done: ocrResultSchema.parse(LICENSE_READINGS.noAddress) }, sandbox: { description: 'a licence without its address' } },
      { label: 'imageNotClear', result: { error: ocrRejected('imageNotClear') }, sandbox: { description: 'an unclear photo' } },
      { label: 'fileSizeExceeding from the API', result: { error: ocrRejected('fileSizeExceeding') }, sandbox: { description: 'an API with a smaller limit' } },
      { label: 'fileTypeError', result: { error: ocrRejected('fileTypeError') }, sandbox: { description: 'a PDF' } },
      { label: 'HTTP 500', result: { error: fault500 }, sandbox: { description: 'the 500 fault' } },
    ],
    lookupImageZip: [
      { label: 'Austin, quote available', result: { done: { addresses: [{ zip: '78745', state: 'TX', city: 'Austin' }], isQuoteAvaliable: true } }, sandbox: { description: 'ZIP 78745' } },
      { label: 'New York, no quote', result: { done: zipOutcomes.newYork }, sandbox: { description: 'ZIP 10001' } },
      { label: 'HTTP 500', result: { error: fault500 }, sandbox: { description: 'the 500 fault' } },
    ],
  },
});

const generated = generatePaths(driver1PathModel);

describe('driver1 stage chart: model coverage', () => {
  it('[quote-5.8] [quote-7.5] [quote-2.26] [quote-8.5] [quote-3.17] every state and transition is on a path', () => {
    console.info(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`${path.title}`, async () => {
      await runPathOnMachine(driver1PathModel, path);
    });
  }
});

/** The step's chart under a parent that records what it is sent and what the step ended with. */
function underParent(stageInput: Driver1StageInput = input) {
  const sent: Array<{ type: string; event?: AnalyticsEvent }> = [];
  let output: Driver1StageOutput | null = null;
  const controller = createActorController(driver1StageMachine);
  const parent = createMachine({
    invoke: { id: 'driver1', src: provideControlled(driver1StageMachine, controller), input: stageInput, onDone: { actions: ({ event }) => (output = event.output as Driver1StageOutput) } },
    on: { '*': { actions: ({ event }) => sent.push(event as { type: string }) } },
  });
  const actor = createActor(parent).start();
  const stage = () => actor.getSnapshot().children.driver1 as AnyActorRef;
  return { actor, stage, controller, sent, output: () => output };
}

describe('driver1 stage chart: what it ends with and tells its parent', () => {
  it('[quote-7.5] ends with the answers and what the lookup found (the household joins the drivers)', async () => {
    const q = underParent();
    q.stage().send({ type: 'licence.lookup', license: driver1Values.license, dob: driver1Values.dob });
    expect(q.controller.lastInput('lookUpDriver')).toEqual({ strategy: 'public', region: 'main', tokens, ask: { license: driver1Values.license, firstName: '', lastName: '', dob: '1988-06-14' } });
    q.controller.settle('lookUpDriver', { done: { ...licenceOutcomes.found, by: 'licence' } });
    await flushMicrotasks();
    expect(q.stage().getSnapshot().value).toBe('found');
    q.stage().send({ type: 'driver1.submit', values: driver1Values });
    // The steps after driver1 are later code: Continue waits for it (here it had not come yet).
    expect(q.stage().getSnapshot().value).toBe('loadingNext');
    expect(q.stage().getSnapshot().hasTag('loading')).toBe(true);
    q.controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    const out = q.output();
    expect(out).toMatchObject({ kind: 'submitted', driver1: driver1Values, found: licenceOutcomes.found.drivers, commonId: licenceOutcomes.found.commonId, ocrRead: null });
    expect(out?.kind === 'submitted' && out.driver3.zip).toBe(licenceOutcomes.found.drivers[0]?.address?.zipCode.slice(0, 5));
  });

  it("[quote-2.6] Continue waits for the next steps' code; a failed download says so, keeps the answers and Try again goes on", async () => {
    const q = underParent();
    q.stage().send({ type: 'driver1.submit', values: driver1Values });
    q.controller.settle('loadLaterCode', { error: new TypeError('Failed to fetch dynamically imported module') });
    await flushMicrotasks();
    expect(q.stage().getSnapshot().value).toBe('nextFailed');
    expect(q.stage().getSnapshot().context.driver1).toEqual(driver1Values);
    expect(q.stage().getSnapshot().can({ type: 'restart.ask' })).toBe(true);
    q.stage().send({ type: 'code.retry' });
    expect(q.stage().getSnapshot().value).toBe('loadingNext');
    q.controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    expect(q.output()).toMatchObject({ kind: 'submitted', driver1: driver1Values, codeLoaded: true });
  });

  it('[quote-1.1] [quote-3.16] [quote-8.4] a photo chosen tells the parent; its OCR errors go up; its reading is kept with its file', async () => {
    const q = underParent();
    q.stage().send({ type: 'licence.mode', mode: 'uploadimage' });
    expect(q.sent.map((e) => e.type)).toContain('driver1.imageMode');
    q.controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    const photo = q.stage().getSnapshot().children.licenceImage as AnyActorRef;
    photo.send({ type: 'image.chosen', file: { ...licencePhoto, size: 5242881 } });
    expect(q.sent.at(-1)).toEqual({ type: 'licenceImage.tracked', event: { event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileSizeExceeding' } });
    photo.send({ type: 'image.chosen', file: licencePhoto });
    q.controller.settle('checkImage', { done: undefined });
    await flushMicrotasks();
    q.controller.settle('uploadLicence', { done: texasReading });
    await flushMicrotasks();
    expect(q.stage().getSnapshot().value).toBe('checkingImageZip');
    q.controller.settle('lookupImageZip', { done: { addresses: [{ zip: '78745', state: 'TX', city: 'Austin' }], isQuoteAvaliable: true } });
    await flushMicrotasks();
    expect(q.stage().getSnapshot().value).toBe('imageFilled');
    q.stage().send({ type: 'driver1.submit', values: { ...driver1Values, licenseMode: 'uploadimage' } });
    expect(q.output()).toMatchObject({ kind: 'submitted', zipChecked: { zip: '78745', available: true }, licenceFileId: texasReading.fileId, codeLoaded: true, ocrRead: { zip: '78745' } });
  });

  it('[quote-8.5] a licence ZIP with no quote ends the step: the parent leaves', async () => {
    const q = underParent();
    q.stage().send({ type: 'licence.mode', mode: 'scanimage' });
    q.controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    (q.stage().getSnapshot().children.licenceImage as AnyActorRef).send({ type: 'image.chosen', file: licencePhoto });
    q.controller.settle('checkImage', { done: undefined });
    await flushMicrotasks();
    q.controller.settle('uploadLicence', { done: { ...texasReading, zipCode: '10001' } });
    await flushMicrotasks();
    q.controller.settle('lookupImageZip', { done: zipOutcomes.newYork });
    await flushMicrotasks();
    expect(q.output()).toEqual({ kind: 'notAvailable' });
  });

  it('[quote-3.17] Start over is not asked while the licence is looked up; Yes ends the step', async () => {
    const q = underParent();
    q.stage().send({ type: 'licence.lookup', license: driver1Values.license, dob: driver1Values.dob });
    expect(q.stage().getSnapshot().can({ type: 'restart.ask' })).toBe(false);
    q.controller.settle('lookUpDriver', { error: fault500 });
    await flushMicrotasks();
    q.stage().send({ type: 'restart.ask' });
    q.stage().send({ type: 'restart.confirm' });
    expect(q.output()).toEqual({ kind: 'restart' });
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    const meta = Object.fromEntries(Object.entries(driver1StageMachine.root.states).map(([name, node]) => [name, node.meta as unknown]));
    for (const node of Object.values(driver1StageMachine.root.states)) expect(node.description).toBeTruthy();
    expect(meta).toMatchObject({
      lookingUp: { spec: ['quote-5.8', 'quote-7.5'] },
      confirmingOverride: { spec: ['quote-2.26'] },
      image: { spec: ['quote-1.1', 'quote-4.9', 'quote-5.10', 'quote-7.20', 'quote-8.4'] },
      checkingImageZip: { spec: ['quote-8.5', 'quote-7.8'] },
      confirmingRestart: { spec: ['quote-3.17'] },
    });
  });
});
