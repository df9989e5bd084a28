/**
 * The calls behind a quote card's buttons (quote 001 §4 "Quote cards", "Buy now", §6, §7): the
 * quote chosen (quote-7.15), its buy-now address (quote-7.16), a text or call request to an agent
 * (quote-7.28) and the count of idle agents (quote-7.29, quote-6.5).
 *
 * | call                      | sends                                  | answer                                                  |
 * | ------------------------- | -------------------------------------- | ------------------------------------------------------- |
 * | POST /rating/selectQuote  | rateQuoteId, selectQuoteEventType      | not shown: `{ isSuccess? }` is read                     |
 * | POST /rating/buyNow       | rateQuoteId                            | buyNowUrl (a string, '' or null)                        |
 * | POST /rating/contact      | rateQuoteId, contactType (0 text, 1 call) | isSuccess, message ('send event success')            |
 * | GET /agents/idleCount     | the header fields                      | resultCode, idleAgentCountResponse.idleAgentCount       |
 *
 * Paths not shown in the specification ("paths for many quote-flow calls are not shown"): the
 * contact call is `POST /rating/contact` and the idle-agent count `GET /agents/idleCount`, here and
 * in the sandbox. `selectQuoteEventType` is not described either: a number or a text is sent as the
 * caller gives it. The idle count's `resultCode` values are not shown, so it is not read: the count
 * alone says whether an agent is free (0: none).
 *
 * Every call sends the visitor's token (`auth: 'bearer'`, quote §6). The buy-now address is
 * returned as the API gives it, '' and null included: machines/quote/buyNow.rules.ts `safeBuyUrl` decides
 * what the page may open, and an empty one is the "Buy Now url empty" event (quote-8.8).
 */
import * as z from 'zod/mini';
import { request, serverText, type Region } from './http';

export const buyNowPaths = {
  selectQuote: '/rating/selectQuote',
  buyNow: '/rating/buyNow',
  contact: '/rating/contact',
  idleAgents: '/agents/idleCount',
} as const;

/** quote-7.28: the contact request's type: 0 a text message, 1 a call. */
export type ContactType = 0 | 1;

/** What selectQuote's `selectQuoteEventType` carries (its values are not shown in the specification). */
export type SelectQuoteEventType = number | string;

/** quote-7.15: the answer is not shown; an `isSuccess` is read when it comes (false is a `rejected` ApiError). */
export const selectQuoteAnswerSchema = z.object({
  isSuccess: z.optional(z.boolean()),
});

/** quote-7.16: the buy-now address; a missing one reads as null. */
export const buyNowAnswerSchema = z.object({
  buyNowUrl: z._default(z.nullable(z.string()), null),
});
export type BuyNowAnswer = z.output<typeof buyNowAnswerSchema>;

/** The message of a contact request the contact service took (quote-7.28). */
export const CONTACT_SUCCESS_MESSAGE = 'send event success';

/** quote-7.28: the contact service's answer (isSuccess false is a `rejected` ApiError with its message). */
export const contactAnswerSchema = z.object({
  isSuccess: z.boolean(),
  message: z._default(serverText, ''),
});
export type ContactAnswer = z.output<typeof contactAnswerSchema>;

const count = z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 100_000, { message: 'must be a whole number from 0 to 100000' }));

/** quote-7.29: the idle agents. */
export const idleAgentsAnswerSchema = z.object({
  resultCode: z.number(),
  idleAgentCountResponse: z.object({ idleAgentCount: count }),
});

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** quote-7.15: tell the API which quote the visitor chose, and for what (the card's event type). */
export function selectQuote(rateQuoteId: string, selectQuoteEventType: SelectQuoteEventType, options: Opts = {}): Promise<void> {
  return request({
    schema: selectQuoteAnswerSchema,
    path: buyNowPaths.selectQuote,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: { rateQuoteId, selectQuoteEventType },
    signal: options.signal,
  }).then(() => undefined);
}

/** quote-7.16: the carrier's buy-now address for a quote, as given ('' or null when it has none). */
export function buyNow(rateQuoteId: string, options: Opts = {}): Promise<string | null> {
  return request({
    schema: buyNowAnswerSchema,
    path: buyNowPaths.buyNow,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: { rateQuoteId },
    signal: options.signal,
  }).then((a) => a.buyNowUrl);
}

/** quote-7.28: ask an agent to text (0) or call (1) the visitor about a quote. */
export function sendContactRequest(rateQuoteId: string, contactType: ContactType, options: Opts = {}): Promise<ContactAnswer> {
  return request({
    schema: contactAnswerSchema,
    path: buyNowPaths.contact,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: { rateQuoteId, contactType },
    signal: options.signal,
  });
}

/** quote-7.29, quote-6.5: how many agents are free now (0: none). */
export function getIdleAgentCount(options: Opts = {}): Promise<number> {
  return request({
    schema: idleAgentsAnswerSchema,
    path: buyNowPaths.idleAgents,
    auth: 'bearer',
    region: options.region,
    signal: options.signal,
  }).then((a) => a.idleAgentCountResponse.idleAgentCount);
}
