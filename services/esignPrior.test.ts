/**
 * The payment and e-sign page's driver step calls against the in-process sandbox (no mocked fetch):
 * the quote's data, the earlier prepare request (decision 53; portal-3.15 to portal-3.17), and the
 * questions on the page's credential (portal-7.24: online binding's call, basic instead of the
 * visitor's token), each with the page's basic credential (portal-6.5); then the re-rating's poll of
 * a rating still running, broken answers, refusals and the faults.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CARRIER_QUESTIONS, BINDING_CARRIERS } from '../fixtures/data/binding';
import { ESIGN_TRANSACTIONS as T, PREPARED_TRANSACTION } from '../fixtures/data/esign';
import { NO_PRIOR_TRANSACTION, PRIOR_REQUESTS, ROSA_PRIOR_REQUEST } from '../fixtures/data/esignPrior';
import { BASIC_MISSING, BEARER_MISSING } from '../fixtures/sandbox/kit';
import { noPriorRequestMessage, RATING_HEADER, RATING_RUNNING } from '../fixtures/sandbox/routes/esign.prior';
import { apiFailure, connectSandbox, FAILING_FAULTS, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { getQuestions, underwritingQuestionSchema } from './binding';
import { getEsignQuestions, getPriorRequest, getRatingResults, priorRequestSchema } from './esign';
import { configureApi } from './http';

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const CREDENTIAL = { username: 'agency-page', password: 'sbx-basic-secret' };
const BASIC = `Basic ${btoa(`${CREDENTIAL.username}:${CREDENTIAL.password}`)}`;

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { basic: CREDENTIAL } });
});

describe("the quote's data (POST /rating/getpreparerequest)", () => {
  it.each(Object.keys(PRIOR_REQUESTS))("[portal-3.15] [portal-3.16] [portal-3.17] [portal-6.5] %s answers its earlier request, asked by transactionId with the basic credential", async (id) => {
    const prior = await getPriorRequest(id);
    expect(prior).toEqual(priorRequestSchema.parse(ROSA_PRIOR_REQUEST));
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'POST', path: '/api/rating/getpreparerequest', body: { header, transactionId: id } });
    expect(sandbox.records.at(-1)?.headers.authorization).toBe(BASIC);
  });

  it("[portal-3.16] [portal-3.17] the household in the prepare's shapes: Rosa primary, Ana added by hand without a licence, a car without a VIN yet", async () => {
    const prior = await getPriorRequest(T.driverInfo);
    expect(prior.drivers.map((d) => [d.firstName, d.primaryDriver, d.isManualDriver, d.license])).toEqual([
      ['Rosa', true, false, null],
      ['Ana', false, true, null],
    ]);
    expect(prior.vehicles.map((v) => [v.model, v.vin])).toEqual([
      ['F-150', '1FTEW1EG7JF716597'],
      ['Civic', null],
    ]);
    expect([prior.afee, prior.questionAnswers]).toEqual([45, [{ questionCd: 'RIDESHARE', answer: 'No' }]]);
  });

  it('[portal-8.7] a transaction without an earlier request: 404 (the unexpected-error message); without the credential: 401', async () => {
    expect(await apiFailure(getPriorRequest(NO_PRIOR_TRANSACTION))).toMatchObject({ kind: 'http', status: 404, message: noPriorRequestMessage(NO_PRIOR_TRANSACTION) });
    configureApi({ basic: null });
    expect(await apiFailure(getPriorRequest(T.driverInfo))).toMatchObject({ kind: 'auth' });
    const raw = await sandbox.settings.fetch('/api/rating/getpreparerequest', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ header, transactionId: T.driverInfo }) });
    expect([raw.status, await raw.json()]).toEqual([401, { message: BASIC_MISSING }]);
  });

  it('a broken answer (a car with a VIN of 18 characters, no drivers, a negative fee) is a schema error', () => {
    const car = ROSA_PRIOR_REQUEST.vehicles[0]!;
    expect(priorRequestSchema.safeParse({ ...ROSA_PRIOR_REQUEST, vehicles: [{ ...car, vin: `${car.vin}X` }] }).success).toBe(false);
    expect(priorRequestSchema.safeParse({ ...ROSA_PRIOR_REQUEST, drivers: [] }).success).toBe(false);
    expect(priorRequestSchema.safeParse({ ...ROSA_PRIOR_REQUEST, afee: -1 }).success).toBe(false);
    expect(priorRequestSchema.parse({ ...ROSA_PRIOR_REQUEST, afee: undefined, questionAnswers: undefined })).toMatchObject({ afee: null, questionAnswers: null });
  });
});

describe('the questions on the payment page (GET /questions/{carrierId}, portal-7.24)', () => {
  it("[portal-7.24] [portal-3.19] [portal-6.5] the carrier's questions with the page's basic credential, the header fields as the query", async () => {
    const questions = await getEsignQuestions(BINDING_CARRIERS.allOn);
    expect(questions).toEqual(CARRIER_QUESTIONS[BINDING_CARRIERS.allOn]!.map((q) => underwritingQuestionSchema.parse(q)));
    const sent = sandbox.records.at(-1);
    expect(sent).toMatchObject({ method: 'GET', path: `/api/questions/${BINDING_CARRIERS.allOn}`, query: header });
    expect(sent?.headers.authorization).toBe(BASIC);
  });

  it('[portal-7.24] [portal-8.9] a carrier without questions: none; the California endpoint on its region', async () => {
    expect(await getEsignQuestions(BINDING_CARRIERS.allOff, { region: 'ca' })).toEqual([]);
    expect(sandbox.records.at(-1)?.path).toBe(`/api-ca/questions/${BINDING_CARRIERS.allOff}`);
  });

  it("online binding's call keeps the visitor's token; neither credential: 401", async () => {
    configureApi({ basic: null, getBearerToken: () => 'sbx-anon-test-token' });
    expect(await getQuestions(BINDING_CARRIERS.allOff)).toEqual([]);
    const raw = await sandbox.settings.fetch(`/api/questions/${BINDING_CARRIERS.allOn}?lang=en&trackId=t&requestDate=${encodeURIComponent(TEST_NOW.toISOString())}`);
    expect([raw.status, await raw.json()]).toEqual([401, { message: BEARER_MISSING }]);
  });
});

describe('the re-rating still running (X-Sandbox-Rating)', () => {
  it('[portal-7.26] a results poll with the header: no carrier completed yet; without it, the results route answers', async () => {
    sandbox.headers = { [RATING_HEADER]: RATING_RUNNING };
    expect(await getRatingResults(PREPARED_TRANSACTION)).toEqual({ isSuccess: true, completedCount: 0 });
    sandbox.headers = {};
    expect(await getRatingResults(PREPARED_TRANSACTION)).toEqual({ isSuccess: true, completedCount: 1 });
  });
});

describe('faults', () => {
  it.each(FAILING_FAULTS)('the fault %s fails the driver step\'s calls (%s)', async (fault, kind) => {
    sandbox.fault = fault;
    for (const call of [getPriorRequest(T.driverInfo), getEsignQuestions(BINDING_CARRIERS.allOn)]) expect(await apiFailure(call)).toMatchObject({ kind });
  });
});
