/**
 * The password calls of the agency API: send the reset email (site-7.4, the forgot-password page)
 * and set a new password with the token of that email (site-7.9, site-3.12, portal-3.24). Both
 * are POSTs under /account with the header object and the brand token (the visitor is not signed
 * in); each goes to the endpoint of the customer's region, the California one for `ca` (site-6.2).
 *
 * | call                              | sends                                              | answer read         |
 * | --------------------------------- | -------------------------------------------------- | ------------------- |
 * | POST /account/sendResetPassword   | header, email                                      | nothing but success |
 * | POST /account/setPassword         | header, token, password, passwordVerify            | the success flag    |
 *
 * The API limits the reset emails of one address: past its limit it answers HTTP 423
 * (`isResetLimited`), which the page tells apart from a failure.
 *
 * The specification shows neither the send-reset path nor its answer (site-7.4): the path is
 * named like the other account calls, and its answer is read only as "it went through". An answer
 * with `isSuccess: false` never reaches the schemas below: services/http.ts turns it into an
 * ApiError of kind 'rejected' (quote-8.1), so a resolved call is a success. No password is kept:
 * it goes into the request body and nowhere else.
 */
import * as z from 'zod/mini';
import { request, type Region } from './http';

export const passwordPaths = {
  sendResetPassword: '/account/sendResetPassword',
  setPassword: '/account/setPassword',
} as const;

/** site-7.4: the send-reset payload (the header object is added by services/http.ts). */
export const sendResetPasswordRequestSchema = z.strictObject({ email: z.string().check(z.minLength(1)) });
export type SendResetPasswordRequest = z.infer<typeof sendResetPasswordRequestSchema>;

/** site-7.4: the answer is not shown; an OK JSON object (not `isSuccess: false`) means the email went. */
export const sendResetPasswordAnswerSchema = z.object({ isSuccess: z.optional(z.literal(true)) });
export type SendResetPasswordAnswer = z.infer<typeof sendResetPasswordAnswerSchema>;

/** site-3.12, portal-3.24: the set-password request (the header object is added by services/http.ts). */
export const setPasswordRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  passwordVerify: z.string().check(z.minLength(1)),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** site-7.9: the answer is a success flag; a failure (isSuccess false) is the client's `rejected` error. */
export const setPasswordAnswerSchema = z.object({
  isSuccess: z.literal(true),
  message: z.optional(z.nullable(z.string())),
});
export type SetPasswordAnswer = z.infer<typeof setPasswordAnswerSchema>;

/** The HTTP status of a reset email the API refuses because the address was sent too many (its limit). */
export const RESET_LIMITED_STATUS = 423;

/**
 * The send-reset call was refused by the API's limit on reset emails (HTTP 423). Read by the
 * error's `kind` and `status`, as an ApiError carries them (and a path model describes one).
 */
export function isResetLimited(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'http' && 'status' in error && error.status === RESET_LIMITED_STATUS;
}

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** site-7.4: send the reset email to a customer of `region`'s endpoint. */
export function sendResetPassword(email: string, options: Opts = {}): Promise<SendResetPasswordAnswer> {
  return request({
    schema: sendResetPasswordAnswerSchema,
    path: passwordPaths.sendResetPassword,
    method: 'POST',
    auth: 'brand',
    region: options.region ?? 'main',
    body: { email },
    signal: options.signal,
  });
}

/** site-7.9: set the new password with the email's token, on the main endpoint or California's (state=ca). */
export function setPassword(body: SetPasswordRequest, options: Opts = {}): Promise<SetPasswordAnswer> {
  return request({
    schema: setPasswordAnswerSchema,
    path: passwordPaths.setPassword,
    method: 'POST',
    auth: 'brand',
    region: options.region ?? 'main',
    body: { token: body.token, password: body.password, passwordVerify: body.passwordVerify },
    signal: options.signal,
  });
}
