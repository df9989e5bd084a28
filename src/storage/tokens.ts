/**
 * The three token kinds of the agency API (quote-6.1, quote-6.2, quote-9.2), kept in browser
 * storage with their creation and expiry times:
 *
 * | kind      | what it is for                                          | lives      | key                  |
 * | --------- | ------------------------------------------------------- | ---------- | -------------------- |
 * | anonymous | a visitor's licence, vehicle and rate look-ups (reCAPTCHA) | 1 day   | `{brand}-token`       |
 * | fetch     | fetching quotes and policies                             | 1 day      | `{brand}-fetch-token` |
 * | customer  | the signed-in customer's account, policies, quotes...    | 30 minutes | `customer-token`      |
 *
 * The customer token also keeps the customer's email and state (`ca` selects the California
 * endpoint; site-3.19, portal-3.28). A token is valid while its expiry is in the future
 * (portal-5.19); an expired one reads as missing and is removed. The anonymous and fetch tokens
 * keep the endpoint that gave them (`region`: `ca` for the California endpoint, quote-4.5; a record
 * without one is the main endpoint's). No password is ever stored: the
 * record's schema has no place for one, and a record with any other field reads as missing.
 */
import * as z from 'zod/mini';
import { isMissing } from '../rules/empty';
import { createStorage, HOUR_MS, type TypedStorage } from './index';
// English messages in a refused record's error, wherever this module runs first.
import '../config/zodSetup';

export type TokenKind = 'anonymous' | 'fetch' | 'customer';
export const TOKEN_KINDS: readonly TokenKind[] = ['anonymous', 'fetch', 'customer'];

export const MINUTE_MS = 60_000;
/** quote-9.2: anonymous and fetch tokens expire after 1 day, the customer token after 30 minutes. */
export const TOKEN_LIFETIME_MS: Readonly<Record<TokenKind, number>> = {
  anonymous: 24 * HOUR_MS,
  fetch: 24 * HOUR_MS,
  customer: 30 * MINUTE_MS,
};
/** quote-9.2: a flow that waits for a token looks again every 50 ms. */
export const TOKEN_POLL_MS = 50;
/** How long `waitForToken` waits by default before giving up. */
export const TOKEN_WAIT_LIMIT_MS = 10_000;

export const tokenKeys: Readonly<Record<TokenKind, (brand: string) => string>> = {
  anonymous: (brand) => `${brand}-token`,
  fetch: (brand) => `${brand}-fetch-token`,
  customer: () => 'customer-token',
};

const timeSchema = z.number().check(z.int(), z.nonnegative());

const baseRecord = {
  token: z.string().check(z.minLength(1)),
  /** Epoch milliseconds. */
  createdAt: timeSchema,
  /** Epoch milliseconds; the token is valid while this is in the future. */
  expiresAt: timeSchema,
};

/** The endpoint that gave a token (quote-4.5): a token of one is not sent to the other. */
const regionSchema = z.optional(z.enum(['main', 'ca']));
export type TokenRegion = 'main' | 'ca';

export const anonymousTokenRecordSchema = z.strictObject({ kind: z.literal('anonymous'), ...baseRecord, region: regionSchema });
export const fetchTokenRecordSchema = z.strictObject({ kind: z.literal('fetch'), ...baseRecord, region: regionSchema });

/** The endpoint a stored token came from (records from before regions were kept are the main endpoint's). */
export function regionOfToken(record: AnonymousTokenRecord | FetchTokenRecord): TokenRegion {
  return record.region ?? 'main';
}
export const customerTokenRecordSchema = z.strictObject({
  kind: z.literal('customer'),
  ...baseRecord,
  email: z.string().check(z.minLength(1)),
  /** The customer's state as a lowercase code (`ca` for California), or null when not known. */
  state: z.nullable(z.string().check(z.regex(/^[a-z]{2}$/))),
});

export type AnonymousTokenRecord = z.infer<typeof anonymousTokenRecordSchema>;
export type FetchTokenRecord = z.infer<typeof fetchTokenRecordSchema>;
export type CustomerTokenRecord = z.infer<typeof customerTokenRecordSchema>;

export interface TokenRecords {
  anonymous: AnonymousTokenRecord;
  fetch: FetchTokenRecord;
  customer: CustomerTokenRecord;
}
export type TokenRecord = TokenRecords[TokenKind];

const recordSchemas: { [K in TokenKind]: z.ZodMiniType<TokenRecords[K]> } = {
  anonymous: anonymousTokenRecordSchema,
  fetch: fetchTokenRecordSchema,
  customer: customerTokenRecordSchema,
};

/** What the customer token keeps beside the token. */
export interface CustomerDetails {
  email: string;
  /** Any case, e.g. `CA` or `tx`; kept in lower case. Missing (portal-5.19) when not known. */
  state: string | null;
}

export interface TokenStore {
  /** Keep a new token of that kind, created now, expiring after its lifetime. Returns what was stored. */
  save(kind: 'anonymous' | 'fetch', token: string, details?: { region: TokenRegion }): TokenRecord;
  save(kind: 'customer', token: string, details: CustomerDetails): CustomerTokenRecord;
  /** The stored token of that kind, or null when there is none, it is expired or unreadable. */
  read<K extends TokenKind>(kind: K): TokenRecords[K] | null;
  clear(kind: TokenKind): void;
}

export interface TokenStoreOptions {
  /** The Storage to use (the page's localStorage), or null where storage is blocked. */
  backend: Storage | null;
  brand: string;
  /** Epoch milliseconds. */
  now?: () => number;
}

export function createTokenStore({ backend, brand, now = () => Date.now() }: TokenStoreOptions): TokenStore {
  return tokenStoreOn(createStorage(backend, now), brand, now);
}

/**
 * The token store kept in a page's typed storage (the widget's effects storage): what a widget
 * gives the charts that need a token, as their input's `tokens`.
 */
export function tokenStoreOn(storage: TypedStorage, brand: string, now: () => number = () => Date.now()): TokenStore {

  function save(kind: TokenKind, token: string, details?: CustomerDetails | { region: TokenRegion }): TokenRecord {
    const createdAt = now();
    const expiresAt = createdAt + TOKEN_LIFETIME_MS[kind];
    let record: TokenRecord;
    if (kind === 'customer') {
      if (!details || !('email' in details)) throw new Error('A customer token is stored with the customer email and state.');
      const state = details.state === null || isMissing(details.state) ? null : details.state.trim().toLowerCase();
      record = customerTokenRecordSchema.parse({ kind, token, createdAt, expiresAt, email: details.email.trim(), state });
    } else {
      const region = details && 'region' in details && details.region === 'ca' ? { region: 'ca' as const } : {};
      record = recordSchemas[kind].parse({ kind, token, createdAt, expiresAt, ...region });
    }
    storage.set(tokenKeys[kind](brand), record, { ttlHours: TOKEN_LIFETIME_MS[kind] / HOUR_MS });
    return record;
  }

  function read<K extends TokenKind>(kind: K): TokenRecords[K] | null {
    const schema = recordSchemas[kind];
    const key = tokenKeys[kind](brand);
    const record = storage.get(key, (v): v is TokenRecords[K] => schema.safeParse(v).success);
    if (!record) return null;
    // portal-5.19: valid while the expiry is in the future (the envelope's expiry says the same).
    if (record.expiresAt <= now()) {
      storage.remove(key);
      return null;
    }
    return record;
  }

  return {
    save: save as TokenStore['save'],
    read,
    clear: (kind) => storage.remove(tokenKeys[kind](brand)),
  };
}

/** The token store of the page's localStorage for a brand (null backend where storage is blocked). */
export function browserTokenStore(brand: string): TokenStore {
  let backend: Storage | null = null;
  try {
    backend = window.localStorage;
  } catch {
    backend = null;
  }
  return createTokenStore({ backend, brand });
}

/** True when the customer token belongs to a California customer (the CA endpoint). */
export function isCaliforniaCustomer(record: CustomerTokenRecord | null): boolean {
  return record?.state === 'ca';
}

/** Why `waitForToken` gave up without a token. */
export class TokenWaitError extends Error {
  override readonly name = 'TokenWaitError';
  constructor(
    readonly kind: TokenKind,
    readonly waitedMs: number,
  ) {
    super(`No ${kind} token after ${waitedMs} ms.`);
  }
}

export interface WaitForTokenOptions {
  signal?: AbortSignal;
  /** Give up after this many milliseconds (default TOKEN_WAIT_LIMIT_MS). */
  limitMs?: number;
  /** Look again this often (default TOKEN_POLL_MS, quote-9.2). */
  intervalMs?: number;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The wait was cancelled.', 'AbortError');
}

/**
 * Resolves with the stored token of that kind as soon as there is one: at once when it is already
 * stored, else at the first poll (every 50 ms) that finds it. Rejects with a TokenWaitError when
 * `limitMs` passes first, or with the signal's reason when the caller aborts.
 */
export function waitForToken<K extends TokenKind>(
  store: Pick<TokenStore, 'read'>,
  kind: K,
  { signal, limitMs = TOKEN_WAIT_LIMIT_MS, intervalMs = TOKEN_POLL_MS }: WaitForTokenOptions = {},
): Promise<TokenRecords[K]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const first = store.read(kind);
    if (first) {
      resolve(first);
      return;
    }
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const poll = () => {
      waited += intervalMs;
      const record = store.read(kind);
      if (record) {
        signal?.removeEventListener('abort', onAbort);
        resolve(record);
      } else if (waited >= limitMs) {
        signal?.removeEventListener('abort', onAbort);
        reject(new TokenWaitError(kind, waited));
      } else {
        timer = setTimeout(poll, intervalMs);
      }
    };
    timer = setTimeout(poll, intervalMs);
  });
}
