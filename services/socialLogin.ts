/**
 * The social logins of the portal's social connect (portal-7.17, portal-2.2): the third parties'
 * side of the "call", as services/rewards.ts is the agency's. The specification says only that
 * "an Instagram login opens a popup; a Facebook login SDK is loaded"; the shapes here are the
 * usual OAuth and SDK ones, and the sandbox stands in for both (fixtures/sandbox/socialStandIn.ts).
 *
 * - Instagram: the authorize page (`authorizeUrl?client_id&redirect_uri&response_type=code&scope&state`)
 *   opens in a popup. It sends the popup back to `redirect_uri` (this portal, `?tabid=rewards`) with
 *   `?code=` or `?error=`; that page, seeing it is the popup of a page of this origin, hands the
 *   answer to its opener with postMessage and closes (src/widgets/portalSocial.ts). The opener takes
 *   only a message of its own origin, from its popup, of the known shape, with the `state` it sent.
 *   A popup the browser blocks is answered `blocked` with the address: the chart then takes the
 *   whole page there, and the portal reads the answer from its own address when it comes back.
 * - Facebook: the SDK script of the configured address is added on the customer's press only, then
 *   `FB.init` and `FB.login` (the SDK opens its own dialog); `connected` or not.
 *
 * Nothing here keeps the Instagram code: the award call (`GET /rewards/social-award?type=`) takes the
 * type only (portal-7.11).
 */
import * as z from 'zod/mini';
import { browserStorage, type TypedStorage } from '../src/storage';

/** portal-7.11: the award types of the two networks. */
export type SocialKind = 'IGConnect' | 'FBConnect';

/** Why a login did not connect: refused by the customer, closed, a failure of the network's page, the SDK that did not load, a forged answer. */
export type SocialAuthReason = 'denied' | 'cancelled' | 'failed' | 'sdk' | 'state';

/** portal-2.2: the Instagram answer read from this page's address (`?code=` or `?error=`): its code or its reason. */
export type SocialReturn = { kind: 'IGConnect'; code: string } | { kind: 'IGConnect'; error: SocialAuthReason };

export type InstagramAnswer = { outcome: 'code' } | { outcome: 'denied'; reason: SocialAuthReason } | { outcome: 'closed' } | { outcome: 'blocked'; url: string };
export type FacebookAnswer = { outcome: 'connected' } | { outcome: 'cancelled' } | { outcome: 'failed' };

export interface InstagramSetup {
  authorizeUrl: string;
  clientId: string;
  /** This portal's address with `?tabid=rewards` (the page the popup comes back to). */
  redirectUri: string;
}

export interface FacebookSetup {
  sdkUrl: string;
  appId: string;
}

/** The storage key of the `state` sent with the last Instagram login (checked on the way back). */
export const SOCIAL_STATE_KEY = 'social-login-state';

/** The `source` of the message the popup hands its opener. */
export const SOCIAL_MESSAGE_SOURCE = 'agency-social-return';

/** How long the Facebook SDK may take to load before the login counts as failed. */
export const FACEBOOK_SDK_TIMEOUT_MS = 10_000;

/** How often an open popup is checked for having been closed. */
const CLOSED_POLL_MS = 500;

const token = z.string().check(z.minLength(1), z.maxLength(2000));
/** The message the popup posts to its opener: exactly one of code and error, with the state. */
export const socialReturnMessageSchema = z.strictObject({
  source: z.literal(SOCIAL_MESSAGE_SOURCE),
  kind: z.literal('IGConnect'),
  code: z.optional(token),
  error: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  state: z.string().check(z.maxLength(200)),
});
export type SocialReturnMessage = z.output<typeof socialReturnMessageSchema>;

/** An Instagram `?error=` as a reason: the customer's refusal, or any other failure. */
export function reasonOfError(error: string): SocialAuthReason {
  return error === 'access_denied' ? 'denied' : 'failed';
}

/** portal-2.2: the answer in an address (`?code=` or `?error=`), or null when it carries neither. */
export function socialAnswerOf(url: URL): { code: string } | { error: string } | null {
  const code = url.searchParams.get('code');
  const error = url.searchParams.get('error');
  if (code && code.length <= 2000) return { code };
  if (error) return { error: error.slice(0, 100) };
  return null;
}

/**
 * portal-2.2: the Instagram answer this page was opened with (the popup was blocked, so the whole
 * page went to Instagram and came back), checked against the `state` this tab sent: a missing or
 * other state is refused (`state`).
 */
export function readSocialReturn(url: URL, session: TypedStorage): SocialReturn | null {
  const answer = socialAnswerOf(url);
  if (!answer) return null;
  const sent = session.get(SOCIAL_STATE_KEY, (v): v is string => typeof v === 'string');
  if (!sent || url.searchParams.get('state') !== sent) return { kind: 'IGConnect', error: 'state' };
  return 'code' in answer ? { kind: 'IGConnect', code: answer.code } : { kind: 'IGConnect', error: reasonOfError(answer.error) };
}

/** The Instagram authorize address: the configured page with the app, the way back and the state. */
export function instagramAuthorizeUrl(setup: InstagramSetup, state: string, base: string): string {
  const url = new URL(setup.authorizeUrl, base);
  url.searchParams.set('client_id', setup.clientId);
  url.searchParams.set('redirect_uri', new URL(setup.redirectUri, base).href);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'user_profile');
  url.searchParams.set('state', state);
  return url.href;
}

/** A state no other page can guess: 128 random bits, hex. */
function randomState(win: Window): string {
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function abortError(): Error {
  return new DOMException('The login was stopped.', 'AbortError');
}

export interface LoginOptions {
  signal?: AbortSignal | undefined;
  win?: Window;
  /** Where the state sent is kept for the way back (an hour): the page's storage by default (the popup and a page come back read it). */
  session?: TypedStorage;
}

/**
 * portal-7.17: the Instagram login in a popup. Resolves with the answer the popup hands back (code
 * or refusal), `closed` when the customer closes it without one, or `blocked` with the address when
 * the browser opened no popup. It never rejects (but when stopped): a login that cannot start is a
 * failed one (`denied`, reason `failed`).
 */
export function instagramLogin(setup: InstagramSetup, options: LoginOptions = {}): Promise<InstagramAnswer> {
  const win = options.win ?? window;
  let state: string;
  let url: string;
  try {
    state = randomState(win);
    (options.session ?? browserStorage()).set(SOCIAL_STATE_KEY, state, { ttlHours: 1 });
    url = instagramAuthorizeUrl(setup, state, win.location.origin);
  } catch {
    return Promise.resolve({ outcome: 'denied', reason: 'failed' });
  }
  let popup: Window | null = null;
  try {
    popup = win.open(url, 'instagram-login', 'popup,width=520,height=680');
  } catch {
    popup = null;
  }
  if (!popup) return Promise.resolve({ outcome: 'blocked', url });
  const opened = popup;
  return new Promise<InstagramAnswer>((resolve, reject) => {
    const finish = () => {
      win.removeEventListener('message', heard);
      win.clearInterval(timer);
      options.signal?.removeEventListener('abort', stop);
    };
    const heard = (event: MessageEvent) => {
      // Only this origin's page, in the popup this login opened, with the known shape and the state sent.
      if (event.origin !== win.location.origin || event.source !== opened) return;
      const message = socialReturnMessageSchema.safeParse(event.data);
      if (!message.success) return;
      finish();
      const m = message.data;
      if (m.state !== state) resolve({ outcome: 'denied', reason: 'state' });
      else if (m.code) resolve({ outcome: 'code' });
      else resolve({ outcome: 'denied', reason: reasonOfError(m.error ?? '') });
    };
    const timer = win.setInterval(() => {
      if (!opened.closed) return;
      finish();
      resolve({ outcome: 'closed' });
    }, CLOSED_POLL_MS);
    const stop = () => {
      finish();
      opened.close();
      reject(abortError());
    };
    win.addEventListener('message', heard);
    options.signal?.addEventListener('abort', stop, { once: true });
  });
}

/** What the Facebook SDK defines (`window.FB`), as far as the portal uses it. */
interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml?: boolean; cookie?: boolean }): void;
  login(callback: (response: unknown) => void, options?: { scope?: string }): void;
}

const sdkOf = (win: Window): FacebookSdk | null => {
  const fb = (win as Window & { FB?: unknown }).FB;
  return fb && typeof fb === 'object' && typeof (fb as FacebookSdk).init === 'function' && typeof (fb as FacebookSdk).login === 'function' ? (fb as FacebookSdk) : null;
};

/** The answer of `FB.login`: connected, or anything else. */
const facebookResponseSchema = z.object({ status: z.string().check(z.maxLength(40)) });

/**
 * portal-7.17: the Facebook SDK, loaded now (on the customer's press, never before): its script
 * added once, then `FB.init` with the app. Rejects when it does not load, does not come within
 * FACEBOOK_SDK_TIMEOUT_MS, or defines no `FB`.
 */
export function loadFacebookSdk(setup: FacebookSetup, options: { signal?: AbortSignal | undefined; win?: Window; timeoutMs?: number } = {}): Promise<void> {
  const win = options.win ?? window;
  const doc = win.document;
  const init = (fb: FacebookSdk) => fb.init({ appId: setup.appId, version: 'v19.0', xfbml: false, cookie: false });
  const ready = sdkOf(win);
  if (ready) {
    init(ready);
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    const src = new URL(setup.sdkUrl, win.location.origin).href;
    const script = doc.createElement('script');
    const done = (error: Error | null) => {
      win.clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      if (!error) return resolve();
      script.remove();
      reject(error);
    };
    const stop = () => done(abortError());
    const timer = win.setTimeout(() => done(new Error(`The Facebook SDK did not come within ${options.timeoutMs ?? FACEBOOK_SDK_TIMEOUT_MS} ms.`)), options.timeoutMs ?? FACEBOOK_SDK_TIMEOUT_MS);
    script.async = true;
    script.src = src;
    script.dataset.social = 'facebook';
    script.addEventListener('load', () => {
      const fb = sdkOf(win);
      if (!fb) return done(new Error('The Facebook SDK defined no FB.'));
      init(fb);
      done(null);
    });
    script.addEventListener('error', () => done(new Error('The Facebook SDK did not load.')));
    options.signal?.addEventListener('abort', stop, { once: true });
    doc.head.append(script);
  });
}

/**
 * portal-7.17: `FB.login` (the SDK's own dialog): connected, or cancelled (any other status, an
 * answer of another shape). It never rejects: no SDK, or one that throws, is a failed login.
 */
export function facebookLogin(options: { win?: Window } = {}): Promise<FacebookAnswer> {
  const win = options.win ?? window;
  const fb = sdkOf(win);
  if (!fb) return Promise.resolve({ outcome: 'failed' });
  return new Promise<FacebookAnswer>((resolve) => {
    try {
      fb.login(
        (response) => {
          const parsed = facebookResponseSchema.safeParse(response);
          resolve(parsed.success && parsed.data.status === 'connected' ? { outcome: 'connected' } : { outcome: 'cancelled' });
        },
        { scope: 'public_profile' },
      );
    } catch {
      resolve({ outcome: 'failed' });
    }
  });
}
