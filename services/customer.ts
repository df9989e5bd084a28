/**
 * The customer account calls (site-3.13, site-7.10, quote-7.3): the customer existence check, the
 * sign-in and the customer profile. The specification names the calls and what they answer, not
 * their paths or payloads; these were chosen:
 *
 * | call                         | sends                     | answers                  |
 * | ---------------------------- | ------------------------- | ------------------------ |
 * | POST /account/checkCustomer  | `{ header, email }`       | `{ isCustomerExist }`    |
 * | POST /account/login          | `{ header, email, password }` | `{ token }` (customer) |
 * | GET /account/profile         | header fields, bearer     | `{ name }`               |
 * | POST /account/logout         | `{ header }`, bearer      | `{ isSuccess }`          |
 *
 * Each call goes to the main endpoint or to the California one (`region: 'ca'`, site-6.2). The
 * password is sent to the login call only and kept nowhere.
 */
import * as z from 'zod/mini';
import { isApiError, request, serverText, type Region } from './http';

export const customerPaths = {
  checkCustomer: '/account/checkCustomer',
  login: '/account/login',
  profile: '/account/profile',
  logout: '/account/logout',
} as const;

/** quote-7.3: the payload of the existence check (the header object is added by services/http.ts). */
export const checkCustomerRequestSchema = z.strictObject({ email: z.string() });
export type CheckCustomerRequest = z.infer<typeof checkCustomerRequestSchema>;

/** site-3.13: whether a customer with that email exists on the endpoint asked. */
export const checkCustomerAnswerSchema = z.object({ isCustomerExist: z.boolean() });
export type CustomerCheck = z.infer<typeof checkCustomerAnswerSchema>;

/** site-7.10: the payload of the login. */
export const loginRequestSchema = z.strictObject({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** site-3.13: the login answers the customer token. */
export const loginAnswerSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** site-3.13: the customer profile answers the customer's name (shown as text, capped). */
export const profileAnswerSchema = z.object({ name: serverText });
export type CustomerProfile = z.infer<typeof profileAnswerSchema>;

/**
 * What a login comes to. A refusal (the email and password do not match, or the API locked
 * sign-in for the email after too many attempts) is an answer, not a failure: the page shows the
 * one sign-in error for a mismatch, whatever the address, and the lockout its own message.
 * Anything else (500, timeout, a broken answer) rejects with the ApiError.
 */
export type LoginResult = { outcome: 'signedIn'; token: string } | { outcome: 'refused'; reason: 'credentials' | 'locked' };

/** The HTTP statuses of a refused login: 401 wrong email or password, 423 account locked. */
export const LOGIN_REFUSED_STATUS = { credentials: 401, locked: 423 } as const;

/** The HTTP status of a profile call whose token is no longer valid (expired, signed out elsewhere). */
export const TOKEN_REFUSED_STATUS = 401;

type Opts = { region?: Region; signal?: AbortSignal | undefined };

/**
 * quote-7.3, site-7.10: does a customer with this email exist on the endpoint of `region` (the
 * main one by default, the California one for `ca`)?
 */
export function checkCustomer(emailAddress: string, options: Opts = {}): Promise<CustomerCheck> {
  return request({
    schema: checkCustomerAnswerSchema,
    path: customerPaths.checkCustomer,
    method: 'POST',
    region: options.region ?? 'main',
    body: { email: emailAddress.trim() } satisfies CheckCustomerRequest,
    signal: options.signal,
  });
}

/** site-7.10, site-6.2: sign in with email and password on the customer's endpoint. */
export async function login(credentials: LoginRequest, options: Opts = {}): Promise<LoginResult> {
  try {
    const answer = await request({
      schema: loginAnswerSchema,
      path: customerPaths.login,
      method: 'POST',
      region: options.region ?? 'main',
      body: { email: credentials.email.trim(), password: credentials.password } satisfies LoginRequest,
      signal: options.signal,
    });
    return { outcome: 'signedIn', token: answer.token };
  } catch (e) {
    if (isApiError(e) && e.kind === 'http' && e.status === LOGIN_REFUSED_STATUS.credentials) return { outcome: 'refused', reason: 'credentials' };
    if (isApiError(e) && e.kind === 'http' && e.status === LOGIN_REFUSED_STATUS.locked) return { outcome: 'refused', reason: 'locked' };
    throw e;
  }
}

/**
 * site-7.10: the signed-in customer's profile, with the stored customer token (`auth: 'bearer'`),
 * from the customer's endpoint. A token the API no longer takes rejects with an `http` ApiError
 * of status 401 (`isTokenRefused`).
 */
export function getProfile(options: Opts = {}): Promise<CustomerProfile> {
  return request({
    schema: profileAnswerSchema,
    path: customerPaths.profile,
    method: 'GET',
    auth: 'bearer',
    region: options.region ?? 'main',
    signal: options.signal,
  });
}

/** Sign-out does not wait longer than this for the API to revoke the token (the page signs out either way). */
export const LOGOUT_TIMEOUT_MS = 3000;

/** The sign-out answer: it went (a token already revoked or expired is signed out too). */
export const logoutAnswerSchema = z.object({ isSuccess: z.literal(true) });
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

/**
 * site-2.28: sign out: the API revokes the stored customer token (`auth: 'bearer'`) on the
 * customer's endpoint. The customer token lives 30 minutes from its login (site-3.19); a revoked or
 * expired one is refused by every call that needs it (401, `isTokenRefused`).
 */
export function logout(options: Opts = {}): Promise<LogoutAnswer> {
  return request({
    timeoutMs: LOGOUT_TIMEOUT_MS,
    schema: logoutAnswerSchema,
    path: customerPaths.logout,
    method: 'POST',
    auth: 'bearer',
    region: options.region ?? 'main',
    signal: options.signal,
  });
}

/**
 * The profile call said the token is no longer valid (401), or the page has no token to send. Read
 * by the error's `kind` and `status`, as an ApiError carries them (and a path model describes one).
 */
export function isTokenRefused(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return false;
  if (error.kind === 'auth') return true;
  return error.kind === 'http' && 'status' in error && error.status === TOKEN_REFUSED_STATUS;
}
