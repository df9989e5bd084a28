// @vitest-environment jsdom
/**
 * The social logins (services/socialLogin.ts) in jsdom: the Instagram popup and the answer its page
 * hands back (origin, source, shape and state checked), the answer of this page's own address, and
 * the Facebook SDK loaded only when asked, with the sandbox's stand-in SDK (the very code the
 * sandbox serves).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFacebookStandIn } from '../fixtures/sandbox/socialStandIn';
import { storageWith } from '../src/storage';
import {
  facebookLogin,
  instagramAuthorizeUrl,
  instagramLogin,
  loadFacebookSdk,
  readSocialReturn,
  SOCIAL_MESSAGE_SOURCE,
  SOCIAL_STATE_KEY,
  type InstagramSetup,
} from './socialLogin';

const setup: InstagramSetup = { authorizeUrl: '/sandbox/instagram/authorize', clientId: 'sandbox-instagram-app', redirectUri: 'http://localhost:3000/portal/?tabid=rewards' };
const origin = window.location.origin;

/** A popup as window.open gives it: its closed flag and close(). */
function fakePopup(): Window {
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  return popup as unknown as Window;
}

function answer(source: Window | null, data: unknown, from = origin): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin: from, source }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (window as Window & { FB?: unknown }).FB;
  document.head.querySelectorAll('script[data-social]').forEach((s) => s.remove());
});

describe('the Instagram login in a popup (portal-7.17)', () => {
  let popup: Window;
  let opened: string[];
  const session = storageWith();
  beforeEach(() => {
    popup = fakePopup();
    opened = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return popup;
    });
  });
  const sentState = () => new URL(opened[0] ?? '').searchParams.get('state') ?? '';

  it('[portal-7.17] opens the configured login with the app, the way back (the rewards tab) and a state it keeps', async () => {
    const pending = instagramLogin(setup, { session });
    const url = new URL(opened[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}/sandbox/instagram/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'sandbox-instagram-app',
      redirect_uri: setup.redirectUri,
      response_type: 'code',
      scope: 'user_profile',
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(session.get(SOCIAL_STATE_KEY, (v): v is string => typeof v === 'string')).toBe(sentState());
    answer(popup, { source: SOCIAL_MESSAGE_SOURCE, kind: 'IGConnect', code: 'SBX-IG-1', state: sentState() });
    await expect(pending).resolves.toEqual({ outcome: 'code' });
  });

  it('[portal-2.2] takes only its popup\'s message, of this origin, of the known shape, with the state it sent', async () => {
    const pending = instagramLogin(setup, { session });
    const good = { source: SOCIAL_MESSAGE_SOURCE, kind: 'IGConnect', code: 'SBX-IG-1', state: sentState() };
    answer(popup, good, 'https://elsewhere.example');
    answer(fakePopup(), good);
    answer(popup, { ...good, kind: 'TWConnect' });
    answer(popup, 'code=SBX-IG-1');
    answer(popup, { ...good, code: undefined, error: 'access_denied' });
    await expect(pending).resolves.toEqual({ outcome: 'denied', reason: 'denied' });
  });

  it('[portal-8.6] an answer with another state is refused as forged; any other error is a failed login', async () => {
    const forged = instagramLogin(setup, { session });
    answer(popup, { source: SOCIAL_MESSAGE_SOURCE, kind: 'IGConnect', code: 'SBX-IG-1', state: 'not-mine' });
    await expect(forged).resolves.toEqual({ outcome: 'denied', reason: 'state' });
    opened = [];
    const failed = instagramLogin(setup, { session });
    answer(popup, { source: SOCIAL_MESSAGE_SOURCE, kind: 'IGConnect', error: 'server_error', state: sentState() });
    await expect(failed).resolves.toEqual({ outcome: 'denied', reason: 'failed' });
  });

  it('closed without an answer: closed (checked every half second)', async () => {
    vi.useFakeTimers();
    const pending = instagramLogin(setup, { session });
    popup.close();
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toEqual({ outcome: 'closed' });
  });

  it('[portal-7.17] no popup (the browser blocked it): blocked, with the login address for the page itself', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    const result = await instagramLogin(setup, { session });
    expect(result).toEqual({ outcome: 'blocked', url: expect.stringContaining('/sandbox/instagram/authorize?client_id=sandbox-instagram-app') });
  });

  it('stopped (the customer left the tab): the popup is closed', async () => {
    const stop = new AbortController();
    const pending = instagramLogin(setup, { session, signal: stop.signal });
    stop.abort();
    await expect(pending).rejects.toThrow(/stopped/);
    expect(popup.close).toHaveBeenCalled();
  });
});

describe("the Instagram answer of this page's own address (portal-2.2)", () => {
  const kept = (state: string) => storageWith({ [SOCIAL_STATE_KEY]: state });
  const at = (query: string) => new URL(`http://localhost/portal/?tabid=rewards&${query}`);

  it('[portal-2.2] ?code= with the state this tab sent: the code; ?error=: the reason', () => {
    expect(readSocialReturn(at('code=SBX-IG-1&state=S1'), kept('S1'))).toEqual({ kind: 'IGConnect', code: 'SBX-IG-1' });
    expect(readSocialReturn(at('error=access_denied&state=S1'), kept('S1'))).toEqual({ kind: 'IGConnect', error: 'denied' });
    expect(readSocialReturn(at('error=server_error&state=S1'), kept('S1'))).toEqual({ kind: 'IGConnect', error: 'failed' });
  });

  it('[portal-2.2] another state, or none kept: refused; no answer in the address: null', () => {
    expect(readSocialReturn(at('code=SBX-IG-1&state=S2'), kept('S1'))).toEqual({ kind: 'IGConnect', error: 'state' });
    expect(readSocialReturn(at('code=SBX-IG-1&state=S1'), storageWith())).toEqual({ kind: 'IGConnect', error: 'state' });
    expect(readSocialReturn(at('token=TOK-1'), kept('S1'))).toBeNull();
  });

  it('the login address is the configured page, relative to the site or absolute', () => {
    expect(instagramAuthorizeUrl({ ...setup, authorizeUrl: 'https://api.instagram.com/oauth/authorize' }, 'S1', origin)).toMatch(/^https:\/\/api\.instagram\.com\/oauth\/authorize\?client_id=/);
  });
});

describe('the Facebook SDK, loaded only when asked (portal-7.17)', () => {
  /** The script element added: run the stand-in SDK as the sandbox serves it, then its load event. */
  function serveStandIn(): void {
    const script = document.head.querySelector<HTMLScriptElement>('script[data-social="facebook"]');
    if (!script) throw new Error('no SDK script added');
    installFacebookStandIn(window, { dialog: '/sandbox/facebook/dialog', source: 'sandbox-facebook-dialog' });
    script.dispatchEvent(new Event('load'));
  }

  it('[portal-7.17] no SDK script on the page until the login asks; then the configured one, once, and FB.init with the app', async () => {
    expect(document.querySelectorAll('script[data-social]')).toHaveLength(0);
    const loading = loadFacebookSdk({ sdkUrl: '/sandbox/facebook/sdk.js', appId: 'sandbox-facebook-app' });
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script[data-social="facebook"]');
    expect([...scripts].map((s) => s.src)).toEqual([`${origin}/sandbox/facebook/sdk.js`]);
    serveStandIn();
    await expect(loading).resolves.toBeUndefined();
    const init = vi.spyOn((window as unknown as { FB: { init: (o: unknown) => void } }).FB, 'init');
    await loadFacebookSdk({ sdkUrl: '/sandbox/facebook/sdk.js', appId: 'sandbox-facebook-app' });
    expect(document.head.querySelectorAll('script[data-social="facebook"]')).toHaveLength(1);
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'sandbox-facebook-app' }));
  });

  it('[portal-8.6] a script that does not load, or defines no FB, or does not come in time: the load fails', async () => {
    const failing = loadFacebookSdk({ sdkUrl: '/nowhere.js', appId: 'a' });
    document.head.querySelector('script[data-social="facebook"]')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/did not load/);
    const empty = loadFacebookSdk({ sdkUrl: '/empty.js', appId: 'a' });
    document.head.querySelector('script[data-social="facebook"]')?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow(/defined no FB/);
    vi.useFakeTimers();
    const slow = loadFacebookSdk({ sdkUrl: '/slow.js', appId: 'a' }, { timeoutMs: 1000 });
    const caught = slow.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await caught).toMatch(/did not come within 1000 ms/);
  });

  it("[portal-7.17] FB.login with the stand-in: connected when its dialog allows; cancelled when it cancels or shows no popup; failed without an SDK", async () => {
    await expect(facebookLogin()).resolves.toEqual({ outcome: 'failed' });
    const dialog = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(dialog);
    const loading = loadFacebookSdk({ sdkUrl: '/sandbox/facebook/sdk.js', appId: 'sandbox-facebook-app' });
    serveStandIn();
    await loading;
    const allowed = facebookLogin();
    answer(dialog, { source: 'sandbox-facebook-dialog', status: 'connected' });
    await expect(allowed).resolves.toEqual({ outcome: 'connected' });
    const cancelled = facebookLogin();
    answer(dialog, { source: 'sandbox-facebook-dialog', status: 'unknown' });
    await expect(cancelled).resolves.toEqual({ outcome: 'cancelled' });
    vi.mocked(window.open).mockReturnValue(null);
    await expect(facebookLogin()).resolves.toEqual({ outcome: 'cancelled' });
  });
});
