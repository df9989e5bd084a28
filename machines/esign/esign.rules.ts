/**
 * Pure rules of the payment and e-sign page's parent chart (./esign.machine.ts): the page's query
 * (portal-2.13), the step the buy-now status on load leads to (portal-4.23), what a payment result
 * means (portal-4.24), the sold policy's outcome (portal-4.26), the refresh time (portal-9.10), and
 * the stage tabs with their progress (portal-2.15, portal-9.2). Each is tested in esign.rules.test.ts.
 */
import type { BuyNowStatus, CurrentBuyNowStatus, PaymentDetail } from '../../services/esign';
import { PAYMENT_RESULT } from '../../services/esign';
import type { CarrierConfig } from '../binding/carrierConfig.rules';

export { timerTone, type TimerTone } from '../binding/verification.rules';

/** portal-9.10: the refresh time when the page sets none (ms). */
export const DEFAULT_REFRESH_MS = 10_000;

/** The page's transaction: transactionId and carrierId, and the optional pay plan code. */
export interface EsignQuery {
  transactionId: string;
  carrierId: string;
  payplan: string | null;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** portal-2.13: `transactionId` or `transactionid`, `carrierId` or `carrierid`, `payplan` (optional); null without both ids. */
export function esignQueryOf(params: URLSearchParams): EsignQuery | null {
  const read = (...names: string[]) => names.map((n) => params.get(n)?.trim() ?? '').find((v) => v !== '') ?? '';
  const transactionId = read('transactionId', 'transactionid');
  const carrierId = read('carrierId', 'carrierid');
  const payplan = read('payplan');
  if (!SAFE_ID.test(transactionId) || !SAFE_ID.test(carrierId)) return null;
  return { transactionId, carrierId, payplan: SAFE_ID.test(payplan) ? payplan : null };
}

/** Where the status on load sends the page (portal-4.23). */
export type LoadStep = 'driverInfo' | 'policy' | 'checkingPayment' | 'payment' | 'esign' | 'signed' | 'sold' | 'soldNoESign' | 'soldError';

/** portal-4.23: a payment waiting for its result: a payment token, and a payment status "Pending" (any case). */
export function paymentPending(status: Pick<BuyNowStatus, 'paymentToken' | 'paymentStatus'>): boolean {
  return (status.paymentToken ?? '').trim() !== '' && (status.paymentStatus ?? '').trim().toLowerCase() === 'pending';
}

/** portal-4.26: what a sold status shows: the documents (e-sign available), the e-sign-not-available text, or the error view. */
export function soldOutcome(status: BuyNowStatus): 'sold' | 'soldNoESign' | 'soldError' {
  const issued = status.rc3Status === 3 && status.signedPolicySendStatus && (status.rc3PolicyId ?? '').trim() !== '';
  if (!issued) return 'soldError';
  return status.isESignAvailable ? 'sold' : 'soldNoESign';
}

/**
 * portal-4.23: 0 or -1 driver info; 1 (rc2 done) pay: policy details, or the payment result checked
 * when a payment is pending; 2 payment; 3, 4, 5 e-sign (signed already: the in-process view,
 * portal-4.27); 6 sold (portal-4.26).
 */
export function loadStepOf(status: CurrentBuyNowStatus): LoadStep {
  switch (status.status) {
    case -1:
    case 0:
      return 'driverInfo';
    case 1:
      return paymentPending(status) ? 'checkingPayment' : 'policy';
    case 2:
      return 'payment';
    case 3:
    case 4:
    case 5:
      return status.eSignSignedStatus ? 'signed' : 'esign';
    case 6:
      return soldOutcome(status);
  }
}

/** portal-4.24: 200 paid; 0 no payment yet (policy details); any other a failed payment. */
export function paymentOutcome(detail: Pick<PaymentDetail, 'resultCode'>): 'paid' | 'none' | 'failed' {
  if (detail.resultCode === PAYMENT_RESULT.success) return 'paid';
  if (detail.resultCode === PAYMENT_RESULT.none) return 'none';
  return 'failed';
}

/** portal-4.24, portal-3.21: the carrier's flow has e-sign (its `enableesign`). */
export function eSignEnabled(config: Pick<CarrierConfig, 'enableesign'>): boolean {
  return config.enableesign;
}

/**
 * The payment section (status 2) read with the buy-now status (portal-7.27): e-sign when the
 * carrier has it (signed already: in process); else the rc3 messages in the carrier error area
 * (portal-8.7, the non-e-sign flow), or the payment received (in process, reload after the refresh time).
 */
export function paymentSectionOf(status: BuyNowStatus, config: Pick<CarrierConfig, 'enableesign'>): 'esign' | 'signed' | 'carrierMessages' | 'paymentReceived' {
  if (eSignEnabled(config)) return status.eSignSignedStatus ? 'signed' : 'esign';
  return status.rc3Messages.length > 0 ? 'carrierMessages' : 'paymentReceived';
}

/** portal-2.15: the stage tabs, in order. */
export const STAGES = ['driverStage', 'vehicleStage', 'policyStage', 'quoteStage'] as const;
export type Stage = (typeof STAGES)[number];

/** portal-2.15, portal-9.2: the progress of each stage tab (percent). */
export const STAGE_PROGRESS: Readonly<Record<Stage, number>> = { driverStage: 30, vehicleStage: 35, policyStage: 67, quoteStage: 100 };

/** portal-2.15, portal-9.2: the driver step's own progress by its section (percent). */
export const DRIVER_STEP_PROGRESS = { driverInfo: 0, additionalDrivers: 15, questions: 25 } as const;
