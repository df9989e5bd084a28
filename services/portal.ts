/**
 * The customer portal's calls (portal-7.3 to portal-7.7, portal-3.1, portal-3.2): the signed-in
 * customer's profile, policies, one policy's details and its pay-now URL. The specification gives
 * the calls and what they answer; their paths "come from configuration and are not shown"
 * (section 7). The site's are:
 *
 * | call                                        | sends                          | answers                         |
 * | ------------------------------------------- | ------------------------------ | ------------------------------- |
 * | GET /portal/customer                        | header fields, bearer          | the customer profile            |
 * | GET /portal/policies                        | header fields, bearer          | `Policy[]` (list fields)        |
 * | GET /portal/policies/{policyId}             | header fields, bearer          | one `Policy` with every detail  |
 * | GET /portal/policies/{policyId}/payment-url | header fields, bearer          | `{ paymentUrl }`                |
 *
 * Every call carries the stored customer token (`auth: 'bearer'`, portal-6.2) and goes to the
 * customer's endpoint: the California one for a customer of state CA (`region: 'ca'`). The GET
 * header fields (lang, trackId, requestDate) go in the query (portal-7.4). Text a page shows is
 * capped (`serverText`). The payment return reads `getCustomerPayment` of services/payments.ts
 * (portal-7.6) and the carrier list `getCarriers` (portal-3.3); the customer token fetch that
 * precedes the payment calls (portal-7.13) is `obtainCustomerToken` of services/tokens.ts, with
 * the profile's mail, phone and birthDate (YYYY-MM-DD here). It keeps its token as the stored
 * customer token, which the pay-now call then sends; `getPayNowUrl` can also be given it as `token`.
 */
import * as z from 'zod/mini';
import { capText, request, serverText, type Region } from './http';
import { MAX_AMOUNT } from './payments';

export const portalPaths = {
  customer: '/portal/customer',
  policies: '/portal/policies',
  policy: (policyId: string) => `/portal/policies/${encodeURIComponent(policyId)}`,
  payNowUrl: (policyId: string) => `/portal/policies/${encodeURIComponent(policyId)}/payment-url`,
} as const;

/** An ISO 8601 date-time, with an offset (`Z`, `-05:00`) or without one (the server's local time). */
export const isoDateTime = z.iso.datetime({ offset: true, local: true });
/** An ISO 8601 date (YYYY-MM-DD) or date-time: the dates of a policy's transactions and installments. */
const isoDay = z.union([isoDateTime, z.iso.date()]);

/** An amount of money: a number or a decimal string, from 0 to MAX_AMOUNT (as services/payments.ts reads one). */
export const money = z
  .union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,12}(\.\d{1,4})?$/)), z.transform(Number))])
  .check(z.refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT, { message: `must be an amount from 0 to ${MAX_AMOUNT}` }));

/** A whole number sent as a number or as digits (an age, a model year). */
const wholeNumber = z
  .union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.transform(Number))])
  .check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 9999, { message: 'must be a whole number from 0 to 9999' }));

/** An id the API may send as a number: kept as a string. */
const idString = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String));

/** A list the API may send as null: an empty list. */
function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(z.nullable(z.array(item)), z.transform((rows: Array<z.output<T>> | null) => rows ?? []));
}

/** A birth date as YYYY-MM-DD (the date part of a date-time): what the customer token fetch sends (portal-7.13). */
const birthDate = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'must be an ISO date')),
  z.transform((text: string) => text.slice(0, 10)),
);

/** portal-3.1: the customer profile. The state is kept as its upper-case code (CA selects the California endpoint). */
export const portalCustomerSchema = z.object({
  name: serverText,
  surname: serverText,
  address: z.nullable(serverText),
  city: z.nullable(serverText),
  state: z.nullable(z.pipe(z.string().check(z.regex(/^[A-Za-z]{2}$/)), z.transform((s: string) => s.toUpperCase()))),
  zipCode: z.nullable(z.string().check(z.maxLength(10))),
  mail: z.string().check(z.minLength(1), z.maxLength(254)),
  phone: z.nullable(z.string().check(z.maxLength(40))),
  birthDate: z.nullable(birthDate),
  driverLicenseNumber: z.nullable(z.string().check(z.maxLength(40))),
  customerCode: z.nullable(z.string().check(z.maxLength(60))),
  isSmsNotify: z.boolean(),
});
export type PortalCustomer = z.output<typeof portalCustomerSchema>;

/**
 * portal-3.2: the detail fields of a policy that the list carries: what the payment status
 * (section 4, portal-4.1 to portal-4.8) is derived from. Dates are ISO 8601 date-times.
 */
const listDetailsShape = {
  policyType: z.nullable(serverText),
  company: serverText,
  monthlyPayment: z.nullable(money),
  expirationDate: z.nullable(isoDateTime),
  effectiveDate: z.nullable(isoDateTime),
  paymentDueDate: z.nullable(isoDateTime),
  quoteStatus: z.nullable(serverText),
};

const policyShape = {
  policyId: idString,
  policyNumber: z.string().check(z.minLength(1), z.maxLength(60)),
  /** false with a message containing 'This payment has already been made' is a paid policy (portal-4.8). */
  isPayable: z.boolean(),
  message: z.nullable(serverText),
};

/** portal-3.2, portal-7.4: one policy of the list. */
export const portalPolicySchema = z.object({ ...policyShape, details: z.object(listDetailsShape) });
export type PortalPolicy = z.output<typeof portalPolicySchema>;

/** portal-7.4: the policies list; an empty list is an answer (the empty state, portal-2.5). */
export const policiesAnswerSchema = z.array(portalPolicySchema);

export type DriverSex = 'female' | 'male';

/** portal-3.9: the portal's gender code (female 1, male 0), or its word or letter. Anything else is not known. */
export function driverSexOf(value: string | number | null): DriverSex | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (v === 1 || v === '1' || v === 'f' || v === 'female') return 'female';
  if (v === 0 || v === '0' || v === 'm' || v === 'male') return 'male';
  return null;
}

/** portal-3.2: a driver named by fullName, or by firstName and lastName: one `name` (capped). */
export const policyDriverSchema = z.pipe(
  z.object({
    fullName: z.optional(z.nullable(z.string())),
    firstName: z.optional(z.nullable(z.string())),
    lastName: z.optional(z.nullable(z.string())),
    age: z.nullable(wholeNumber),
    sex: z.nullable(z.union([z.string(), z.number()])),
  }),
  z.transform((d) => {
    const full = d.fullName?.trim();
    const name = full || [d.firstName, d.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
    return { name: capText(name), age: d.age, sex: driverSexOf(d.sex) };
  }),
);
export type PolicyDriver = z.output<typeof policyDriverSchema>;

/** portal-3.2: a vehicle of the policy. */
export const policyVehicleSchema = z.object({
  year: z.nullable(wholeNumber),
  make: z.nullable(serverText),
  model: z.nullable(serverText),
  vin: z.nullable(z.string().check(z.maxLength(17))),
});
export type PolicyVehicle = z.output<typeof policyVehicleSchema>;

/** portal-3.2: a coverage: its limits (none is an empty list) and its deductible, as text. */
export const policyCoverageSchema = z.object({
  coverageName: serverText,
  coverageDescription: z.nullable(serverText),
  limit: listOf(serverText),
  deductible: z.nullable(z.pipe(z.union([z.string(), z.number()]), z.transform((v: string | number) => capText(String(v))))),
});
export type PolicyCoverage = z.output<typeof policyCoverageSchema>;

/** portal-3.2: a payment made on the policy. */
export const policyTransactionSchema = z.object({
  createdUtc: isoDay,
  entryDate: z.nullable(isoDay),
  paymentSource: z.nullable(serverText),
  collectedAmount: money,
});
export type PolicyTransaction = z.output<typeof policyTransactionSchema>;

/** portal-3.2: a payment to come. */
export const policyInstallmentSchema = z.object({ dueDate: isoDay, dueAmount: money });
export type PolicyInstallment = z.output<typeof policyInstallmentSchema>;

/** A document of the policy the API links (an ID card, a declarations page); other kinds are not shown. */
export const POLICY_DOCUMENT_TYPES = ['idCard', 'declarations'] as const;
export type PolicyDocumentType = (typeof POLICY_DOCUMENT_TYPES)[number];
const policyDocumentSchema = z.object({ type: z.string().check(z.maxLength(40)), url: z.string().check(z.minLength(1), z.maxLength(2000)) });
/**
 * The policy's documents where the API gives them (not a field of the specification: issue 32's ID
 * cards and declarations pages): each kind once, in the order given; an unknown kind is dropped. The
 * address is judged where it is shown (`documentLink`, src/rules/url.ts: the page's origin or https).
 */
export const policyDocumentsSchema = z._default(
  z.pipe(
    z.nullable(z.array(policyDocumentSchema)),
    z.transform((docs: Array<{ type: string; url: string }> | null) => {
      const kept: Array<{ type: PolicyDocumentType; url: string }> = [];
      for (const d of docs ?? []) {
        const type = POLICY_DOCUMENT_TYPES.find((t) => t === d.type);
        if (type && !kept.some((k) => k.type === type)) kept.push({ type, url: d.url.trim() });
      }
      return kept;
    }),
  ),
  [],
);
export type PolicyDocument = z.output<typeof policyDocumentsSchema>[number];

/** portal-3.2, portal-7.5: one policy with every detail of section 3. */
export const policyDetailsSchema = z.object({
  ...policyShape,
  details: z.object({
    ...listDetailsShape,
    drivers: listOf(policyDriverSchema),
    vehicles: listOf(policyVehicleSchema),
    coverages: listOf(policyCoverageSchema),
    transactions: listOf(policyTransactionSchema),
    installments: listOf(policyInstallmentSchema),
    emailAddress: z.nullable(z.string().check(z.maxLength(254))),
    homePhone: z.nullable(z.string().check(z.maxLength(40))),
    documents: policyDocumentsSchema,
  }),
});
export type PolicyDetails = z.output<typeof policyDetailsSchema>;

/** portal-7.7: where the customer pays the policy. A missing or empty URL breaks the contract (the pay-now failure, portal-8.4). */
export const payNowAnswerSchema = z.object({ paymentUrl: z.string().check(z.minLength(1), z.maxLength(2000)) });
export type PayNowUrl = z.output<typeof payNowAnswerSchema>;

export type PortalOpts = { region?: Region; signal?: AbortSignal | undefined };

/** portal-3.1, portal-7.3: the signed-in customer's profile. */
export function getPortalCustomer(options: PortalOpts = {}): Promise<PortalCustomer> {
  return request({
    schema: portalCustomerSchema,
    path: portalPaths.customer,
    auth: 'bearer',
    region: options.region ?? 'main',
    signal: options.signal,
  });
}

/** portal-3.2, portal-7.4: the customer's policies, with the list fields; [] for none (portal-2.5). */
export function getPolicies(options: PortalOpts = {}): Promise<PortalPolicy[]> {
  return request({
    schema: policiesAnswerSchema,
    path: portalPaths.policies,
    auth: 'bearer',
    region: options.region ?? 'main',
    signal: options.signal,
  });
}

/** portal-3.2, portal-7.5: one policy with its drivers, vehicles, coverages, transactions and installments. */
export function getPolicyDetails(policyId: string, options: PortalOpts = {}): Promise<PolicyDetails> {
  return request({
    schema: policyDetailsSchema,
    path: portalPaths.policy(policyId),
    auth: 'bearer',
    region: options.region ?? 'main',
    signal: options.signal,
  });
}

/**
 * portal-7.7: the pay-now URL of a policy. `token`: the customer token of the fetch that precedes
 * the payment calls (portal-7.13, `obtainCustomerToken`), instead of the stored one. A failure
 * rejects with the ApiError: the page opens the payment help modal (portal-8.4).
 */
export function getPayNowUrl(policyId: string, options: PortalOpts & { token?: string | undefined } = {}): Promise<PayNowUrl> {
  return request({
    schema: payNowAnswerSchema,
    path: portalPaths.payNowUrl(policyId),
    auth: 'bearer',
    bearerToken: options.token,
    region: options.region ?? 'main',
    signal: options.signal,
  });
}
