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
 */
import type { PromiseActorLogic } from 'xstate';
import type { TokenKind, TokenRecord, TokenStore } from '../../services/tokens';
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
