/**
 * Create customer (portal-7.14, quote-7.2, quote-3.13): a token fetched with the new customer's
 * email, phone and date of birth, then the lead creation of the account.
 *
 * | call                                          | sends                                                     | answers |
 * | --------------------------------------------- | --------------------------------------------------------- | ------- |
 * | POST /account/loginWithToken, isskiplogin true | the new customer's email, phone (digits), dob (YYYY-MM-DD) | token   |
 * | POST /account/createCustomer, bearer token     | firstname, lastname, dob, email, phone, state, city, zipcode, loyaltyEnrollmentStatus true, the attribution fields | isSuccess |
 *
 * Readings where the specification is short:
 * - **Which token.** portal-7.14 says "token fetch (email, phone, date of birth)"; the token calls
 *   are services/tokens.ts's. The customer does not exist yet, so the customer token
 *   (`isskiplogin: false`, a sign-in) cannot be had; the call is `loginWithToken` with the new
 *   customer's email, phone and dob and `isskiplogin: true`, which answers a visitor (anonymous)
 *   token. It is kept as the anonymous token of the customer's endpoint (1 day), and the creation
 *   sends that token as its bearer (even when a customer is signed in on the page). A California customer
 *   (state CA) is asked of the California endpoint for both calls.
 * - **The payload** uses portal-7.14's names (quote-3.13 writes `name` and `zipCode` for the same
 *   fields), the date of birth as YYYY-MM-DD like the token call, the phone as 10 digits, the state
 *   as its upper-case code; the ten attribution fields of quote-3.13 are sent beside them, null
 *   when missing.
 * - **The answer** is "not shown": an OK answer is success; `isSuccess: false` is the client's
 *   `rejected` ApiError carrying the server's message (quote-8.1), which the page shows (portal-8.2).
 */
import * as z from 'zod/mini';
import type { TokenRecord, TokenStore } from '../src/storage/tokens';
import { request, type Region } from './http';
import { loginWithToken, regionOfState } from './tokens';

export const createCustomerPaths = {
  createCustomer: '/account/createCustomer',
} as const;

const attributionValue = z.nullable(z.string().check(z.minLength(1), z.maxLength(500)));

/** quote-3.13: the attribution fields (src/rules/attribution.ts reads them from the page). */
export const attributionSchema = z.strictObject({
  adId: attributionValue,
  adGroupId: attributionValue,
  campaignId: attributionValue,
  gclId: attributionValue,
  fbclId: attributionValue,
  anonymousId: attributionValue,
  utmSource: attributionValue,
  medium: attributionValue,
  utmCampaign: attributionValue,
  landingPage: attributionValue,
});

/** portal-7.14, quote-3.13, quote-7.2: the payload of the creation (the header object is added by services/http.ts). */
export const createCustomerRequestSchema = z.strictObject({
  firstname: z.string().check(z.minLength(1), z.maxLength(50)),
  lastname: z.string().check(z.minLength(1), z.maxLength(50)),
  /** YYYY-MM-DD, month and day padded (portal-5.2). */
  dob: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  /** 10 digits. */
  phone: z.string().check(z.regex(/^\d{10}$/)),
  /** Two upper-case letters. */
  state: z.string().check(z.regex(/^[A-Z]{2}$/)),
  city: z.string().check(z.minLength(1), z.maxLength(50)),
  zipcode: z.string().check(z.regex(/^\d{5}$/)),
  loyaltyEnrollmentStatus: z.literal(true),
  ...attributionSchema.shape,
});
export type CreateCustomerRequest = z.infer<typeof createCustomerRequestSchema>;

/** quote-7.2: the answer is not shown; an OK answer is success (isSuccess false never reaches this schema). */
export const createCustomerAnswerSchema = z.object({
  isSuccess: z.optional(z.literal(true)),
  message: z.optional(z.nullable(z.string())),
});
export type CreateCustomerAnswer = z.infer<typeof createCustomerAnswerSchema>;

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/**
 * portal-7.14, quote-7.2: create the customer, with the token of the token fetch as bearer (that
 * token itself: a signed-in visitor's own customer token is not sent for someone else's record).
 */
export async function createCustomer(body: CreateCustomerRequest, options: Opts & { token: string }): Promise<CreateCustomerAnswer> {
  // The page's own payload is checked against the contract before it leaves (a bug, never a customer's input).
  return request({
    schema: createCustomerAnswerSchema,
    path: createCustomerPaths.createCustomer,
    method: 'POST',
    auth: 'bearer',
    bearerToken: options.token,
    region: options.region ?? 'main',
    body: createCustomerRequestSchema.parse(body),
    signal: options.signal,
  });
}

/** Who the token is fetched for: the new customer's email, phone and date of birth, and the state that picks the endpoint. */
export interface SignUpIdentity {
  email: string;
  /** 10 digits. */
  phone: string;
  /** YYYY-MM-DD */
  dob: string;
  /** Two-letter state code (CA selects the California endpoint). */
  state: string;
}

/**
 * portal-7.14: the token fetch before the creation: `loginWithToken` with the new customer's
 * email, phone and dob and `isskiplogin: true` (a visitor token), from the customer's endpoint,
 * kept as the anonymous token of that endpoint.
 */
export async function obtainSignUpToken(store: TokenStore, identity: SignUpIdentity, options: { signal?: AbortSignal } = {}): Promise<TokenRecord> {
  const region = regionOfState(identity.state);
  const answer = await loginWithToken(
    { email: identity.email.trim(), phone: identity.phone.replace(/\D/g, ''), dob: identity.dob, transactionId: null, isskiplogin: true },
    { signal: options.signal, region },
  );
  return store.save('anonymous', answer.token, { region });
}
