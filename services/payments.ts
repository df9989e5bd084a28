/**
 * Bill payment without signing in (site-7.5 to site-7.7, site-3.4 to site-3.6, site-3.9):
 * the carrier payment list, the payment lookup, the payment token and the payment result.
 */
import * as z from 'zod/mini';
import { ApiError, request, serverText } from './http';

/** site-3.9: one carrier that takes payments online, with its policy number prefixes. */
export const carrierSchema = z.object({
  carrierName: z.string().check(z.minLength(1)),
  carrierCode: z.array(z.string()),
  carrierUrl: z.string(),
  carrierLogo: z.optional(z.nullable(z.string())),
});
export const carrierListSchema = z.array(carrierSchema);
export type Carrier = z.infer<typeof carrierSchema>;

/** site-7.5: what the page sends to look a policy up. Built by machines/payment.rules.ts. */
export const paymentLookupRequestSchema = z.object({
  policyNumber: z.string(),
  receiptEmail: z.string(),
  receiptPhone: z.string(),
  /** Date of birth as YYYY-MM-DD. */
  dob: z.string(),
});
export type PaymentLookupRequest = z.infer<typeof paymentLookupRequestSchema>;

/** The largest amount an answer may carry: anything above is a broken answer, not a bill. */
export const MAX_AMOUNT = 1_000_000;

/**
 * An amount of money: a number or a decimal string, finite, not negative and at most MAX_AMOUNT
 * (`1e308` showed "$∞", "-142.50" showed a paid "-$142.50"); anything else is a schema error.
 */
export const money = z
  .union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,12}(\.\d{1,4})?$/)), z.transform(Number))])
  .check(z.refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT, { message: `must be an amount from 0 to ${MAX_AMOUNT}` }));

/** site-3.4: the payment lookup answer. */
export const paymentLookupSchema = z.object({
  token: z.nullable(z.string()),
  policyId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  company: serverText,
  monthlyPayment: z.nullable(money),
  policyType: z.nullable(serverText),
  /** An ISO date or date-time; null when the policy has no due date. */
  paymentDueDate: z.nullable(z.string()),
  isPayable: z.boolean(),
  message: z.nullable(serverText),
  carrierUrl: z.nullable(z.string()),
  policyNumber: z.string(),
  applicantName: z.nullable(serverText),
});
export type PaymentLookup = z.infer<typeof paymentLookupSchema>;

/** site-3.5: the payment token answer. */
export const paymentTokenSchema = z.object({
  paymentUrl: z.nullable(z.string()),
  token: z.nullable(z.string()),
  message: z.nullable(z.string()),
});
export type PaymentToken = z.infer<typeof paymentTokenSchema>;

/** site-3.6: one payment of the customer payment result. */
export const paymentDetailSchema = z.object({
  dueDate: z.nullable(z.string()),
  payDate: z.nullable(z.string()),
  amount: z.nullable(money),
  invoiceId: z.nullable(z.string()),
  /** "A" means approved; anything else is a failed payment. */
  status: z.nullable(z.string()),
  cardHolderName: z.nullable(serverText),
  resultMessage: z.nullable(serverText),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const customerPaymentSchema = z.object({
  policyId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  policyNumber: z.string(),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  carrierName: z.nullable(serverText),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  sex: z.nullable(z.string()),
  maritalStatus: z.nullable(z.string()),
  name: z.nullable(serverText),
  paymentDetails: z.array(paymentDetailSchema),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;

/** site-7.7: the result call answers with the customer payment, or with a message only. */
export const customerPaymentResultSchema = z.object({
  customerPayment: z.optional(z.nullable(customerPaymentSchema)),
  message: z.optional(z.nullable(serverText)),
});
export type CustomerPaymentResult = z.infer<typeof customerPaymentResultSchema>;

export const paymentPaths = {
  carriers: '/payments/carriers',
  lookup: '/payments/lookup',
  token: '/payments/token',
  customerPayment: '/payments/customer-payment',
};

type Opts = { signal?: AbortSignal };

function requestCarriers(signal?: AbortSignal): Promise<Carrier[]> {
  return request({ schema: carrierListSchema, path: paymentPaths.carriers, auth: 'brand', signal });
}

/** A carrier list request started before anyone asked (the widget's mount), for the next getCarriers. */
let prefetched: Promise<Carrier[]> | null = null;

/**
 * Start the carrier list request now: the payment widget calls this as it mounts, so the request
 * runs while React draws, instead of starting after the first render. The next getCarriers takes
 * this request's answer (or failure); the ones after it ask again (the retry).
 */
export function prefetchCarriers(): void {
  prefetched = requestCarriers();
  // Reported through the client's onError already; the caller that takes it sees the failure.
  prefetched.catch(() => {});
}

export function getCarriers(options: Opts = {}): Promise<Carrier[]> {
  const pending = prefetched;
  prefetched = null;
  if (!pending) return requestCarriers(options.signal);
  const { signal } = options;
  if (!signal) return pending;
  return new Promise<Carrier[]>((resolve, reject) => {
    const onAbort = () => reject(new ApiError('aborted', paymentPaths.carriers, null, 'The call was cancelled.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function lookupPayment(body: PaymentLookupRequest, options: Opts = {}): Promise<PaymentLookup> {
  return request({
    schema: paymentLookupSchema,
    path: paymentPaths.lookup,
    method: 'POST',
    auth: 'brand',
    body,
    signal: options.signal,
  });
}

export function getPaymentToken(input: { policyId: string; token: string | null }, options: Opts = {}): Promise<PaymentToken> {
  return request({
    schema: paymentTokenSchema,
    path: paymentPaths.token,
    method: 'POST',
    auth: 'brand',
    body: { policyId: input.policyId, token: input.token },
    signal: options.signal,
  });
}

export function getCustomerPayment(token: string, options: Opts = {}): Promise<CustomerPaymentResult> {
  return request({
    schema: customerPaymentResultSchema,
    path: paymentPaths.customerPayment,
    auth: 'brand',
    query: { token },
    signal: options.signal,
  });
}
