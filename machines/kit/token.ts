/**
 * The token a chart's calls carry (quote-6.1, quote-6.2, quote-9.2): an anonymous, fetch or customer
 * token, kept with its expiry in the token store the widget gives the chart (its input's `tokens`,
 * made on the page's storage: src/widgets; a memory store in the tests). Charts never open the
 * browser's storage themselves.
 *
 * `fromToken` makes the chart's token actor (a `fromCall`, so it is named, held by the path
 * engine and cancelled with its state like any call): the stored token of its kind while it is
 * valid (an expired one reads as missing, src/storage/tokens.ts) and `reuse` accepts it (a token of
 * the endpoint asked for), else a new one from `obtain`, which keeps it in the store. Without
 * `reuse`, every call asks for a new one (a sign-up token is fetched for the customer being made).
 *
 * Its input is the chart's `{ tokens, ...what obtain needs }`; its output the token record.
 *
 * `fromVisitorCall` makes a call actor whose call carries the visitor's token (`auth: 'bearer'`,
 * quote-6.1): the anonymous token lives a day (quote-9.2), and a visitor may stay on a step longer.
 * When the call finds the token refused (none to send: missing or expired, ApiError kind 'auth';
 * or the API's 401), it asks for a new anonymous token of the input's endpoint, keeps it in the
 * input's store, and makes the call again, once. A second refusal, a failed renewal or any other
 * failure is the call's own error, as without the renewal. A signed-in customer's token is never
 * renewed here: with a valid customer token stored, the call sent that token, and its refusal
 * is the call's error (signing the customer out is the account flows' business). Stopping the
 * actor (its state left) aborts the renewal and the call alike, and nothing answers.
 */
import type { PromiseActorLogic } from 'xstate';
import { isApiError, type Region } from '../../services/http';
import { obtainAnonymousToken, type TokenKind, type TokenRecord, type TokenStore } from '../../services/tokens';
import { fromCall } from './call';

/** What every token actor's input carries: the store the widget gave the chart. */
export interface TokenPort {
  tokens: TokenStore;
}

export function fromToken<TInput extends TokenPort>(o: {
  kind: TokenKind;
  /** Whether a stored, unexpired token serves this call; absent: a new token every time. */
  reuse?: (stored: TokenRecord, input: TInput) => boolean;
  /** Ask the API for a new token and keep it in the store (services/tokens.ts). */
  obtain: (tokens: TokenStore, input: TInput, signal: AbortSignal) => Promise<TokenRecord>;
}): PromiseActorLogic<TokenRecord, TInput> {
  return fromCall<TokenRecord, TInput>(async ({ input, signal }) => {
    const stored = o.reuse ? input.tokens.read(o.kind) : null;
    if (stored && o.reuse?.(stored, input)) return stored;
    return o.obtain(input.tokens, input, signal);
  });
}

/** What the input of a call with the visitor's token carries: the store and the endpoint a new token comes from. */
export interface VisitorTokenPort extends TokenPort {
  region: Region;
}

/** The status of an answer that refuses the token sent. */
const TOKEN_REFUSED_STATUS = 401;

/** The call had no token to send (missing or expired), or the API refused the one sent. */
export function isVisitorTokenRefused(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'auth' || (error.kind === 'http' && error.status === TOKEN_REFUSED_STATUS));
}

/**
 * Make `call`; on a refused visitor token, renew the anonymous token (kept in `port.tokens`) and
 * make it once more. Any failure of the renewal leaves the call's own refusal as the error.
 */
export async function withVisitorToken<T>(port: VisitorTokenPort, signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (refusal) {
    if (signal.aborted || !isVisitorTokenRefused(refusal) || port.tokens.read('customer')) throw refusal;
    try {
      await obtainAnonymousToken(port.tokens, { region: port.region, signal });
    } catch {
      throw refusal;
    }
    if (signal.aborted) throw refusal;
    return call();
  }
}

/** A chart's call actor (a `fromCall`) whose call carries the visitor's token, renewed once when refused. */
export function fromVisitorCall<TOutput, TInput extends VisitorTokenPort>(
  call: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromCall<TOutput, TInput>(({ input, signal }) => withVisitorToken(input, signal, () => call({ input, signal })));
}
