/** The payment and e-sign page's parent rules (./esign.rules.ts), table by table as specification 002 writes them. */
import { describe, expect, it } from 'vitest';
import { buyNowStatusSchema, currentBuyNowStatusSchema, type BuyNowStatus, type CurrentBuyNowStatus } from '../../services/esign';
import { carrierConfigSchema } from '../binding/carrierConfig.rules';
import {
  DEFAULT_REFRESH_MS,
  DRIVER_STEP_PROGRESS,
  esignQueryOf,
  loadStepOf,
  paymentOutcome,
  paymentPending,
  paymentSectionOf,
  soldOutcome,
  STAGE_PROGRESS,
  STAGES,
  timerTone,
} from './esign.rules';

const status = (over: Record<string, unknown>): CurrentBuyNowStatus => currentBuyNowStatusSchema.parse({ status: 0, ...over }) as CurrentBuyNowStatus;
const buyNow = (over: Record<string, unknown>): BuyNowStatus => buyNowStatusSchema.parse(over);
const sold = { rc3Status: 3, signedPolicySendStatus: true, rc3PolicyId: 'LSM-1' };

describe('the query of the address', () => {
  it('[portal-2.13] transactionId or transactionid, carrierId or carrierid, payplan optional; null without both ids', () => {
    expect(esignQueryOf(new URLSearchParams('transactionId=ES-1&carrierId=LSM&payplan=M6'))).toEqual({ transactionId: 'ES-1', carrierId: 'LSM', payplan: 'M6' });
    expect(esignQueryOf(new URLSearchParams('transactionid=ES-1&carrierid=LSM'))).toEqual({ transactionId: 'ES-1', carrierId: 'LSM', payplan: null });
    expect(esignQueryOf(new URLSearchParams('transactionId=ES-1'))).toBeNull();
    expect(esignQueryOf(new URLSearchParams('carrierId=LSM'))).toBeNull();
    expect(esignQueryOf(new URLSearchParams('transactionId=<x>&carrierId=LSM'))).toBeNull();
  });
});

describe('the status on load decides the step', () => {
  it.each([
    [-1, {}, 'driverInfo'],
    [0, {}, 'driverInfo'],
    [1, {}, 'policy'],
    [1, { paymentToken: 'ptk-1', paymentStatus: 'Completed' }, 'policy'],
    [1, { paymentToken: 'ptk-1', paymentStatus: 'pending' }, 'checkingPayment'],
    [1, { paymentToken: ' ', paymentStatus: 'Pending' }, 'policy'],
    [2, {}, 'payment'],
    [3, {}, 'esign'],
    [4, {}, 'esign'],
    [5, {}, 'esign'],
    [5, { eSignSignedStatus: true }, 'signed'],
    [6, { ...sold, isESignAvailable: true }, 'sold'],
    [6, { ...sold, isESignAvailable: false }, 'soldNoESign'],
    [6, { ...sold, rc3Status: 2, isESignAvailable: true }, 'soldError'],
    [6, { ...sold, signedPolicySendStatus: false }, 'soldError'],
    [6, { ...sold, rc3PolicyId: null }, 'soldError'],
  ] as const)('[portal-4.23] status %s %o: %s', (step, over, expected) => {
    expect(loadStepOf(status({ status: step, ...over }))).toBe(expected);
  });

  it('[portal-4.23] a payment is pending with a token and the status "Pending" in any case', () => {
    expect(paymentPending({ paymentToken: 'ptk', paymentStatus: ' PENDING ' })).toBe(true);
    expect(paymentPending({ paymentToken: null, paymentStatus: 'Pending' })).toBe(false);
    expect(paymentPending({ paymentToken: 'ptk', paymentStatus: null })).toBe(false);
  });

  it('[portal-4.26] sold: rc3 3, the policy sent and a policy id; the documents with e-sign, else the e-sign-not-available text; else the error view', () => {
    expect(soldOutcome(buyNow({ ...sold, isESignAvailable: 'true' }))).toBe('sold');
    expect(soldOutcome(buyNow({ ...sold }))).toBe('soldNoESign');
    expect(soldOutcome(buyNow({ ...sold, rc3PolicyId: '  ' }))).toBe('soldError');
  });

  it('[portal-4.27] e-sign already signed: the in-process view', () => {
    expect(loadStepOf(status({ status: 4, eSignSignedStatus: 'true' }))).toBe('signed');
  });
});

describe('the payment result', () => {
  it('[portal-4.24] 200 is paid, 0 no payment yet, any other code a failed payment', () => {
    expect(paymentOutcome({ resultCode: 200 })).toBe('paid');
    expect(paymentOutcome({ resultCode: 0 })).toBe('none');
    for (const code of [51, 500, -1, 201]) expect(paymentOutcome({ resultCode: code })).toBe('failed');
  });

  it('[portal-8.7] the payment section: e-sign for a carrier with it; else the rc3 messages in the carrier error area, or the payment received', () => {
    const esign = carrierConfigSchema.parse({ carrierid: 'LSM', enableesign: true });
    const none = carrierConfigSchema.parse({ carrierid: 'GCA' });
    expect(paymentSectionOf(buyNow({}), esign)).toBe('esign');
    expect(paymentSectionOf(buyNow({ eSignSignedStatus: true }), esign)).toBe('signed');
    expect(paymentSectionOf(buyNow({ rc3Messages: ['Your documents are emailed.'] }), none)).toBe('carrierMessages');
    expect(paymentSectionOf(buyNow({}), none)).toBe('paymentReceived');
  });
});

describe('the stage tabs, the refresh time and the timer', () => {
  it('[portal-2.15] [portal-9.2] driverStage, vehicleStage, policyStage, quoteStage at 30, 35, 67 and 100; the driver step 0, 15, 25', () => {
    expect(STAGES.map((s) => [s, STAGE_PROGRESS[s]])).toEqual([
      ['driverStage', 30],
      ['vehicleStage', 35],
      ['policyStage', 67],
      ['quoteStage', 100],
    ]);
    expect(Object.values(DRIVER_STEP_PROGRESS)).toEqual([0, 15, 25]);
  });

  it('[portal-9.10] the refresh time is 10000 ms by default', () => {
    expect(DEFAULT_REFRESH_MS).toBe(10_000);
  });

  it('[portal-4.30] [portal-9.6] the countdown: green; orange at 10 s or less; red at 5 s or less', () => {
    expect([10_001, 10_000, 5_001, 5_000, 0].map(timerTone)).toEqual(['green', 'orange', 'orange', 'red', 'red']);
  });
});
