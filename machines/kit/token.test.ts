/**
 * The kit token actor against a real token store on memory storage, with a clock that moves: the
 * stored token while valid and accepted, a new one (kept) once it has expired or is of another
 * endpoint, a new one every time where nothing is reused, and a failure that is the call's.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { SANDBOX_RECAPTCHA } from '../../fixtures/data/accounts';
import type { SandboxRequestRecord } from '../../fixtures/sandbox/app';
import { connectSandbox } from '../../fixtures/sandbox/testing';
import { buyNow } from '../../services/buyNow';
import { ApiError, apiSettings } from '../../services/http';
import type { TokenRecord, TokenStore } from '../../services/tokens';
import { storageWith } from '../../src/storage';
import { MINUTE_MS, regionOfToken, TOKEN_LIFETIME_MS, tokenStoreOn, type TokenRegion } from '../../src/storage/tokens';
import { MODEL_EPOCH } from '../../src/paths/system';
import { fromToken, fromVisitorCall, type TokenPort, type VisitorTokenPort } from './token';

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

describe("kit visitor call: a call with the visitor's token renews an expired or refused anonymous token once", () => {
  const tokenCalls = (records: SandboxRequestRecord[]) => records.filter((r) => r.path === '/api/account/loginWithToken');

  /**
   * A token store whose clock moves, the API reading its token as the page does (the customer's,
   * else the anonymous one), the sandbox behind it; the visitor's anonymous token saved a day and a
   * minute ago, so it reads as missing now.
   */
  function expired(recaptcha: () => Promise<string | null> = async () => SANDBOX_RECAPTCHA.pass) {
    let now = MODEL_EPOCH;
    const tokens = tokenStoreOn(storageWith(), 'bluebonnet', () => now);
    const sandbox = connectSandbox({
      api: { getBearerToken: () => tokens.read('customer')?.token ?? tokens.read('anonymous')?.token ?? null, getRecaptchaToken: recaptcha },
    });
    tokens.save('anonymous', 'visitor-token-of-yesterday', { region: 'main' });
    now += TOKEN_LIFETIME_MS.anonymous + MINUTE_MS;
    return { tokens, sandbox };
  }
  const port = (tokens: TokenStore): VisitorTokenPort => ({ tokens, region: 'main' });

  it('[quote-6.1] [quote-9.2] an expired anonymous token: a new one is obtained and kept, and the call is made again once and answers', async () => {
    const { tokens, sandbox } = expired();
    const logic = fromVisitorCall<string | null, VisitorTokenPort>(({ signal }) => buyNow('RQ-LSM-6', { signal, region: 'main' }));
    const url = await toPromise(createActor(logic, { input: port(tokens) }).start());
    expect(url).toMatch(/^https:\/\/buy\.lsm\.example\//);
    expect(tokenCalls(sandbox.records)).toHaveLength(1);
    expect(tokenCalls(sandbox.records)[0]?.body).toMatchObject({ isskiplogin: true, email: '', phone: '', dob: '' });
    const renewed = tokens.read('anonymous');
    expect(renewed?.token).toBeTruthy();
    expect(renewed?.token).not.toBe('visitor-token-of-yesterday');
    const buyNowCalls = sandbox.records.filter((r) => r.path === '/api/rating/buyNow');
    expect(buyNowCalls).toHaveLength(1);
    expect(buyNowCalls[0]?.headers.authorization).toBe(`Bearer ${renewed?.token ?? ''}`);
  });

  it('a token the API refuses (401) is renewed too; refused again, the call fails with that refusal, and no third call is made', async () => {
    const { tokens, sandbox } = expired();
    tokens.save('anonymous', 'a-token-the-api-revoked', { region: 'main' });
    const sent: string[] = [];
    const refusing = fromVisitorCall<never, VisitorTokenPort>(async () => {
      sent.push(apiSettings().getBearerToken() ?? '');
      throw new ApiError('http', '/api/rating/buyNow', 401, 'The token is not valid.');
    });
    const failure = await toPromise(createActor(refusing, { input: port(tokens) }).start()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 401 });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe('a-token-the-api-revoked');
    expect(sent[1]).toBe(tokens.read('anonymous')?.token);
    expect(tokenCalls(sandbox.records)).toHaveLength(1);
  });

  it('any other failure is the call\'s own: no new token, no second call', async () => {
    const { tokens, sandbox } = expired();
    let calls = 0;
    const failing = fromVisitorCall<never, VisitorTokenPort>(async () => {
      calls += 1;
      throw new ApiError('http', '/api/rating/buyNow', 500, 'The API answered 500.');
    });
    await expect(toPromise(createActor(failing, { input: port(tokens) }).start())).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1);
    expect(tokenCalls(sandbox.records)).toEqual([]);
  });

  it("a signed-in customer's refused token is not renewed: the call fails as it did (the account flows sign the customer out)", async () => {
    const { tokens, sandbox } = expired();
    tokens.save('customer', 'customer-token', { email: 'rosa.delgado@example.com', state: 'TX' });
    let calls = 0;
    const refused = fromVisitorCall<never, VisitorTokenPort>(async () => {
      calls += 1;
      throw new ApiError('http', '/api/rating/buyNow', 401, 'The token is not valid.');
    });
    await expect(toPromise(createActor(refused, { input: port(tokens) }).start())).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    expect(tokenCalls(sandbox.records)).toEqual([]);
    expect(tokens.read('customer')?.token).toBe('customer-token');
  });

  it('a renewal that fails leaves the call failing with its own refusal, without a second call', async () => {
    const { tokens, sandbox } = expired(async () => SANDBOX_RECAPTCHA.refused);
    let calls = 0;
    const logic = fromVisitorCall<string | null, VisitorTokenPort>(({ signal }) => {
      calls += 1;
      return buyNow('RQ-LSM-6', { signal, region: 'main' });
    });
    await expect(toPromise(createActor(logic, { input: port(tokens) }).start())).rejects.toMatchObject({ kind: 'auth' });
    expect(calls).toBe(1);
    expect(tokenCalls(sandbox.records)).toHaveLength(1);
    expect(tokens.read('anonymous')).toBeNull();
  });

  it('stopped while the new token is asked for (the state left): the token call is aborted, the call is not made again, and nothing answers', async () => {
    let pass: (token: string) => void = () => undefined;
    let recaptchaAsked = false;
    const { tokens, sandbox } = expired(
      () =>
        new Promise<string>((resolve) => {
          recaptchaAsked = true;
          pass = resolve;
        }),
    );
    let calls = 0;
    const logic = fromVisitorCall<string | null, VisitorTokenPort>(({ signal }) => {
      calls += 1;
      return buyNow('RQ-LSM-6', { signal, region: 'main' });
    });
    const actor = createActor(logic, { input: port(tokens) });
    const statuses: string[] = [];
    actor.subscribe({ next: (snapshot) => statuses.push(snapshot.status), error: () => statuses.push('error') });
    actor.start();
    await vi.waitFor(() => expect(recaptchaAsked).toBe(true));
    actor.stop();
    pass(SANDBOX_RECAPTCHA.pass);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    expect(tokenCalls(sandbox.records)).toEqual([]);
    expect(sandbox.records.filter((r) => r.path === '/api/rating/buyNow')).toEqual([]);
    expect(tokens.read('anonymous')).toBeNull();
    expect(statuses).not.toContain('done');
    expect(statuses).not.toContain('error');
    expect(actor.getSnapshot()).toMatchObject({ status: 'stopped', output: undefined });
  });
});
