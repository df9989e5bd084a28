/**
 * The visitor's token as the quote form's charts ask for it: the opening (machines/quote/opening.machine.ts)
 * and the address step's endpoint switch (machines/quote/address.machine.ts, later code).
 */
import { fromToken, type TokenPort } from '../kit/token';
import type { Region } from '../../services/http';
import { ensureAnonymousToken } from '../../services/tokens';

/** The visitor's token (quote-4.4, quote-6.1): the stored one while valid, else a new anonymous token, kept in the page's storage. */
export const visitorTokenLogic = fromToken<TokenPort & { region: Region }>({
  kind: 'anonymous',
  // A stored token of the same endpoint is reused (services/tokens.ts), else a new one is kept.
  obtain: (tokens, input, signal) => ensureAnonymousToken(tokens, { signal, region: input.region }),
});
