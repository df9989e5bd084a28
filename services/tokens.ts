/**
 * The token calls of the agency API (quote-6.1, quote-6.2, quote-7.1, quote-7.4). Each is a POST
 * under /account with the header object and the reCAPTCHA header (the visitor has no token yet),
 * and answers a token:
 *
 * | call                                          | sends                                             | token     |
 * | --------------------------------------------- | ------------------------------------------------- | --------- |
 * | POST /account/loginWithToken, isskiplogin true | email, phone, dob, transactionId all empty        | anonymous |
 * | POST /account/loginWithToken, isskiplogin false | the customer's email, phone, dob, transactionId | customer  |
 * | POST /account/loginWithRatingTransaction      | transactionId                                     | fetch     |
 * | POST /account/fetchTokenByRateQuoteId         | rateQuoteId                                       | fetch     |
 *
 * The `obtain*` functions make the call and keep the token in the token store
 * (src/storage/tokens.ts) with its creation time and expiry. No password is sent or stored.
 */
import * as z from 'zod/mini';
import { regionOfToken, type CustomerTokenRecord, type TokenRecord, type TokenStore } from '../src/storage/tokens';

/** The token store a chart is given (its widget makes it on the page's storage): charts name it through the services. */
export type { TokenKind, TokenRecord, TokenStore } from '../src/storage/tokens';
import { request, type Region } from './http';

export const accountPaths = {
  loginWithToken: '/account/loginWithToken',
  loginWithRatingTransaction: '/account/loginWithRatingTransaction',
  fetchTokenByRateQuoteId: '/account/fetchTokenByRateQuoteId',
} as const;

/** quote-7.1: the payload of loginWithToken (the header object is added by services/http.ts). */
export const loginWithTokenRequestSchema = z.strictObject({
  email: z.string(),
  phone: z.string(),
  /** YYYY-MM-DD, or empty for the anonymous token. */
  dob: z.string(),
  transactionId: z.nullable(z.string()),
  /** true: skip the customer login and answer an anonymous token; false: the customer's token. */
  isskiplogin: z.boolean(),
});
export type LoginWithTokenRequest = z.infer<typeof loginWithTokenRequestSchema>;

/** quote-7.4 (payload not shown in the specification): the rating transaction of the quote. */
export const loginWithRatingTransactionRequestSchema = z.strictObject({ transactionId: z.string().check(z.minLength(1)) });
/** quote-7.4 (payload not shown in the specification): one rate quote of the transaction. */
export const fetchTokenByRateQuoteIdRequestSchema = z.strictObject({ rateQuoteId: z.string().check(z.minLength(1)) });

/**
 * quote-7.1, quote-7.4: every token call answers a token. An answer with `isSuccess: false` never
 * reaches this schema: services/http.ts turns it into an ApiError of kind 'rejected' (quote-8.1).
 */
export const tokenAnswerSchema = z.object({
  isSuccess: z.optional(z.literal(true)),
  token: z.string().check(z.minLength(1)),
  message: z.optional(z.nullable(z.string())),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

type Opts = { signal?: AbortSignal | undefined; region?: Region };

export function loginWithToken(body: LoginWithTokenRequest, options: Opts = {}): Promise<TokenAnswer> {
  return request({
    schema: tokenAnswerSchema,
    path: accountPaths.loginWithToken,
    method: 'POST',
    auth: 'recaptcha',
    region: options.region ?? 'main',
    body,
    signal: options.signal,
  });
}

export function loginWithRatingTransaction(transactionId: string, options: Opts = {}): Promise<TokenAnswer> {
  return request({
    schema: tokenAnswerSchema,
    path: accountPaths.loginWithRatingTransaction,
    method: 'POST',
    auth: 'recaptcha',
    region: options.region ?? 'main',
    body: { transactionId },
    signal: options.signal,
  });
}

export function fetchTokenByRateQuoteId(rateQuoteId: string, options: Opts = {}): Promise<TokenAnswer> {
  return request({
    schema: tokenAnswerSchema,
    path: accountPaths.fetchTokenByRateQuoteId,
    method: 'POST',
    auth: 'recaptcha',
    region: options.region ?? 'main',
    body: { rateQuoteId },
    signal: options.signal,
  });
}

/** The region of a customer: the California endpoint for state CA. */
export function regionOfState(state: string | null | undefined): Region {
  return state?.trim().toLowerCase() === 'ca' ? 'ca' : 'main';
}

/** quote-6.1: the anonymous visitor's token (1 day) from the region's endpoint, kept in the store with its region. */
export async function obtainAnonymousToken(store: TokenStore, options: Opts = {}): Promise<TokenRecord> {
  const region = options.region ?? 'main';
  const answer = await loginWithToken(
    { email: '', phone: '', dob: '', transactionId: null, isskiplogin: true },
    { ...options, region },
  );
  return store.save('anonymous', answer.token, { region });
}

/**
 * quote-4.4, quote-6.1: the visitor's anonymous token: the stored one while valid and from the
 * region's endpoint, else a new one from that endpoint (quote-4.5: moving into or out of
 * California fetches a new token), kept in the store.
 */
export async function ensureAnonymousToken(store: TokenStore, options: Opts = {}): Promise<TokenRecord> {
  const stored = store.read('anonymous');
  if (stored && regionOfToken(stored) === (options.region ?? 'main')) return stored;
  return obtainAnonymousToken(store, options);
}

export interface CustomerIdentity {
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  dob: string;
  /** The quote's transaction when there is one; blank is sent as null. */
  transactionId?: string | null;
  /** The customer's state when known (`CA` selects the California endpoint); blank or 'undefined' is unknown. */
  state: string | null;
}

/**
 * quote-6.2, portal-7.13: a customer token asked of the customer's endpoint with the email, phone
 * and date of birth, kept nowhere (the portal's payment calls carry it).
 */
export async function fetchCustomerToken(identity: CustomerIdentity, options: { signal?: AbortSignal } = {}): Promise<string> {
  const answer = await loginWithToken(
    {
      email: identity.email.trim(),
      phone: identity.phone.replace(/\D/g, ''),
      dob: identity.dob,
      transactionId: identity.transactionId?.trim() || null,
      isskiplogin: false,
    },
    { signal: options.signal, region: regionOfState(identity.state) },
  );
  return answer.token;
}

/**
 * quote-6.2: the signed-in customer's token (30 minutes), asked of the customer's endpoint and
 * kept with the email and state.
 */
export async function obtainCustomerToken(
  store: TokenStore,
  identity: CustomerIdentity,
  options: { signal?: AbortSignal } = {},
): Promise<CustomerTokenRecord> {
  const token = await fetchCustomerToken(identity, options);
  return store.save('customer', token, { email: identity.email, state: identity.state });
}

/** quote-6.2: the fetch token (1 day) for fetching quotes and policies, by transaction or rate quote. */
export async function obtainFetchToken(
  store: TokenStore,
  by: { transactionId: string } | { rateQuoteId: string },
  options: Opts = {},
): Promise<TokenRecord> {
  const answer =
    'transactionId' in by
      ? await loginWithRatingTransaction(by.transactionId, options)
      : await fetchTokenByRateQuoteId(by.rateQuoteId, options);
  return store.save('fetch', answer.token);
}
