/**
 * The calls behind a quote card's buttons (quote-7.15, quote-7.16, quote-7.28, quote-7.29,
 * quote-8.8) through the real client against the in-process sandbox: what each call sends, each
 * magic rateQuoteId and X-Sandbox-Agents value, the 400, 401 and 404 answers, and the faults.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BINDING_BUY_RATE,
  BUY_NOW_URL_KINDS,
  IN_PROCESS_ORIGIN,
  MODEL_BUY_TRANSACTION,
  buyNowUrlFor,
  CONTACT_FAILS_CARRIER,
  DEFAULT_IDLE_AGENTS,
  RATE_QUOTE_IDS,
  rateQuoteIdsOf,
  SELECT_FAILS_CARRIER,
} from '../fixtures/data/rateQuotes';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import { AGENTS_HEADER, unknownRateMessage } from '../fixtures/sandbox/routes/buyNow';
import { apiFailure, connectSandbox, FAILING_FAULTS, TEST_BEARER_TOKEN, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { buyNow, CONTACT_SUCCESS_MESSAGE, getIdleAgentCount, selectQuote, sendContactRequest } from './buyNow';
import { configureApi } from './http';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const lastRecord = (path: string) => sandbox.records.filter((r) => r.path === `/api${path}`).at(-1);
const FAULT_500 = { kind: 'http', status: 500, message: 'The sandbox failed on purpose (fault 500).' };

describe('select quote: POST /rating/selectQuote', () => {
  it('[quote-7.15] sends the header, the rateQuoteId and the event type with the bearer token; the answer is read', async () => {
    await expect(selectQuote('RQ-LSM-6', 3)).resolves.toBeUndefined();
    expect(lastRecord('/rating/selectQuote')).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
      body: { header, rateQuoteId: 'RQ-LSM-6', selectQuoteEventType: 3 },
    });
    await selectQuote('RQ-GCA-12', 'buyNow');
    expect(lastRecord('/rating/selectQuote')?.body).toMatchObject({ selectQuoteEventType: 'buyNow' });
    expect(sandbox.errors).toEqual([]);
  });

  it.each(rateQuoteIdsOf(SELECT_FAILS_CARRIER))('[quote-7.15] %s (the carrier whose selectQuote fails: the input of the quote-8.8 event) answers 500', async (id) => {
    expect(await apiFailure(selectQuote(id, 1))).toMatchObject(FAULT_500);
  });

  it('[quote-7.15] a rateQuoteId the sandbox does not know is 404 with isSuccess false', async () => {
    const error = await apiFailure(selectQuote('RQ-NOPE-6', 1));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: unknownRateMessage('RQ-NOPE-6') });
    expect(error.body).toEqual({ isSuccess: false, message: unknownRateMessage('RQ-NOPE-6') });
  });

  it('[quote-7.15] a blank rateQuoteId or a negative event type is refused with 400', async () => {
    expect(await apiFailure(selectQuote('  ', 1))).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('rateQuoteId') });
    expect(await apiFailure(selectQuote('RQ-LSM-6', -1))).toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('buy now: POST /rating/buyNow', () => {
  it('[quote-7.16] sends the header and the rateQuoteId; answers the carrier\'s https address', async () => {
    expect(await buyNow('RQ-LSM-6')).toBe('https://buy.lsm.example/start?quote=RQ-LSM-6');
    expect(lastRecord('/rating/buyNow')).toMatchObject({
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
      body: { header, rateQuoteId: 'RQ-LSM-6' },
    });
  });

  it('[quote-7.16] every rate answers what buyNowUrlFor says (the data the docs and models read)', async () => {
    for (const id of RATE_QUOTE_IDS.filter((rate) => rate !== BINDING_BUY_RATE)) expect(await buyNow(id)).toBe(buyNowUrlFor(id));
  });

  it("[quote-7.16] Lone Star Mutual's 12-month rate answers the agency's online binding on the page's origin, a new transactionId each time", async () => {
    const first = new URL((await buyNow(BINDING_BUY_RATE)) ?? '');
    const second = new URL((await buyNow(BINDING_BUY_RATE)) ?? '');
    // The in-process sandbox answers on its own origin, the jsdom page's.
    expect(first.origin).toBe(IN_PROCESS_ORIGIN);
    expect(first.pathname).toBe('/bind/');
    expect(first.searchParams.get('rateQuoteId')).toBe(BINDING_BUY_RATE);
    expect(first.searchParams.get('transactionId')).toMatch(/^buy-[0-9a-f-]{36}$/);
    expect(second.searchParams.get('transactionId')).not.toBe(first.searchParams.get('transactionId'));
    // The path models name one transaction.
    expect(buyNowUrlFor(BINDING_BUY_RATE)).toBe(`${IN_PROCESS_ORIGIN}/bind/?transactionId=${MODEL_BUY_TRANSACTION}&rateQuoteId=${BINDING_BUY_RATE}`);
  });

  it('[quote-7.16] Prairie Shield: \'\' for the 6-month rate, an http address for the 12-month one; Gulf Coast Auto\'s 12-month rate an origin of no allowed list; all returned as given', async () => {
    expect(BUY_NOW_URL_KINDS).toEqual({ 'RQ-PSH-6': 'empty', 'RQ-PSH-12': 'http', 'RQ-GCA-12': 'foreign', [BINDING_BUY_RATE]: 'binding' });
    expect(await buyNow('RQ-PSH-6')).toBe('');
    expect(await buyNow('RQ-PSH-12')).toBe('http://buy.psh.example/start?quote=RQ-PSH-12');
    expect(await buyNow('RQ-GCA-12')).toBe('https://checkout.elsewhere.example/start?quote=RQ-GCA-12');
  });

  it('[quote-7.16] the carrier whose selectQuote fails still answers its buy-now address', async () => {
    const [id] = rateQuoteIdsOf(SELECT_FAILS_CARRIER);
    expect(await buyNow(id ?? '')).toMatch(/^https:\/\/buy\.sri\.example\//);
  });

  it('[quote-7.16] a rateQuoteId the sandbox does not know is 404', async () => {
    expect(await apiFailure(buyNow('RQ-LSM-7'))).toMatchObject({ kind: 'http', status: 404, message: unknownRateMessage('RQ-LSM-7') });
  });

  it('[quote-7.16] the California endpoint serves the same answer', async () => {
    expect(await buyNow('RQ-GCA-6', { region: 'ca' })).toBe('https://buy.gca.example/start?quote=RQ-GCA-6');
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/rating/buyNow');
  });
});

describe('contact request: POST /rating/contact', () => {
  it('[quote-7.28] sends the rateQuoteId and the contact type (0 text, 1 call); answers "send event success"', async () => {
    expect(await sendContactRequest('RQ-SRI-6', 0)).toEqual({ isSuccess: true, message: CONTACT_SUCCESS_MESSAGE });
    expect(lastRecord('/rating/contact')?.body).toEqual({ header, rateQuoteId: 'RQ-SRI-6', contactType: 0 });
    expect(await sendContactRequest('RQ-SRI-6', 1)).toEqual({ isSuccess: true, message: 'send event success' });
    expect(lastRecord('/rating/contact')?.body).toMatchObject({ contactType: 1 });
  });

  it.each(rateQuoteIdsOf(CONTACT_FAILS_CARRIER))('[quote-7.28] %s (the carrier whose contact request fails) answers 500', async (id) => {
    expect(await apiFailure(sendContactRequest(id, 1))).toMatchObject(FAULT_500);
  });

  it('[quote-7.28] a contact type other than 0 or 1 is refused with 400; an unknown rate is 404', async () => {
    expect(await apiFailure(sendContactRequest('RQ-SRI-6', 2 as 0))).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('contactType') });
    expect(await apiFailure(sendContactRequest('RQ-XYZ-6', 0))).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe(`idle agents: GET /agents/idleCount, by ${AGENTS_HEADER}`, () => {
  it('[quote-7.29] [quote-6.5] sends the header fields as the query; without the sandbox header the count is 2', async () => {
    expect(DEFAULT_IDLE_AGENTS).toBe(2);
    expect(await getIdleAgentCount()).toBe(2);
    expect(lastRecord('/agents/idleCount')).toMatchObject({
      method: 'GET',
      query: { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() },
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
    });
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['17', 17],
  ])('[quote-7.29] %s idle agents: the count is %i (0: no agent free)', async (value, expected) => {
    sandbox.headers = { [AGENTS_HEADER]: value };
    expect(await getIdleAgentCount()).toBe(expected);
  });

  it.each(['-1', 'two', '1.5', '100000'])('an X-Sandbox-Agents of %j is 400 naming the header', async (value) => {
    sandbox.headers = { [AGENTS_HEADER]: value };
    expect(await apiFailure(getIdleAgentCount())).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining(AGENTS_HEADER) });
  });
});

describe('auth and faults', () => {
  it.each([
    ['POST', '/api/rating/selectQuote'],
    ['POST', '/api/rating/buyNow'],
    ['POST', '/api/rating/contact'],
    ['GET', '/api/agents/idleCount'],
  ])('the sandbox answers 401 to %s %s without Authorization: Bearer', async (method, path) => {
    const res = await createInProcessFetch(createSandboxApp())(path, { method, body: method === 'POST' ? '{}' : undefined });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: BEARER_MISSING });
  });

  it('a body without the header object is refused with 400', async () => {
    const res = await createInProcessFetch(createSandboxApp())('/api/rating/buyNow', {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: JSON.stringify({ rateQuoteId: 'RQ-LSM-6' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('header') });
  });

  it('the client does not call without the visitor token (an auth ApiError)', async () => {
    configureApi({ getBearerToken: () => null });
    expect(await apiFailure(buyNow('RQ-LSM-6'))).toMatchObject({ kind: 'auth' });
    expect(await apiFailure(getIdleAgentCount())).toMatchObject({ kind: 'auth' });
    expect(sandbox.records).toEqual([]);
  });

  it.each(FAILING_FAULTS)('the %s fault of the X-Sandbox-Fault header fails every call as %s', async (fault, kind) => {
    sandbox.fault = fault;
    for (const call of [selectQuote('RQ-LSM-6', 1), buyNow('RQ-LSM-6'), sendContactRequest('RQ-LSM-6', 0), getIdleAgentCount()]) {
      expect((await apiFailure(call)).kind).toBe(kind);
    }
  });

  it('the slow fault answers normally, after the delay', async () => {
    sandbox.fault = 'slow';
    expect(await buyNow('RQ-GCA-6')).toBe('https://buy.gca.example/start?quote=RQ-GCA-6');
    expect(await getIdleAgentCount()).toBe(DEFAULT_IDLE_AGENTS);
  });

  it('an aborted buy now ends as an aborted ApiError, not reported', async () => {
    const controller = new AbortController();
    sandbox.fault = 'timeout';
    const call = buyNow('RQ-LSM-6', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    expect((await apiFailure(call)).kind).toBe('aborted');
    expect(sandbox.errors).toEqual([]);
  });
});
