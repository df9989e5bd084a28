/**
 * The one HTTP client of the site. Every call to the agency API goes through `request`, which
 * adds the header object, the auth kind, the region's base URL and a timeout, and parses the
 * answer with the call's zod schema. Every failure becomes one typed `ApiError`.
 */
import { createFetch } from 'ofetch';
import * as z from 'zod/mini';
import type { Lang } from '../src/config/lang';
// English contract messages and no code generation, also where no page config was read (tests, scripts).
import '../src/config/zodSetup';

/** The default answer size limit: 256 K characters. */
export const MAX_ANSWER_CHARS = 256 * 1024;

/** The longest server text a page shows (a message, a result message, a name). */
export const MAX_SERVER_TEXT = 500;

/** Cut a server text to `max` characters, the last one an ellipsis (whole characters: never half an emoji). */
export function capText(text: string, max = MAX_SERVER_TEXT): string {
  if (text.length <= max) return text;
  const chars = Array.from(text.slice(0, 2 * max + 2));
  if (chars.length <= max && text.length <= 2 * max + 2) return text;
  return `${chars.slice(0, max - 1).join('')}…`;
}

/** A text of an answer that a page may show: capped at MAX_SERVER_TEXT characters. */
export const serverText = z.pipe(z.string(), z.transform((text: string) => capText(text)));

export type Region = 'main' | 'ca';
/**
 * Which API a call goes to: the agency API (`api`, the base of its region), or the operations API
 * (`opapi`, quote-7.22: `/opapi/quote/verifyquoteowner`), a base of its own beside `/api`. `page`:
 * the path is a whole address of its own, a form's own action (site-7.8) that the page's
 * configuration gave and checked (a same-site path, or https).
 */
export type ApiBase = 'api' | 'opapi' | 'page';
export type AuthKind = 'none' | 'bearer' | 'recaptcha' | 'basic' | 'brand';

export interface ApiSettings {
  /** Base URL per region: `main`, and the separate endpoint used for California customers. */
  baseUrl: Record<Region, string>;
  /** Base URL of the operations API (calls with `base: 'opapi'`); `/opapi` by default. */
  opBaseUrl: string;
  lang: Lang;
  brand: string;
  /** Sent as the X-Brand-Token header on calls with `auth: 'brand'`. */
  brandToken: string;
  /** Basic credential from the page configuration, for calls with `auth: 'basic'`. */
  basic: { username: string; password: string } | null;
  /** The signed-in customer's token, for calls with `auth: 'bearer'`. */
  getBearerToken: () => string | null;
  /** A fresh reCAPTCHA response, for calls with `auth: 'recaptcha'`. */
  getRecaptchaToken: () => Promise<string | null>;
  /** Abort a call that has not answered after this many milliseconds. */
  timeoutMs: number;
  /**
   * An answer longer than this (in characters) is not parsed: it fails as a schema error. A 1 MB
   * answer froze the tab for over a minute; no answer of the agency API comes near the limit.
   */
  maxAnswerChars: number;
  /** Identifies one visit in every request header object. */
  trackId: string;
  /** The fetch to use: the browser's, or the in-process sandbox in tests. */
  fetch: typeof fetch;
  /** Told of every failed call except aborts (the analytics error event). */
  onError: (error: ApiError) => void;
  now: () => Date;
}

export type ApiErrorKind =
  | 'http' // the API answered with a non-OK status
  | 'network' // no answer: connection refused or dropped
  | 'timeout' // no answer within settings.timeoutMs
  | 'parse' // an OK answer that is not JSON
  | 'schema' // JSON that does not match the call's schema
  | 'rejected' // an OK answer whose body says isSuccess: false (quote-8.1)
  | 'auth' // the call needs a credential the page does not have
  | 'aborted'; // the caller cancelled (the user left the state)

/** The one error type of every service call. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly url: string,
    readonly status: number | null,
    message: string,
    /**
     * The parsed body of a non-OK answer (null when it was not JSON), or the JSON of an answer that
     * was rejected (isSuccess: false) or broke its schema.
     */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * The call of an API address, safe to report: the path only (no origin, query or fragment), with
 * every segment that could be a value (two digits in a row, "@", "%", over 30 characters) replaced by ":value".
 * "/api/address/zip/78701?brand=x" is "/api/address/zip/:value".
 */
export function apiCallOf(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'https://site.invalid').pathname;
  } catch {
    return '(unknown)';
  }
  return path
    .split('/')
    .map((segment) => (/\d{2,}|[@%]/.test(segment) || segment.length > 30 ? ':value' : segment))
    .join('/');
}

/** The header object every request carries: in the body of a POST, as query fields of a GET. */
export interface RequestHeader {
  lang: Lang;
  trackId: string;
  requestDate: string;
}

function newTrackId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function defaultSettings(): ApiSettings {
  return {
    baseUrl: { main: '/api', ca: '/api-ca' },
    opBaseUrl: '/opapi',
    lang: 'en',
    brand: 'agency',
    brandToken: '',
    basic: null,
    getBearerToken: () => null,
    getRecaptchaToken: async () => null,
    timeoutMs: 20_000,
    maxAnswerChars: MAX_ANSWER_CHARS,
    trackId: newTrackId(),
    fetch: (input, init) => globalThis.fetch(input, init),
    onError: () => {},
    now: () => new Date(),
  };
}

let settings: ApiSettings = defaultSettings();

/** Set once per page by src/mount.ts (and by tests, to point at the in-process sandbox). */
export function configureApi(patch: Partial<ApiSettings>): ApiSettings {
  settings = { ...settings, ...patch };
  return settings;
}

const errorListeners = new Set<(error: ApiError) => void>();

/**
 * Be told of every failed call except aborts, as `onError` is, while listening (the quote form's
 * error log, machines/quote/quoteRecords.ts, listens while the form runs). Returns the way to stop.
 */
export function listenToApiErrors(listener: (error: ApiError) => void): () => void {
  errorListeners.add(listener);
  return () => {
    errorListeners.delete(listener);
  };
}

export function apiSettings(): Readonly<ApiSettings> {
  return settings;
}

export function requestHeader(): RequestHeader {
  return { lang: settings.lang, trackId: settings.trackId, requestDate: settings.now().toISOString() };
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodMiniType> {
  schema: S;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  region?: Region;
  /** The agency API (default) or the operations API; `region` is not read for `opapi`. */
  base?: ApiBase;
  auth?: AuthKind;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  /**
   * Fields sent as `application/x-www-form-urlencoded`, as a browser submits a form (site-7.8),
   * instead of a JSON body; no header object is added to them.
   */
  form?: Record<string, string>;
  /**
   * The token of a `bearer` call when it is this call's own (the token the create-customer flow
   * fetched for the new customer), not the visitor's stored one (`getBearerToken`).
   */
  bearerToken?: string | undefined;
  /** Add the header object (default true). */
  withHeader?: boolean;
  signal?: AbortSignal | undefined;
  /** This call's own limit, when it must be shorter than the settings' `timeoutMs`. */
  timeoutMs?: number | undefined;
  /**
   * The rows the schema left out of an answer it read row by row (the rate results: one malformed
   * carrier never hides the rest), each as where it is and what is wrong. When there are any, the
   * call still resolves, and they are reported once as a `schema` ApiError (onError and the error
   * listeners: the `api_error` event and the quote form's error log).
   */
  droppedRows?: (answer: z.output<S>) => readonly string[];
}

/** The most dropped rows one report names (the count is always given). */
const DROPPED_ROWS_NAMED = 3;

function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

async function authHeaders(kind: AuthKind, url: string, bearerToken?: string): Promise<Record<string, string>> {
  switch (kind) {
    case 'none':
      return {};
    case 'brand':
      return { 'X-Brand-Token': settings.brandToken };
    case 'bearer': {
      const token = bearerToken ?? settings.getBearerToken();
      if (!token) throw new ApiError('auth', url, null, 'This call needs a signed-in customer.');
      return { Authorization: `Bearer ${token}` };
    }
    case 'basic': {
      if (!settings.basic) throw new ApiError('auth', url, null, 'This call needs the page credential.');
      return { Authorization: `Basic ${encodeBase64(`${settings.basic.username}:${settings.basic.password}`)}` };
    }
    case 'recaptcha': {
      const token = await settings.getRecaptchaToken();
      if (!token) throw new ApiError('auth', url, null, 'The reCAPTCHA check is missing.');
      return { 'X-Recaptcha-Token': token };
    }
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return capText(body.message);
  }
  return fallback;
}

/** quote-8.1: an OK answer whose body says `isSuccess: false` is an error (a non-OK one already is, kind 'http'). */
function isRejection(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'isSuccess' in body && body.isSuccess === false;
}

/** Make one API call; resolves with the schema's output or rejects with an ApiError. */
export async function request<S extends z.ZodMiniType>(options: RequestOptions<S>): Promise<z.output<S>> {
  const { schema, path, method = 'GET', region = 'main', base = 'api', auth = 'none', withHeader = true, signal } = options;
  const url = base === 'page' ? path : `${base === 'opapi' ? settings.opBaseUrl : settings.baseUrl[region]}${path}`;
  try {
    return await send(options, url, method, auth, withHeader, schema, signal);
  } catch (e) {
    const error = isApiError(e) ? e : new ApiError('network', url, null, e instanceof Error ? e.message : String(e));
    if (error.kind !== 'aborted') report(error);
    throw error;
  }
}

/** Tell onError and the error listeners of a failure (never an abort: the callers leave those out). */
function report(error: ApiError): void {
  settings.onError(error);
  for (const listener of [...errorListeners]) listener(error);
}

async function send<S extends z.ZodMiniType>(
  options: RequestOptions<S>,
  url: string,
  method: string,
  auth: AuthKind,
  withHeader: boolean,
  schema: S,
  signal: AbortSignal | undefined,
): Promise<z.output<S>> {
  if (signal?.aborted) throw new ApiError('aborted', url, null, 'The call was cancelled.');
  const headers = { Accept: 'application/json', ...(await authHeaders(auth, url, options.bearerToken)) };
  const query: Record<string, QueryValue> = { ...options.query };
  let body: Record<string, unknown> | URLSearchParams | undefined = options.form ? new URLSearchParams(options.form) : options.body;
  if (withHeader && !options.form) {
    const header = requestHeader();
    if (method === 'GET' || method === 'DELETE') Object.assign(query, header);
    else body = { header, ...body };
  }

  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  // Aborted while the auth headers were awaited (a reCAPTCHA token): an aborted signal never fires again.
  if (signal?.aborted) throw new ApiError('aborted', url, null, 'The call was cancelled.');
  signal?.addEventListener('abort', onAbort, { once: true });
  const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  const $fetch = createFetch({ fetch: settings.fetch });
  let status: number;
  let text: string;
  try {
    const res = await $fetch.raw<string, 'text'>(url, {
      method,
      headers,
      query,
      body,
      signal: controller.signal,
      responseType: 'text',
      ignoreResponseError: true,
      retry: 0,
    });
    status = res.status;
    text = typeof res._data === 'string' ? res._data : '';
  } catch (e) {
    if (timedOut) throw new ApiError('timeout', url, null, `No answer within ${timeoutMs} ms.`);
    if (signal?.aborted) throw new ApiError('aborted', url, null, 'The call was cancelled.');
    throw new ApiError('network', url, null, e instanceof Error ? e.message : 'The connection failed.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  if (text.length > settings.maxAnswerChars) {
    // Not parsed at all: parsing and showing it is what froze the page.
    throw new ApiError('schema', url, status, `The answer is longer than ${settings.maxAnswerChars} characters.`);
  }
  if (status < 200 || status >= 300) {
    const parsed = parseJson(text);
    const errorBody = parsed.ok ? parsed.value : null;
    throw new ApiError('http', url, status, messageOf(errorBody, `The API answered ${status}.`), errorBody);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ApiError('parse', url, status, 'The answer was not JSON.');
  if (isRejection(parsed.value)) {
    throw new ApiError('rejected', url, status, messageOf(parsed.value, 'The API answered isSuccess: false.'), parsed.value);
  }
  const result = schema.safeParse(parsed.value);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown';
    throw new ApiError('schema', url, status, `The answer did not match its contract (${where}).`, parsed.value);
  }
  const dropped = options.droppedRows?.(result.data) ?? [];
  if (dropped.length > 0) {
    const named = dropped.slice(0, DROPPED_ROWS_NAMED).join('; ');
    const more = dropped.length > DROPPED_ROWS_NAMED ? '; ...' : '';
    report(new ApiError('schema', url, status, `The answer kept its valid rows and left out ${dropped.length} row${dropped.length === 1 ? '' : 's'} that broke its contract (${named}${more}).`, parsed.value));
  }
  return result.data;
}
