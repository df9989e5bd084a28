/**
 * The kit token actor against a real token store on memory storage, with a clock that moves: the
 * stored token while valid and accepted, a new one (kept) once it has expired or is of another
 * endpoint, a new one every time where nothing is reused, and a failure that is the call's.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { TokenRecord, TokenStore } from '../../services/tokens';
import { storageWith } from '../../src/storage';
import { regionOfToken, TOKEN_LIFETIME_MS, tokenStoreOn, type TokenRegion } from '../../src/storage/tokens';
import { MODEL_EPOCH } from '../../src/paths/system';
import { fromToken, type TokenPort } from './token';

function setup(reuse: boolean) {
  let now = MODEL_EPOCH;
  const tokens = tokenStoreOn(storageWith(), 'bluebonnet', () => now);
  const asked: TokenRegion[] = [];
  let failWith: Error | null = null;
  const logic = fromToken<TokenPort & { region: TokenRegion }>({
    kind: 'anonymous',
    reuse: reuse ? (stored, input) => stored.kind === 'anonymous' && regionOfToken(stored) === input.region : undefined,
    obtain: async (store: TokenStore, input) => {
      asked.push(input.region);
      if (failWith) throw failWith;
      return store.save('anonymous', `token-${asked.length}`, { region: input.region });
    },
  });
  const get = (region: TokenRegion = 'main'): Promise<TokenRecord> => toPromise(createActor(logic, { input: { tokens, region } }).start());
  return {
    tokens,
    asked,
    get,
    advance: (ms: number) => {
      now += ms;
    },
    fail: (error: Error) => {
      failWith = error;
    },
  };
}

describe('kit token: get or renew a token, kept in the store the chart is given', () => {
  it('[quote-6.1] [quote-9.2] reuses the stored token while it is valid, renews it once expired, and keeps the new one', async () => {
    const t = setup(true);
    expect((await t.get()).token).toBe('token-1');
    t.advance(TOKEN_LIFETIME_MS.anonymous - 1);
    expect((await t.get()).token).toBe('token-1');
    t.advance(1);
    expect((await t.get()).token).toBe('token-2');
    expect(t.tokens.read('anonymous')?.token).toBe('token-2');
    expect(t.asked).toEqual(['main', 'main']);
  });

  it('[quote-4.5] a stored token that the call does not accept (another endpoint) is replaced', async () => {
    const t = setup(true);
    await t.get('main');
    const ca = await t.get('ca');
    expect(ca).toMatchObject({ token: 'token-2', region: 'ca' });
    expect(t.asked).toEqual(['main', 'ca']);
  });

  it('[portal-7.14] without reuse, every call asks for a new token', async () => {
    const t = setup(false);
    await t.get();
    await t.get();
    expect(t.asked).toEqual(['main', 'main']);
    expect(t.tokens.read('anonymous')?.token).toBe('token-2');
  });

  it('a failed request is the actor failing, and nothing is stored', async () => {
    const t = setup(true);
    t.fail(new Error('HTTP 500'));
    await expect(t.get()).rejects.toThrow('HTTP 500');
    expect(t.tokens.read('anonymous')).toBeNull();
  });
});
