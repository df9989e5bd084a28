/**
 * The out-of-state email form (site-7.8): it "posts to its own form action with email, state and
 * redirect fields". The page posts those three fields as a browser submits a form
 * (`application/x-www-form-urlencoded`) to the action its configuration names (a same-site path or
 * an https URL, checked by src/config/outOfState.ts), through the one client (services/http.ts,
 * `base: 'page'`).
 *
 * The action's answer is "not shown" in the specification. The site reads it as the agency API
 * answers: JSON, `isSuccess: false` (with its message) a failure like any non-OK status
 * (services/http.ts turns it into an ApiError of kind `rejected`). Nothing else of it is read.
 *
 * | call                                   | sends (form fields)      | answer read |
 * | -------------------------------------- | ------------------------ | ----------- |
 * | POST <form action>, default `/api/outofstate/subscribe` | email, state, redirect | isSuccess |
 */
import * as z from 'zod/mini';
import { request } from './http';

/** The sandbox's form action (fixtures/sandbox/routes/outOfState.ts), the page's default. */
export const OUT_OF_STATE_ACTION = '/api/outofstate/subscribe';

/** site-7.8: the three fields, as the form posts them. */
export const outOfStateFieldsSchema = z.strictObject({
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  /** The state's code (`FL`), or empty when the page knows no state. */
  state: z.string().check(z.regex(/^([A-Z]{2})?$/)),
  /** Where the form's handler sends the visitor once it has the address (a page of this site). */
  redirect: z.string().check(z.maxLength(2000)),
});
export type OutOfStateFields = z.infer<typeof outOfStateFieldsSchema>;

/** What the site reads of the action's answer: that it is JSON and does not say isSuccess: false. */
export const outOfStateAnswerSchema = z.object({
  isSuccess: z.optional(z.literal(true)),
});
export type OutOfStateAnswer = z.infer<typeof outOfStateAnswerSchema>;

/** site-7.8: post the email, state and redirect fields to the form's own action. */
export function postOutOfStateForm(action: string, fields: OutOfStateFields, options: { signal?: AbortSignal } = {}): Promise<OutOfStateAnswer> {
  return request({
    schema: outOfStateAnswerSchema,
    base: 'page',
    path: action,
    method: 'POST',
    form: { email: fields.email, state: fields.state, redirect: fields.redirect },
    signal: options.signal,
  });
}
