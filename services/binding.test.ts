/**
 * Online binding's calls against the in-process sandbox (no mocked fetch): the transaction of a
 * rateQuoteId (portal-7.18, portal-3.22) on its endpoint, the carriers' questions (portal-3.19),
 * the call back request (portal-7.19), and the verification log read, created and updated by
 * TransactionId (portal-7.21, portal-3.23) with the sandbox's agent answering the codes
 * (portal-4.20): by itself for the magic codes, or from the agent desk. Then the refusals and the
 * faults.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BINDING_CARRIERS,
  BINDING_QUOTES,
  CALL_BACK_FAILS_PHONE,
  CALL_BACK_MESSAGE,
  AGENT_HEADER,
  agentHeaderValue,
  agentWordsOf,
  findBindingTransaction,
  ROW_GONE_HEADER,
  rowSeedOf,
  seededTransactionId,
  VERIFICATION_CODES,
} from '../fixtures/data/binding';
import { SANDBOX_DRIVERS } from '../fixtures/data/drivers';
import { detailByVin } from '../fixtures/data/vehicles';
import { AGENT_DESK_ANSWER_PATH } from '../fixtures/sandbox/agentDesk';
import { noRowMessage, noTransactionMessage, ROW_EXISTS_MESSAGE, wrongEndpointMessage } from '../fixtures/sandbox/routes/binding.magic';
import { apiFailure, connectSandbox, FAILING_FAULTS, TEST_BEARER_TOKEN, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import {
  createVerification,
  getBindingTransaction,
  getQuestions,
  readVerification,
  requestCallBack,
  updateVerification,
  verificationRowSchema,
  type SheetLocation,
  type VerificationRow,
} from './binding';
import { searchDriverByLicense, searchDriversByName } from './search';
import { getVehicleByVin } from './vehicle';

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const MAIN: SheetLocation = { region: 'main', url: null };
const CA: SheetLocation = { region: 'ca', url: null };

let sandbox: SandboxHarness;
let bearer: string | null;

beforeEach(() => {
  bearer = TEST_BEARER_TOKEN;
  sandbox = connectSandbox({ api: { getBearerToken: () => bearer } });
});

/** A new row of the log as the page creates it at its first visit: no code yet. */
function newRow(transactionId: string, rateQuoteId: string): VerificationRow {
  return verificationRowSchema.parse({ Timestamp: '2025-03-10T10:00:00-05:00', TransactionId: transactionId, RateQuoteId: rateQuoteId, VisitDate: '03/10/2025 10:00 AM' });
}

/** The desk's Yes or No to a pending code, posted as its form does (the same in-process app). */
function deskAnswer(fields: Record<string, string>): Promise<Response> {
  return sandbox.settings.fetch(AGENT_DESK_ANSWER_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('the transaction (GET /binding/transaction)', () => {
  it('[portal-7.18] [portal-3.22] answers the Texas customer\'s transaction and carrier by rateQuoteId, with the header fields and the bearer token', async () => {
    const answer = await getBindingTransaction(BINDING_QUOTES.texas);
    expect(answer.companyId).toBe(BINDING_CARRIERS.allOn);
    expect(answer.transaction.customer).toEqual({
      email: 'rosa.delgado@example.com',
      phoneNumber: '2145550147',
      address: { address1: '4812 Maple Ridge Dr', apt: null, city: 'Dallas', state: 'TX', zipCode: '75204' },
    });
    expect(answer.transaction.drivers.map((d) => [d.firstName, d.lastName, d.dob, d.relation, d.gender, d.maritalStatus, d.isExcluded, d.driverLicenseNumber])).toEqual([
      ['Rosa', 'Delgado', '1988-06-14', 0, 1, 0, false, null],
      ['Luis', 'Delgado', '1986-01-30', 1, 0, 0, false, '13572468'],
    ]);
    expect(answer.transaction.cars.map((c) => [c.vin, c.year, c.maker, c.model])).toEqual([
      ['1FTEW1EG7JF716597', 2018, 'Ford', 'F-150'],
      [null, 2017, 'Honda', 'Civic'],
    ]);
    expect(answer.transaction.questionAnswers).toEqual([{ questionCd: 'RIDESHARE', answer: 'No' }]);
    const sent = sandbox.records.at(-1);
    expect(sent).toMatchObject({ method: 'GET', path: '/api/binding/transaction', query: { ...header, RateQuoteId: BINDING_QUOTES.texas } });
    expect(sent?.headers.authorization).toBe(`Bearer ${TEST_BEARER_TOKEN}`);
  });

  it('[portal-7.18] the driver step\'s data is the quote form\'s: the licence lookup finds the primary and the found driver, the VIN decode knows every car', async () => {
    const { transaction } = await getBindingTransaction(BINDING_QUOTES.texas);
    const rosa = await searchDriverByLicense({ licenseNumber: SANDBOX_DRIVERS.texasLicense, dob: '1988-06-14', fetchAddress: false });
    expect(rosa.drivers[0]?.firstName).toBe(transaction.drivers[0]?.firstName);
    const luis = transaction.drivers[1];
    const found = await searchDriverByLicense({ licenseNumber: luis?.driverLicenseNumber ?? '', dob: luis?.dob ?? '', fetchAddress: false });
    expect(found.drivers[0]?.firstName).toBe('Luis');
    for (const vin of ['1FTEW1EG7JF716597', '2HGFC2F58HH264186']) {
      const [decoded] = await getVehicleByVin(vin);
      expect(decoded).toMatchObject({ vin, year: detailByVin(vin)?.year, maker: detailByVin(vin)?.maker, model: detailByVin(vin)?.model });
    }
    // The California customer's licence is checked by name and address (portal-5.9's CA reading), on /api-ca.
    const ca = findBindingTransaction(BINDING_QUOTES.california);
    const kevin = await searchDriversByName({ firstName: 'Kevin', lastName: SANDBOX_DRIVERS.californiaLastName, dob: SANDBOX_DRIVERS.californiaDob, address: ca?.transaction.customer.address.address1 ?? '', city: 'Los Angeles', state: 'CA', zipCode: '90026' }, { region: 'ca' });
    expect(kevin.drivers[0]?.firstName).toBe('Kevin');
  });

  it('[portal-7.18] the transaction is answered on either endpoint (the page learns the state from it): the California customer\'s address says CA', async () => {
    const main = await getBindingTransaction(BINDING_QUOTES.california);
    expect(main).toMatchObject({ companyId: BINDING_CARRIERS.allOff, transaction: { customer: { address: { state: 'CA', city: 'Los Angeles' } } } });
    expect(await getBindingTransaction(BINDING_QUOTES.california, { region: 'ca' })).toEqual(main);
    expect(sandbox.records.map((r) => r.path)).toEqual(['/api/binding/transaction', '/api-ca/binding/transaction']);
  });

  it('[portal-7.18] the failing transaction answers HTTP 500; an unknown rateQuoteId 404', async () => {
    expect(await apiFailure(getBindingTransaction(BINDING_QUOTES.fails))).toMatchObject({ kind: 'http', status: 500 });
    expect(await apiFailure(getBindingTransaction(BINDING_QUOTES.unknown))).toMatchObject({ kind: 'http', status: 404, message: noTransactionMessage(BINDING_QUOTES.unknown) });
  });

  it('without a token the call is not sent; the sandbox refuses a call without one (401) and a blank RateQuoteId (400)', async () => {
    bearer = null;
    expect((await apiFailure(getBindingTransaction(BINDING_QUOTES.texas))).kind).toBe('auth');
    expect(sandbox.records).toHaveLength(0);
    const query = new URLSearchParams({ ...header, RateQuoteId: BINDING_QUOTES.texas });
    expect((await sandbox.settings.fetch(`/api/binding/transaction?${query}`)).status).toBe(401);
    bearer = TEST_BEARER_TOKEN;
    expect(await apiFailure(getBindingTransaction('  '))).toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('the questions (GET /questions/{carrierId})', () => {
  it('[portal-3.19] answers a carrier\'s questions: Y and N unless a question has its own values, validation as a boolean (also from a sheet\'s "true")', async () => {
    const questions = await getQuestions(BINDING_CARRIERS.allOn);
    expect(questions.map((q) => [q.questionCd, q.validationrequired, q.validanswer, q.yesValue, q.noValue])).toEqual([
      ['SUSP', true, 'N', 'Y', 'N'],
      ['RIDESHARE', false, '', 'Yes', 'No'],
      ['SR22', true, 'N', 'Y', 'N'],
    ]);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/questions/LSM', query: header });
  });

  it('[portal-3.19] a carrier without questions, or one the sandbox does not know, answers an empty list; Sierra Ridge\'s fails (500)', async () => {
    expect(await getQuestions(BINDING_CARRIERS.allOff, { region: 'ca' })).toEqual([]);
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/questions/GCA');
    expect(await getQuestions('ACM')).toEqual([]);
    expect(await apiFailure(getQuestions(BINDING_CARRIERS.questionsFail))).toMatchObject({ kind: 'http', status: 500 });
  });
});

describe('the call back (POST /binding/nonvoicecall)', () => {
  it('[portal-7.19] sends the phone without dashes and the rateQuoteId, and answers the message', async () => {
    expect(await requestCallBack({ phone: '214-555-0147', rateQuoteId: BINDING_QUOTES.texas })).toBe(CALL_BACK_MESSAGE);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'POST', path: '/api/binding/nonvoicecall', body: { phonenumber: '2145550147', ratequoteid: BINDING_QUOTES.texas } });
  });

  it('[portal-7.19] the magic phone fails with HTTP 500, so the page can record Failure as the agent notification', async () => {
    expect(await apiFailure(requestCallBack({ phone: '214-555-0199', rateQuoteId: BINDING_QUOTES.texas }))).toMatchObject({ kind: 'http', status: 500 });
    expect(sandbox.records.at(-1)?.body).toEqual({ phonenumber: CALL_BACK_FAILS_PHONE, ratequoteid: BINDING_QUOTES.texas });
    await createVerification(newRow('tx-callback', BINDING_QUOTES.texas), MAIN);
    await updateVerification('tx-callback', { 'Agent Notification': 'Failure' }, MAIN);
    expect((await readVerification('tx-callback', MAIN))?.['Agent Notification']).toBe('Failure');
  });

  it('[portal-7.19] the California customer\'s request goes to /api-ca (404 on /api, and a Texan\'s on /api-ca); a body with other fields or a short phone is refused', async () => {
    expect(await requestCallBack({ phone: '310-555-0183', rateQuoteId: BINDING_QUOTES.california }, { region: 'ca' })).toBe(CALL_BACK_MESSAGE);
    expect(await apiFailure(requestCallBack({ phone: '310-555-0183', rateQuoteId: BINDING_QUOTES.california }))).toMatchObject({ kind: 'http', status: 404 });
    expect(await apiFailure(requestCallBack({ phone: '214-555-0147', rateQuoteId: BINDING_QUOTES.texas }, { region: 'ca' }))).toMatchObject({
      kind: 'http',
      status: 404,
      message: wrongEndpointMessage(BINDING_QUOTES.texas, '/api'),
    });
    expect(await apiFailure(requestCallBack({ phone: '555-0183', rateQuoteId: BINDING_QUOTES.texas }))).toMatchObject({ kind: 'http', status: 400 });
    const extra = await sandbox.settings.fetch('/api/binding/nonvoicecall', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_BEARER_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phonenumber: '2145550147', ratequoteid: BINDING_QUOTES.texas, header }),
    });
    expect(extra.status).toBe(400);
  });
});

describe('the verification log (/sheets/verification)', () => {
  it('[portal-7.21] [portal-3.23] reads nothing, creates the row with every column, reads it back and changes columns by TransactionId', async () => {
    expect(await readVerification('tx-1', MAIN)).toBeNull();
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/sheets/verification/search', query: { TransactionId: 'tx-1' } });
    const row = newRow('tx-1', BINDING_QUOTES.texas);
    await createVerification(row, MAIN);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'POST', path: '/api/sheets/verification', body: { data: [row] } });
    expect(await readVerification('tx-1', MAIN)).toEqual(row);
    await updateVerification('tx-1', { 'Request Call Back': 'Yes', 'Contact Verification Status': 'No' }, MAIN);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'PUT', path: '/api/sheets/verification/TransactionId/tx-1', body: { data: { 'Request Call Back': 'Yes', 'Contact Verification Status': 'No' } } });
    expect(await readVerification('tx-1', MAIN)).toEqual({ ...row, 'Request Call Back': 'Yes', 'Contact Verification Status': 'No' });
    for (const record of sandbox.records) expect(record.headers.authorization).toBe(`Bearer ${TEST_BEARER_TOKEN}`);
  });

  it('[portal-7.21] the California customer\'s log is the CA endpoint\'s own sheet; its row is refused on the main one', async () => {
    const row = newRow('tx-ca', BINDING_QUOTES.california);
    await createVerification(row, CA);
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/sheets/verification');
    expect(await readVerification('tx-ca', CA)).toEqual(row);
    expect(await readVerification('tx-ca', MAIN)).toBeNull();
    expect(await apiFailure(createVerification(row, MAIN))).toMatchObject({ kind: 'http', status: 404, message: wrongEndpointMessage(BINDING_QUOTES.california, '/api-ca') });
  });

  it('[portal-7.21] one row per transaction: a second create is 409, an update of a transaction without a row 404', async () => {
    await createVerification(newRow('tx-2', BINDING_QUOTES.texas), MAIN);
    expect(await apiFailure(createVerification(newRow('tx-2', BINDING_QUOTES.texas), MAIN))).toMatchObject({ kind: 'http', status: 409, message: ROW_EXISTS_MESSAGE });
    expect(await apiFailure(updateVerification('tx-none', { 'Request Call Back': 'Yes' }, MAIN))).toMatchObject({ kind: 'http', status: 404, message: noRowMessage('tx-none') });
  });

  it('[portal-3.23] the columns are exactly the row\'s: an unknown column, a missing one, a TransactionId change or an agent\'s Yes written by the page is refused', async () => {
    const put = (data: unknown) =>
      sandbox.settings.fetch('/api/sheets/verification/TransactionId/tx-3', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${TEST_BEARER_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data }),
      });
    await createVerification(newRow('tx-3', BINDING_QUOTES.texas), MAIN);
    expect((await put({ 'Email Code 3': '1' })).status).toBe(400);
    expect((await put({ TransactionId: 'tx-4' })).status).toBe(400);
    expect((await put({ 'Email Code Status 1': 'Yes' })).status).toBe(400);
    expect((await put({ 'Email Code Status 2': 'Verify-1' })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    const { RateQuoteId: _left, ...missing } = newRow('tx-5', BINDING_QUOTES.texas);
    const post = await sandbox.settings.fetch('/api/sheets/verification', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_BEARER_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: [missing] }),
    });
    expect(post.status).toBe(400);
  });
});

describe('rows of an earlier visit, named by the transactionId (the browser walk opens pages with them)', () => {
  const base = findBindingTransaction(BINDING_QUOTES.texas)!.transactionId;

  it('[portal-7.21] [portal-4.20] a transactionId naming a row gets it at its first read: codes written at their attempts, the agent answering the magic ones', async () => {
    const id = `${seededTransactionId(base, { email: { kind: 'pending', attempt: 1 }, text: { kind: 'no', attempt: 2 }, verified: false })}--w1`;
    const row = await readVerification(id, MAIN);
    expect(row).toMatchObject({
      TransactionId: id,
      RateQuoteId: BINDING_QUOTES.texas,
      'Email Code 1': VERIFICATION_CODES.never,
      'Email Code Status 1': 'Verify-1',
      'Email Code 2': '',
      'Text Code 1': VERIFICATION_CODES.alwaysNo,
      'Text Code Status 1': 'No',
      'Text Code 2': VERIFICATION_CODES.alwaysNo,
      'Text Code Status 2': 'No',
      'Contact Verification Status': '',
    });
    // Made once: what the page writes later stays.
    await updateVerification(id, { 'Request Call Back': 'Yes' }, MAIN);
    expect(await readVerification(id, MAIN)).toMatchObject({ 'Request Call Back': 'Yes', 'Email Code Status 1': 'Verify-1' });
  });

  it('[portal-7.21] a verified row, made at its first write too; any other transactionId has no row until the page creates it', async () => {
    const id = `${seededTransactionId(base, { email: { kind: 'yes', attempt: 1 }, text: { kind: 'yes', attempt: 1 }, verified: true })}--w2`;
    await updateVerification(id, { 'Request Call Back': 'Yes' }, MAIN);
    expect(await readVerification(id, MAIN)).toMatchObject({ 'Email Code Status 1': 'Yes', 'Text Code Status 1': 'Yes', 'Contact Verification Status': 'Yes', 'Request Call Back': 'Yes' });
    expect(rowSeedOf(`${base}--w3`)).toBeNull();
    expect(await readVerification(`${base}--w3`, MAIN)).toBeNull();
  });

  it(`[portal-7.21] a read sent with ${ROW_GONE_HEADER}: gone finds no row (taken away, as by hand in the sheet), and the page can create it again`, async () => {
    await createVerification(newRow('tx-gone', BINDING_QUOTES.texas), MAIN);
    sandbox.headers = { [ROW_GONE_HEADER]: 'gone' };
    expect(await readVerification('tx-gone', MAIN)).toBeNull();
    sandbox.headers = {};
    expect(await readVerification('tx-gone', MAIN)).toBeNull();
    await createVerification(newRow('tx-gone', BINDING_QUOTES.texas), MAIN);
    expect(await readVerification('tx-gone', MAIN)).not.toBeNull();
  });

  it(`[portal-4.20] a read sent with ${AGENT_HEADER} answers the waiting codes it names, as the agent desk does; a code already answered keeps its answer`, async () => {
    const id = `${seededTransactionId(base, { email: { kind: 'pending', attempt: 1 }, text: { kind: 'yes', attempt: 1 }, verified: false })}--w4`;
    sandbox.headers = { [AGENT_HEADER]: agentHeaderValue({ Email: 'No', Text: 'No' }) };
    expect(await readVerification(id, MAIN)).toMatchObject({ 'Email Code Status 1': 'No', 'Text Code Status 1': 'Yes', 'Contact Verification Status': '' });
    sandbox.headers = { [AGENT_HEADER]: agentHeaderValue({ verified: true }) };
    expect(await readVerification(id, MAIN)).toMatchObject({ 'Contact Verification Status': 'Yes' });
    expect(agentWordsOf('email=Maybe;text=Yes;other=No')).toEqual({ Text: 'Yes' });
  });
});

describe('the agent (portal-4.20): codes written with status Verify-n', () => {
  /** The page writes a code of an attempt, as the verification step does. */
  const write = (tx: string, channel: 'Email' | 'Text', attempt: 1 | 2, code: string) =>
    updateVerification(tx, { [`${channel} Code ${attempt}`]: code, [`${channel} Code Status ${attempt}`]: `Verify-${attempt}` }, MAIN);
  const statusOf = async (tx: string, channel: 'Email' | 'Text', attempt: 1 | 2) => (await readVerification(tx, MAIN))?.[`${channel} Code Status ${attempt}`];

  beforeEach(async () => {
    await createVerification(newRow('tx-agent', BINDING_QUOTES.texas), MAIN);
  });

  it(`[portal-4.20] ${VERIFICATION_CODES.yes}: Yes at once, for the email and the text code`, async () => {
    await write('tx-agent', 'Email', 1, VERIFICATION_CODES.yes);
    await write('tx-agent', 'Text', 1, VERIFICATION_CODES.yes);
    const row = await readVerification('tx-agent', MAIN);
    expect([row?.['Email Code 1'], row?.['Email Code Status 1'], row?.['Text Code Status 1']]).toEqual([VERIFICATION_CODES.yes, 'Yes', 'Yes']);
  });

  it(`[portal-4.20] ${VERIFICATION_CODES.noThenYes}: No to attempt 1, Yes to attempt 2`, async () => {
    await write('tx-agent', 'Email', 1, VERIFICATION_CODES.noThenYes);
    expect(await statusOf('tx-agent', 'Email', 1)).toBe('No');
    await write('tx-agent', 'Email', 2, VERIFICATION_CODES.noThenYes);
    expect(await statusOf('tx-agent', 'Email', 2)).toBe('Yes');
  });

  it(`[portal-4.20] ${VERIFICATION_CODES.alwaysNo}: No on every attempt, the third (counters reset, attempt 2 cleared) too`, async () => {
    await write('tx-agent', 'Text', 1, VERIFICATION_CODES.alwaysNo);
    await write('tx-agent', 'Text', 2, VERIFICATION_CODES.alwaysNo);
    expect([await statusOf('tx-agent', 'Text', 1), await statusOf('tx-agent', 'Text', 2)]).toEqual(['No', 'No']);
    await updateVerification('tx-agent', { 'Text Code 1': VERIFICATION_CODES.alwaysNo, 'Text Code Status 1': 'Verify-1', 'Text Code 2': '', 'Text Code Status 2': '' }, MAIN);
    const row = await readVerification('tx-agent', MAIN);
    expect([row?.['Text Code Status 1'], row?.['Text Code 2'], row?.['Text Code Status 2']]).toEqual(['No', '', '']);
  });

  it(`[portal-4.20] ${VERIFICATION_CODES.never}: never answered, whatever the polls`, async () => {
    await write('tx-agent', 'Email', 1, VERIFICATION_CODES.never);
    for (let poll = 0; poll < 4; poll++) expect(await statusOf('tx-agent', 'Email', 1)).toBe('Verify-1');
  });

  it(`[portal-4.20] ${VERIFICATION_CODES.yesAfterWait}: the first read after the write still pending, the next Yes`, async () => {
    await write('tx-agent', 'Email', 2, VERIFICATION_CODES.yesAfterWait);
    expect(await statusOf('tx-agent', 'Email', 2)).toBe('Verify-2');
    expect(await statusOf('tx-agent', 'Email', 2)).toBe('Yes');
  });

  it('[portal-4.20] any other code waits for the agent desk; its No, then Yes to the next attempt, show at the next read', async () => {
    await write('tx-agent', 'Email', 1, '918273');
    expect(await statusOf('tx-agent', 'Email', 1)).toBe('Verify-1');
    const no = await deskAnswer({ region: 'main', transactionId: 'tx-agent', channel: 'Email', attempt: '1', answer: 'No' });
    expect(no.status).toBe(303);
    expect(no.headers.get('location')).toContain('done=answered');
    expect(await statusOf('tx-agent', 'Email', 1)).toBe('No');
    // Answered already: the desk says so and changes nothing.
    const again = await deskAnswer({ region: 'main', transactionId: 'tx-agent', channel: 'Email', attempt: '1', answer: 'Yes' });
    expect(again.headers.get('location')).toContain('done=stale');
    expect(await statusOf('tx-agent', 'Email', 1)).toBe('No');
    await write('tx-agent', 'Email', 2, '918274');
    await deskAnswer({ region: 'main', transactionId: 'tx-agent', channel: 'Email', attempt: '2', answer: 'Yes' });
    expect(await statusOf('tx-agent', 'Email', 2)).toBe('Yes');
  });
});

describe('faults', () => {
  it.each(FAILING_FAULTS)('the fault %s fails every binding call (%s)', async (fault, kind) => {
    await createVerification(newRow('tx-fault', BINDING_QUOTES.texas), MAIN);
    sandbox.fault = fault;
    expect(await apiFailure(getBindingTransaction(BINDING_QUOTES.texas))).toMatchObject({ kind });
    expect(await apiFailure(getQuestions(BINDING_CARRIERS.allOn))).toMatchObject({ kind });
    expect(await apiFailure(requestCallBack({ phone: '2145550147', rateQuoteId: BINDING_QUOTES.texas }))).toMatchObject({ kind });
    expect(await apiFailure(readVerification('tx-fault', MAIN))).toMatchObject({ kind });
    expect(await apiFailure(createVerification(newRow('tx-fault-2', BINDING_QUOTES.texas), MAIN))).toMatchObject({ kind });
    expect(await apiFailure(updateVerification('tx-fault', { 'Request Call Back': 'Yes' }, MAIN))).toMatchObject({ kind });
  });

  it('the slow fault answers normally after the delay', async () => {
    sandbox.fault = 'slow';
    expect((await getBindingTransaction(BINDING_QUOTES.texas)).companyId).toBe(BINDING_CARRIERS.allOn);
  });
});
