/**
 * quote-7.30, quote-8.1: the quote chart's records and error log, with the real recorder
 * (machines/quote/quoteRecords.ts) against the in-process sandbox. The chart's own calls are held and
 * answered by the test (src/paths/actors.ts); only `records` runs for real, so what reaches the
 * sandbox is what the recorder sent, at the moment the chart sent it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  consentRevisitInput,
  coverageRevisitInput,
  driver1Values,
  driver2Values,
  driver3Values,
  licencePhoto,
  MODEL_TRANSACTION_ID,
  newVisitInput,
  revisitInput,
  texasCoverages,
  texasReading,
} from '../../fixtures/models/quote.model';
import { CONTACT_FAULT_EMAILS } from '../../fixtures/sandbox/routes/records';
import { connectSandbox, TEST_BEARER_TOKEN, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { lookupZip } from '../../services/address';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks, provideControlled } from '../../src/paths/play';
import { systemLeaves } from '../../src/paths/system';
import { addressOf, contactOf, coverageOf, driver1Of, quoteStageOf, rateRequestOf } from '../../src/testing/quoteStages';

import type { SandboxRequestRecord } from '../../fixtures/sandbox/app';
import { SANDBOX_RECAPTCHA } from '../../fixtures/data/accounts';
import { MODEL_EPOCH } from '../../src/paths/system';
import { storageWith } from '../../src/storage';
import { MINUTE_MS, TOKEN_LIFETIME_MS, tokenStoreOn } from '../../src/storage/tokens';
import { quoteMachine } from './quote.machine';
import type { QuoteInput } from './types';
import { contactRecordOf, ERROR_LOG_LIMIT, personalDataRecordOf, quoteRecordsLogic } from './quoteRecords';
import type { QuoteSnapshot } from './selectors';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const stopped: Array<{ stop(): void }> = [];

afterEach(() => {
  for (const actor of stopped.splice(0)) actor.stop();
});

/** The chart with its calls held (the test answers them) and the real recorder; the visitor's token given. */
async function start(input: QuoteInput) {
  const controller = createActorController(quoteMachine);
  const machine = provideControlled(quoteMachine, controller).provide({ actors: { records: quoteRecordsLogic } });
  const actor = createActor(machine, { input });
  stopped.push(actor);
  actor.start();
  // A visit that may open past driver1 waits for the later code first.
  if (controller.hasPending('loadLaterCode')) {
    controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
  }
  controller.settle('visitorToken', { done: { token: 'anon-token-1' } });
  await flushMicrotasks();
  return { actor, controller };
}

/** The requests the sandbox received on a path (without /api or /api-ca). */
const sent = (path: string): SandboxRequestRecord[] => sandbox.records.filter((r) => r.path.replace(/^\/api(-ca)?/, '') === path);

/** Waits until the sandbox has received `count` requests on a path (the recorder's calls run in the background). */
async function received(path: string, count = 1): Promise<SandboxRequestRecord[]> {
  await vi.waitFor(() => expect(sent(path)).toHaveLength(count), { timeout: 2000, interval: 5 });
  return sent(path);
}

/** The state of the chart's rate request (its child). */
function rateRequestState(actor: { getSnapshot(): QuoteSnapshot }): unknown {
  return rateRequestOf(actor).getSnapshot().value;
}

/** The recorder's calls that could have been made by now have been: nothing is on its way. */
async function settled(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await flushMicrotasks();
  await new Promise((resolve) => setTimeout(resolve, 30));
}

describe('[quote-7.30] the contact record', () => {
  it('[quote-7.30] driver2\'s Continue sends the e-mail, the 10-digit phone and driver1\'s date of birth; the lead write is not held up', async () => {
    const q = await start(revisitInput);
    expect(systemLeaves(q.actor)).toEqual(['driver2.asking', 'driver2:editing', 'driver2/disclosures:closed']);
    await settled();
    expect(sent('/quote/saveContact')).toEqual([]);
    contactOf(q).send({ type: 'driver2.submit', values: driver2Values });
    // The chart goes on as before: the lead is being written, nothing waits for the record.
    expect(q.actor.getSnapshot().value).toEqual({ driver2: 'savingLead' });
    const [call] = await received('/quote/saveContact');
    expect(call).toMatchObject({
      method: 'POST',
      path: '/api/quote/saveContact',
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
      body: { header, email: 'rosa.delgado@example.com', phone: '2145550142', dob: '1988-06-14' },
    });
  });

  it('[quote-7.30] an incomplete driver2 sends nothing', async () => {
    const q = await start(revisitInput);
    contactOf(q).send({ type: 'driver2.submit', values: { ...driver2Values, consent: false } });
    expect(systemLeaves(q.actor)).toEqual(['driver2.asking', 'driver2:editing', 'driver2/disclosures:closed']);
    await settled();
    expect(sent('/quote/saveContact')).toEqual([]);
  });

  it('[quote-7.30] the affiliate consent section\'s Continue sends the contact given there', async () => {
    const q = await start(consentRevisitInput);
    expect(systemLeaves(q.actor)).toEqual(['consent', 'consent:editing', 'consent/disclosures:closed']);
    contactOf(q).send({ type: 'consent.submit', values: { email: ' Rosa.D@Example.com ', phone: '214-555-0199', consent: true } });
    expect(q.actor.getSnapshot().value).toBe('quotes');
    const [call] = await received('/quote/saveContact');
    expect(call?.body).toEqual({ header, email: 'Rosa.D@Example.com', phone: '2145550199', dob: '1988-06-14' });
  });

  it('[quote-7.30] [quote-8.1] a contact the API refuses changes nothing in the form and is logged as an API Error', async () => {
    const email = Object.keys(CONTACT_FAULT_EMAILS).find((e) => CONTACT_FAULT_EMAILS[e] === '500') ?? '';
    const q = await start(revisitInput);
    contactOf(q).send({ type: 'driver2.submit', values: { ...driver2Values, email } });
    const [log] = await received('/log/error');
    expect(log?.body).toEqual({ header, type: 'API Error', url: '/api/quote/saveContact', message: 'The sandbox failed on purpose (fault 500).', status: 500 });
    expect(q.actor.getSnapshot().value).toEqual({ driver2: 'savingLead' });
    expect(sandbox.errors.map((e) => e.status)).toEqual([500]);
  });
});

describe('[quote-7.30] the personal data record', () => {
  it('[quote-7.30] driver3\'s Continue sends driver1\'s names and date of birth with every answer of driver3', async () => {
    const q = await start({ ...revisitInput, hash: '#driver3' });
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:editing']);
    addressOf(q).send({ type: 'driver3.submit', values: { ...driver3Values, address2: ' Apt 4B ', marital: '1', insured: '1', rentersAndHome: true } });
    expect(systemLeaves(q.actor)).toEqual(['driversummary', 'driversummary:list']);
    const [call] = await received('/quote/savePersonalData');
    expect(call).toMatchObject({ method: 'POST', headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }) });
    expect(call?.body).toEqual({
      header,
      firstName: 'Rosa',
      lastName: 'Delgado',
      dob: '1988-06-14',
      address: '4812 Maple Ridge Dr',
      address2: 'Apt 4B',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75204',
      gender: 1,
      maritalStatus: 1,
      priorInsurance: false,
      licenseType: '6',
      licenseId: '',
      rentersAndHome: true,
    });
    expect(sent('/quote/saveContact')).toEqual([]);
  });

  it('[quote-7.30] the builders read the form as the rate request does (trimmed, digits, codes, YYYY-MM-DD)', () => {
    expect(contactRecordOf(driver1Values, { email: ' rosa@example.com ', phone: '214.555.0142', consent: true })).toEqual({
      email: 'rosa@example.com',
      phone: '2145550142',
      dob: '1988-06-14',
    });
    expect(personalDataRecordOf({ ...driver1Values, firstName: ' Rosa ' }, { ...driver3Values, state: 'tx', gender: '0', marital: '0', insured: '0' })).toMatchObject({
      firstName: 'Rosa',
      state: 'TX',
      gender: 0,
      maritalStatus: 0,
      priorInsurance: true,
    });
  });
});

describe('[quote-7.30] the licence photo\'s file attached to the quote transaction', () => {
  const choice = { term: 6, product: 'SML', custom: {} };

  /** From the coverage, the quotes asked for: the transaction is prepared. */
  async function prepared(q: Awaited<ReturnType<typeof start>>) {
    q.controller.settle('loadCoverages', { done: texasCoverages });
    await flushMicrotasks();
    coverageOf(q).send({ type: 'coverage.submit', choice });
    await flushMicrotasks();
    expect(quoteStageOf(q).getSnapshot().value).toEqual('requesting');
    q.controller.settle('prepareTransaction', { done: { transactionId: MODEL_TRANSACTION_ID } });
    await flushMicrotasks();
  }

  it('[quote-7.30] [quote-3.16] a main driver read from a photo: the reading\'s fileId goes with the transaction once it is prepared', async () => {
    const q = await start(coverageRevisitInput);
    // Back to the first step, the licence read from a photo, then forward to the coverage again.
    q.actor.send({ type: 'hash.changed', hash: '#driver1' });
    driver1Of(q).send({ type: 'licence.mode', mode: 'uploadimage' });
    q.controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    driver1Of(q).getSnapshot().children.licenceImage?.send({ type: 'image.chosen', file: licencePhoto });
    q.controller.settle('checkImage', { done: undefined });
    await flushMicrotasks();
    q.controller.settle('uploadLicence', { done: texasReading });
    await flushMicrotasks();
    expect(q.actor.getSnapshot().context.answers.licenceFileId).toBe(texasReading.fileId);
    q.actor.send({ type: 'hash.changed', hash: '#coverage' });
    expect(systemLeaves(q.actor)).toEqual(['coverage', 'coverage:loading']);
    await settled();
    expect(sent('/helper/ocr/attachFile')).toEqual([]);
    await prepared(q);
    // The transaction exists; the rate request goes on (posting) while the file is attached.
    expect(rateRequestState(q.actor)).toBe('posting');
    const [call] = await received('/helper/ocr/attachFile');
    expect(call).toMatchObject({ headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }) });
    expect(call?.body).toEqual({ header, fileId: 'OCR-TX-1001', transactionId: MODEL_TRANSACTION_ID });
    expect(sent('/log/error')).toEqual([]);
  });

  it('[quote-7.30] a main driver typed (no photo, or the photo left for the licence number) attaches nothing', async () => {
    const typed = await start(coverageRevisitInput);
    await prepared(typed);
    const left = await start(coverageRevisitInput);
    left.actor.send({ type: 'hash.changed', hash: '#driver1' });
    driver1Of(left).send({ type: 'licence.mode', mode: 'scanimage' });
    left.controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    driver1Of(left).getSnapshot().children.licenceImage?.send({ type: 'image.chosen', file: licencePhoto });
    left.controller.settle('checkImage', { done: undefined });
    await flushMicrotasks();
    left.controller.settle('uploadLicence', { done: texasReading });
    await flushMicrotasks();
    driver1Of(left).send({ type: 'licence.mode', mode: 'dl' });
    left.actor.send({ type: 'hash.changed', hash: '#coverage' });
    await prepared(left);
    await settled();
    expect(rateRequestState(left.actor)).toBe('posting');
    expect(sent('/helper/ocr/attachFile')).toEqual([]);
  });
});

describe('[quote-8.1] the error log while the form runs', () => {
  it('[quote-8.1] [quote-7.30] a failed call is logged as an API Error with its path (no query), message and status', async () => {
    await start(newVisitInput);
    // The magic ZIP fails the lookup only (docs/sandbox.md): the log call goes through.
    await expect(lookupZip('00010', 'bluebonnet')).rejects.toMatchObject({ kind: 'http', status: 500 });
    const [log] = await received('/log/error');
    expect(log).toMatchObject({ method: 'POST', path: '/api/log/error' });
    expect(log?.headers).not.toHaveProperty('authorization');
    expect(log?.body).toEqual({ header, type: 'API Error', url: '/api/address/citybyzip', message: 'The sandbox failed on purpose (fault 500).', status: 500 });
  });

  it('[quote-8.1] [quote-4.5] on the California page the error log goes to the California endpoint', async () => {
    await start({ ...newVisitInput, storedAddress: null, californiaPage: true });
    await expect(lookupZip('00010', 'bluebonnet')).rejects.toMatchObject({ status: 500 });
    const [log] = await received('/log/error');
    expect(log?.path).toBe('/api-ca/log/error');
  });

  it('[quote-8.1] the log call\'s own failure is never logged (no loop); a cancelled call is not logged', async () => {
    await start(newVisitInput);
    sandbox.fault = '500';
    await expect(lookupZip('78701', 'bluebonnet')).rejects.toMatchObject({ status: 500 });
    await received('/log/error');
    await settled();
    // The log call failed too (the fault is on every call): still one log call, two errors reported.
    expect(sent('/log/error')).toHaveLength(1);
    expect(sandbox.errors.map((e) => e.url)).toEqual(['/api/address/citybyzip', '/api/log/error']);
    const controller = new AbortController();
    controller.abort();
    await expect(lookupZip('78701', 'bluebonnet', { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    await settled();
    expect(sent('/log/error')).toHaveLength(1);
    sandbox.fault = null;
  });

  it(`[quote-8.1] at most ${ERROR_LOG_LIMIT} errors are logged per run of the form, and none once it stopped`, async () => {
    const q = await start(newVisitInput);
    for (let i = 0; i < ERROR_LOG_LIMIT + 3; i += 1) await lookupZip('00010', 'bluebonnet').catch(() => {});
    await received('/log/error', ERROR_LOG_LIMIT);
    await settled();
    expect(sent('/log/error')).toHaveLength(ERROR_LOG_LIMIT);
    q.actor.stop();
    const fresh = await start(newVisitInput);
    fresh.actor.stop();
    await lookupZip('00010', 'bluebonnet').catch(() => {});
    await settled();
    expect(sent('/log/error')).toHaveLength(ERROR_LOG_LIMIT);
  });
});

describe("the records with the visitor's token expired", () => {
  it('[quote-7.30] a record sent a day after the token was kept: a new anonymous token, then the record with it', async () => {
    let now = MODEL_EPOCH;
    const tokens = tokenStoreOn(storageWith(), 'bluebonnet', () => now);
    sandbox = connectSandbox({ api: { getBearerToken: () => tokens.read('anonymous')?.token ?? null, getRecaptchaToken: async () => SANDBOX_RECAPTCHA.pass } });
    tokens.save('anonymous', 'visitor-token-of-yesterday', { region: 'main' });
    now += TOKEN_LIFETIME_MS.anonymous + MINUTE_MS;
    const recorder = createActor(quoteRecordsLogic, { input: { region: 'main', tokens } });
    stopped.push(recorder);
    recorder.start();
    recorder.send({ type: 'record.contact', record: contactRecordOf(driver1Values, driver2Values), region: 'main' });
    const [contact] = await received('/quote/saveContact');
    expect(sent('/account/loginWithToken')).toHaveLength(1);
    const renewed = tokens.read('anonymous')?.token;
    expect(renewed).toBeTruthy();
    expect(contact?.headers.authorization).toBe(`Bearer ${renewed ?? ''}`);
  });
});
