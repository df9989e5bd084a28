/**
 * The auto payment and e-sign page's calls against the in-process sandbox (no mocked fetch): the
 * status on load of every magic transactionId (portal-7.22, portal-3.20), the carrier result
 * (portal-7.23, portal-3.18), the rating prepare and results (portal-7.25, portal-7.26), the buy-now
 * status (portal-7.27), the policy document (portal-7.28), the payment address and result
 * (portal-7.29, portal-7.30) and the e-sign address (portal-7.31), each with the page's basic
 * credential (portal-6.5). Then malformed answers, the refusals and the faults.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ESIGN_CARRIERS,
  ESIGN_FAULT_IDS,
  ESIGN_POLICIES,
  ESIGN_TRANSACTION_DATA,
  ESIGN_TRANSACTIONS as T,
  eSignUrlOf,
  paymentUrlOf,
  PREPARED_TRANSACTION,
  RATE_FAILED_DESC,
  RC3_MESSAGES,
} from '../fixtures/data/esign';
import { SUSPENDED_QUESTION } from '../fixtures/data/binding';
import { BASIC_MISSING } from '../fixtures/sandbox/kit';
import { RESULTS_REJECTED_MESSAGE, unknownPolicyMessage, unknownTransactionMessage } from '../fixtures/sandbox/routes/esign.magic';
import { apiFailure, connectSandbox, FAILING_FAULTS, SLOW_FAULT_TIMEOUT_MS, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import {
  addOrGetBuyNowStatus,
  buyNowStatusAnswerSchema,
  carrierResultSchema,
  currentStatusAnswerSchema,
  documentSchema,
  getCarrierResult,
  getCurrentBuyNowStatus,
  getESignUrl,
  getPaymentDetail,
  getPaymentUrl,
  getPolicyDocument,
  getRatingResults,
  MAX_DOCUMENT_CHARS,
  paymentDetailSchema,
  paymentTokenAnswerSchema,
  prepareRating,
  type PrepareRequest,
} from './esign';
import { configureApi } from './http';

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const CREDENTIAL = { username: 'agency-page', password: 'sbx-basic-secret' };
const BASIC = `Basic ${btoa(`${CREDENTIAL.username}:${CREDENTIAL.password}`)}`;
const LSM = ESIGN_CARRIERS.esign;

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { basic: CREDENTIAL } });
});

/** A call sent as the page sends it: a POST to the path, the header object and the fields, the basic credential. */
function expectSent(path: string, fields: Record<string, unknown>): void {
  const sent = sandbox.records.at(-1);
  expect(sent).toMatchObject({ method: 'POST', path: `/api${path}`, body: { header, ...fields } });
  expect(sent?.headers.authorization).toBe(BASIC);
}

/** A direct POST to the sandbox (a request the client would never send). */
function rawPost(path: string, body: unknown, authorization: string | null = BASIC): Promise<Response> {
  return sandbox.settings.fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(body),
  });
}

const decode = (base64: string) => atob(base64);

/** The page's re-rating: Rosa Delgado of Dallas and her F-150 (portal-3.15 to portal-3.18). */
const PREPARE: Omit<PrepareRequest, 'requestStep'> = {
  customer: {
    name: 'Rosa',
    surname: 'Delgado',
    email: 'rosa.delgado@example.com',
    phoneNumber: '2145550147',
    address: { address: '4812 Maple Ridge Dr', apt: null, city: 'Dallas', state: 'TX', zipCode: '75204', county: 'Dallas' },
  },
  drivers: [
    {
      firstName: 'Rosa',
      lastName: 'Delgado',
      dob: '1988-06-14',
      gender: 1,
      marital: 0,
      relation: 0,
      primaryDriver: true,
      isExcluded: false,
      driverstatus: null,
      residencestatus: null,
      license: '24681357',
      issueDate: '2006-07-01',
      isManualDriver: false,
      age: 36,
      sex: 'F',
      driverLicenseStatusCdFormatted: 'Valid',
    },
  ],
  vehicles: [
    {
      vin: '1FTEW1EG7JF716597',
      year: 2018,
      maker: 'Ford',
      model: 'F-150',
      odometerReading: 48210,
      commutingVehicle: true,
      commutingDays: 5,
      commutingAddress: { address: '2100 Ross Ave', city: 'Dallas', state: 'TX', zipCode: '75201' },
      selectedAnnualMileage: 12000,
      coverages: [{ coverageName: 'Bodily Injury', coverageDescription: 'Per person / per accident', limit: ['30000', '60000'] }],
    },
  ],
  quote: { companyName: 'Lone Star Mutual', term: 6, quoteNumber: 'LSM-Q-48213', payPlanPaymentAmount: 142.5, agencyFee: 45 },
  afee: 45,
  questionAnswers: [{ questionCd: SUSPENDED_QUESTION.questionCd, answer: 'N', questionText: SUSPENDED_QUESTION.questionText }],
};

describe('the status on load (POST /buynowstatus/getcurrentbuynowstatusbytransactionid)', () => {
  it.each(ESIGN_TRANSACTION_DATA.filter((t) => t.current !== null).map((t) => [t.transactionId, t] as const))(
    '[portal-7.22] [portal-3.20] [portal-6.5] %s answers its status and buy-now status, sent with the basic credential',
    async (id, t) => {
      const status = await getCurrentBuyNowStatus(id);
      expect(status).toEqual(currentStatusAnswerSchema.parse({ currentBuyNowStatus: t.current }).currentBuyNowStatus);
      expect(status?.status).toBe(t.current?.status);
      expectSent('/buynowstatus/getcurrentbuynowstatusbytransactionid', { transactionId: id });
    },
  );

  it('[portal-7.22] [portal-3.20] one transaction per step on load, and the cases the page tells apart', async () => {
    const steps = new Map<string, unknown>();
    for (const id of [T.newQuote, T.driverInfo, T.payPending, T.payment, T.esign3, T.esign4, T.esignUnsigned, T.sold]) steps.set(id, (await getCurrentBuyNowStatus(id))?.status);
    expect([...steps.values()]).toEqual([-1, 0, 1, 2, 3, 4, 5, 6]);
    expect(await getCurrentBuyNowStatus(T.payPending)).toMatchObject({ paymentToken: 'ptk-es-status-1-pending', paymentStatus: 'Pending', rc2Status: 1 });
    expect(await getCurrentBuyNowStatus(T.payNoToken)).toMatchObject({ status: 1, paymentToken: null });
    expect(await getCurrentBuyNowStatus(T.payNotPending)).toMatchObject({ status: 1, paymentStatus: 'Completed' });
    expect(await getCurrentBuyNowStatus(T.esignSigned)).toMatchObject({ status: 5, isESignAvailable: true, eSignSignedStatus: true });
    expect(await getCurrentBuyNowStatus(T.esignUnsigned)).toMatchObject({ status: 5, eSignSignedStatus: false });
    expect(await getCurrentBuyNowStatus(T.sold)).toMatchObject({ rc3Status: 3, signedPolicySendStatus: true, rc3PolicyId: ESIGN_POLICIES.sold, isESignAvailable: true, rc3Messages: [] });
    expect(await getCurrentBuyNowStatus(T.soldNoESign)).toMatchObject({ status: 6, rc3Status: 3, signedPolicySendStatus: true, rc3PolicyId: ESIGN_POLICIES.soldNoESign, isESignAvailable: false });
    expect(await getCurrentBuyNowStatus(T.soldRc3Error)).toMatchObject({ status: 6, rc3Status: 2, signedPolicySendStatus: false, rc3PolicyId: null, rc3Messages: [...RC3_MESSAGES.error] });
  });

  it('[portal-7.22] no status response is null; an unknown transaction 404', async () => {
    expect(await getCurrentBuyNowStatus(T.noStatus)).toBeNull();
    expect(await apiFailure(getCurrentBuyNowStatus(T.unknown))).toMatchObject({ kind: 'http', status: 404, message: unknownTransactionMessage(T.unknown) });
  });

  it.each(Object.entries(ESIGN_FAULT_IDS).filter(([, fault]) => fault !== 'slow'))('[portal-7.22] the magic id %s injects the fault %s', async (id, fault) => {
    const kinds: Record<string, string> = { '500': 'http', malformed: 'parse', schema: 'schema', timeout: 'timeout', drop: 'network' };
    expect((await apiFailure(getCurrentBuyNowStatus(id))).kind).toBe(kinds[fault]);
  });

  it('[portal-7.22] the slow magic id answers as driver info, late', async () => {
    configureApi({ timeoutMs: SLOW_FAULT_TIMEOUT_MS });
    expect(await getCurrentBuyNowStatus('ES-FAULT-SLOW')).toMatchObject({ status: 0 });
  });
});

describe('[portal-6.5] the basic credential', () => {
  it('[portal-6.5] without the page credential no call is sent (auth); the sandbox refuses a call without it (401)', async () => {
    sandbox = connectSandbox({ api: { basic: null } });
    expect((await apiFailure(getCurrentBuyNowStatus(T.driverInfo))).kind).toBe('auth');
    expect((await apiFailure(getPaymentUrl(T.driverInfo))).kind).toBe('auth');
    expect((await apiFailure(getESignUrl({ transactionId: T.esignUnsigned, carrierId: LSM }))).kind).toBe('auth');
    expect(sandbox.records).toHaveLength(0);
    for (const path of ['/buynowstatus/getcurrentbuynowstatusbytransactionid', '/paymentinit/gettoken', '/esign/signthepolicy', '/rating/prepare']) {
      const refused = await rawPost(path, { header, transactionId: T.driverInfo }, null);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: BASIC_MISSING });
      expect((await rawPost(path, { header, transactionId: T.driverInfo }, 'Bearer some-token')).status).toBe(401);
    }
  });
});

describe('the carrier result (POST /rating/getcarrierresultbytransactionidandcarrierid)', () => {
  it('[portal-7.23] [portal-3.18] a successful rating with its quote and plan', async () => {
    const result = await getCarrierResult({ transactionId: T.driverInfo, carrierId: LSM });
    expectSent('/rating/getcarrierresultbytransactionidandcarrierid', { transactionId: T.driverInfo, carrierId: LSM });
    expect(result.status).toBe(true);
    expect(result.paymentOptions).toMatchObject({
      companyName: 'Lone Star Mutual',
      term: 6,
      quoteNumber: 'LSM-Q-48213',
      payPlanPaymentAmount: 142.5,
      payPlanNumOfPayments: 6,
      payPlanDownPayment: 160.25,
      totalPremium: 855,
      agencyFee: 45,
      errors: [],
      questionAnswers: [{ questionCd: 'SUSP', answer: 'N' }],
    });
  });

  it('[portal-7.23] [portal-3.18] a failed rating with payment options: its errors, joined by "~", read as a list (the blank part left out)', async () => {
    const result = await getCarrierResult({ transactionId: T.rateFailed, carrierId: LSM });
    expect(result.status).toBe(false);
    expect(result.statusDesc).toBe(RATE_FAILED_DESC);
    expect(result.paymentOptions?.agencyFee).toBe(45);
    expect(result.paymentOptions?.errors).toEqual(['The driver licence status could not be verified.', 'The VIN of the 2018 Ford F-150 does not match the carrier records.']);
  });

  it('[portal-3.18] errors given as the entity\'s [{ text }], a "true" status, no payment options: read as well', () => {
    expect(carrierResultSchema.parse({ status: 'True', statusDesc: null, paymentOptions: { errors: [{ text: ' A ' }, { text: '' }] } })).toMatchObject({ status: true, paymentOptions: { errors: ['A'] } });
    expect(carrierResultSchema.parse({ status: false })).toEqual({ status: false, statusDesc: null, paymentOptions: null });
    expect(carrierResultSchema.safeParse({ status: true, paymentOptions: { agencyFee: -1 } }).success).toBe(false);
    expect(carrierResultSchema.safeParse({ statusDesc: 'Rated' }).success).toBe(false);
  });
});

describe('the rating (POST /rating/prepare, POST /rating/results)', () => {
  it('[portal-7.25] [portal-3.15] [portal-3.16] [portal-3.17] [portal-3.18] sends the customer, drivers, vehicles, quote, requestStep 2, afee and answers; answers the transactionId', async () => {
    expect(await prepareRating(PREPARE)).toBe(PREPARED_TRANSACTION);
    expectSent('/rating/prepare', { ...PREPARE, requestStep: 2 });
  });

  it('[portal-7.25] the sandbox refuses a body that is not the prepare\'s: another requestStep, a state that is no code, an extra field', async () => {
    expect((await rawPost('/rating/prepare', { header, ...PREPARE, requestStep: 3 })).status).toBe(400);
    expect((await rawPost('/rating/prepare', { header, ...PREPARE, requestStep: 2, customer: { ...PREPARE.customer, address: { ...PREPARE.customer.address, state: 'Texas' } } })).status).toBe(400);
    expect((await rawPost('/rating/prepare', { header, ...PREPARE, requestStep: 2, transactionId: 'x' })).status).toBe(400);
    expect(await apiFailure(prepareRating({ ...PREPARE, vehicles: [] }))).toMatchObject({ kind: 'http', status: 400 });
  });

  it('[portal-7.26] the results of the prepared rating; isSuccess false is a rejected call', async () => {
    expect(await getRatingResults(PREPARED_TRANSACTION)).toEqual({ isSuccess: true, completedCount: 1 });
    expectSent('/rating/results', { transactionId: PREPARED_TRANSACTION });
    expect(await apiFailure(getRatingResults(T.resultsRejected))).toMatchObject({ kind: 'rejected', message: RESULTS_REJECTED_MESSAGE });
  });
});

describe('the buy-now status (POST /buynowstatus/addorgetbuynowstatusbytransactionidandcarrierid)', () => {
  it('[portal-7.27] [portal-3.20] the non-e-sign flow\'s rc3 messages', async () => {
    const status = await addOrGetBuyNowStatus({ transactionId: T.rc3Messages, carrierId: ESIGN_CARRIERS.noESign });
    expectSent('/buynowstatus/addorgetbuynowstatusbytransactionidandcarrierid', { transactionId: T.rc3Messages, carrierId: ESIGN_CARRIERS.noESign });
    expect(status).toMatchObject({ rc3Status: 1, isESignAvailable: false, rc3Messages: [...RC3_MESSAGES.noESign] });
  });

  it('[portal-7.27] [portal-3.20] a known transaction\'s status as on load (without the step); a new one rc2 1 and nothing else', async () => {
    const { status: _step, ...onLoad } = (await getCurrentBuyNowStatus(T.payPending)) ?? { status: null };
    expect(await addOrGetBuyNowStatus({ transactionId: T.payPending, carrierId: LSM })).toEqual(onLoad);
    expect(await addOrGetBuyNowStatus({ transactionId: T.unknown, carrierId: LSM })).toEqual({
      rc2Status: 1,
      rc3Status: null,
      paymentToken: null,
      paymentStatus: null,
      paymentDescription: null,
      signedPolicySendStatus: false,
      rc3PolicyId: null,
      isESignAvailable: false,
      eSignSignedStatus: false,
      rc3Messages: [],
    });
  });

  it('[portal-3.20] flags as a sheet writes them, a numeric policy id, a missing response', () => {
    expect(buyNowStatusAnswerSchema.parse({ buyNowStatusResponse: { isESignAvailable: 'TRUE', eSignSignedStatus: 'false', rc3PolicyId: 70001, rc3Status: '3' } }).buyNowStatusResponse).toMatchObject({
      isESignAvailable: true,
      eSignSignedStatus: false,
      rc3PolicyId: '70001',
      rc3Status: 3,
    });
    expect(buyNowStatusAnswerSchema.parse({}).buyNowStatusResponse).toBeNull();
    expect(buyNowStatusAnswerSchema.safeParse({ buyNowStatusResponse: { rc3Messages: 'none' } }).success).toBe(false);
  });
});

describe('the policy document (POST /rating/getidcardordecpage)', () => {
  it('[portal-7.28] a sold policy\'s declarations page and ID card: base64 of a PDF that names the policy', async () => {
    const document = await getPolicyDocument({ carrierId: LSM, policyNumber: ESIGN_POLICIES.sold, documentType: 'decpage' });
    expectSent('/rating/getidcardordecpage', { carrierId: LSM, policyNumber: ESIGN_POLICIES.sold, documentType: 'decpage' });
    expect(decode(document).startsWith('%PDF-')).toBe(true);
    expect(decode(document)).toContain(`Policy ${ESIGN_POLICIES.sold}`);
    expect(decode(document)).toContain('Declarations page');
    const card = await getPolicyDocument({ carrierId: ESIGN_CARRIERS.noESign, policyNumber: ESIGN_POLICIES.soldNoESign, documentType: 'idcard' });
    expect(decode(card)).toContain('Insurance ID card');
  });

  it('[portal-7.28] the failing policy answers 500, an unknown one 404, another document type 400', async () => {
    expect(await apiFailure(getPolicyDocument({ carrierId: LSM, policyNumber: ESIGN_POLICIES.documentFails, documentType: 'decpage' }))).toMatchObject({ kind: 'http', status: 500 });
    expect(await apiFailure(getPolicyDocument({ carrierId: LSM, policyNumber: 'LSM-ES-00000', documentType: 'decpage' }))).toMatchObject({ kind: 'http', status: 404, message: unknownPolicyMessage('LSM-ES-00000') });
    expect((await rawPost('/rating/getidcardordecpage', { header, carrierId: LSM, policyNumber: ESIGN_POLICIES.sold, documentType: 'policy' })).status).toBe(400);
  });

  it('[portal-7.28] a document that is not base64, not a PDF, or over the limit is a broken answer', () => {
    const pdf = btoa('%PDF-1.4\n%%EOF\n');
    expect(documentSchema.safeParse(pdf).success).toBe(true);
    expect(documentSchema.safeParse('not base64 at all!').success).toBe(false);
    expect(documentSchema.safeParse(btoa('<html>not a pdf</html>')).success).toBe(false);
    expect(documentSchema.safeParse(`data:application/pdf;base64,${pdf}`).success).toBe(false);
    expect(documentSchema.safeParse(pdf.slice(0, -1)).success).toBe(false);
    expect(documentSchema.safeParse(pdf + 'A'.repeat(MAX_DOCUMENT_CHARS)).success).toBe(false);
  });
});

describe('the payment (POST /paymentinit/gettoken, POST /paymentinit/gettransactiondetail)', () => {
  it('[portal-7.29] the payment address; null for the magic id, HTTP 500 for the failing one', async () => {
    expect(await getPaymentUrl(T.payNoToken)).toBe(paymentUrlOf(T.payNoToken));
    expectSent('/paymentinit/gettoken', { transactionId: T.payNoToken });
    expect(await getPaymentUrl(T.tokenNull)).toBeNull();
    expect(await apiFailure(getPaymentUrl(T.tokenFails))).toMatchObject({ kind: 'http', status: 500 });
  });

  it('[portal-7.29] [portal-7.31] an address is a text or null, whatever its origin (the chart checks origins); anything else is broken', () => {
    expect(paymentTokenAnswerSchema.parse({ paymentUrl: 'javascript:alert(1)' }).paymentUrl).toBe('javascript:alert(1)');
    expect(paymentTokenAnswerSchema.parse({}).paymentUrl).toBeNull();
    expect(paymentTokenAnswerSchema.safeParse({ paymentUrl: 42 }).success).toBe(false);
    expect(paymentTokenAnswerSchema.safeParse({ paymentUrl: `https://pay.lsm.example/${'x'.repeat(3000)}` }).success).toBe(false);
  });

  it('[portal-7.30] the payment results: code 200, code 0 and a failure code with its status and message', async () => {
    expect(await getPaymentDetail(T.payPending)).toEqual({ resultCode: 200, paymentAmount: 160.25, status: 'Approved', message: 'The payment was approved.' });
    expectSent('/paymentinit/gettransactiondetail', { transactionId: T.payPending });
    expect(await getPaymentDetail(T.payNone)).toEqual({ resultCode: 0, paymentAmount: null, status: 'Pending', message: null });
    expect(await getPaymentDetail(T.payDeclined)).toEqual({ resultCode: 51, paymentAmount: 160.25, status: 'Declined', message: 'The card was declined by the issuer.' });
  });

  it('[portal-7.30] a result code as a numeric text is read; a negative amount or a word code is broken', () => {
    expect(paymentDetailSchema.parse({ resultCode: '200' }).resultCode).toBe(200);
    expect(paymentDetailSchema.safeParse({ resultCode: 'ok' }).success).toBe(false);
    expect(paymentDetailSchema.safeParse({ resultCode: 200, paymentAmount: -160.25 }).success).toBe(false);
  });
});

describe('the e-sign address (POST /esign/signthepolicy)', () => {
  it('[portal-7.31] the address on the site\'s own origin (the stand-in\'s path); HTTP 500 for the failing id', async () => {
    expect(await getESignUrl({ transactionId: T.esignUnsigned, carrierId: LSM })).toBe(eSignUrlOf(T.esignUnsigned));
    expectSent('/esign/signthepolicy', { transactionId: T.esignUnsigned, carrierId: LSM });
    expect(new URL(eSignUrlOf(T.esignUnsigned), 'https://site.example').origin).toBe('https://site.example');
    expect(await apiFailure(getESignUrl({ transactionId: T.esignFails, carrierId: LSM }))).toMatchObject({ kind: 'http', status: 500 });
  });
});

describe('malformed answers', () => {
  it('[portal-7.22] a status outside -1..6 or a non-integer code is a broken answer', () => {
    expect(currentStatusAnswerSchema.safeParse({ currentBuyNowStatus: { status: 7 } }).success).toBe(false);
    expect(currentStatusAnswerSchema.safeParse({ currentBuyNowStatus: { status: 1.5 } }).success).toBe(false);
    expect(currentStatusAnswerSchema.safeParse({ currentBuyNowStatus: { status: '-1' } }).success).toBe(true);
    expect(currentStatusAnswerSchema.safeParse({ currentBuyNowStatus: { status: 1, rc2Status: 'done' } }).success).toBe(false);
  });

  it('a server text is capped', () => {
    const long = 'x'.repeat(2000);
    expect(paymentDetailSchema.parse({ resultCode: 51, message: long }).message?.length).toBe(500);
  });
});

describe('faults', () => {
  it.each(FAILING_FAULTS)('the fault %s fails every payment page call (%s)', async (fault, kind) => {
    sandbox.fault = fault;
    const calls: Array<Promise<unknown>> = [
      getCurrentBuyNowStatus(T.driverInfo),
      getCarrierResult({ transactionId: T.driverInfo, carrierId: LSM }),
      prepareRating(PREPARE),
      getRatingResults(PREPARED_TRANSACTION),
      addOrGetBuyNowStatus({ transactionId: T.payPending, carrierId: LSM }),
      getPolicyDocument({ carrierId: LSM, policyNumber: ESIGN_POLICIES.sold, documentType: 'decpage' }),
      getPaymentUrl(T.payNoToken),
      getPaymentDetail(T.payPending),
      getESignUrl({ transactionId: T.esignUnsigned, carrierId: LSM }),
    ];
    for (const call of calls) expect(await apiFailure(call)).toMatchObject({ kind });
    expect(sandbox.errors).toHaveLength(calls.length);
  });

  it('the slow fault answers every call normally after the delay', async () => {
    sandbox.fault = 'slow';
    expect((await getCurrentBuyNowStatus(T.sold))?.status).toBe(6);
    expect(await getPaymentUrl(T.payNoToken)).toBe(paymentUrlOf(T.payNoToken));
    expect(decode(await getPolicyDocument({ carrierId: LSM, policyNumber: ESIGN_POLICIES.sold, documentType: 'idcard' })).startsWith('%PDF-')).toBe(true);
  });
});
