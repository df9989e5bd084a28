/**
 * Typed browser storage with lifetimes (site-3.14 to site-3.20). Each key holds the bare value
 * the specification names (a string as it is, so other scripts of the page read the bare ZIP;
 * anything else as JSON); a lifetime is kept beside it, under `<key>-expires` (epoch ms). An
 * expired or unreadable entry reads as null and is removed. Entries written in the older
 * envelope (`{"value":...,"expires":...}`) are still read, with their expiry. Keys are
 * brand-prefixed where the specification says so.
 */
import { MemoryStorage } from './memory';

export { MemoryStorage };

export const HOUR_MS = 3_600_000;
/** The quote form's saved visit, which the portal and purchase pages write too (src/storage/prefill.ts). */
export const DRIVER_PREFILL_KEY = 'driverPrefill';
/** The quote step being typed, in the tab's session storage (src/widgets/quoteDraft.ts). */
export const QUOTE_DRAFT_KEY = 'quoteDraft';

/** site-9.5: customer state and remember-me live 168 hours. */
export const CUSTOMER_STATE_HOURS = 168;

export const storageKeys = {
  zip: (brand: string) => `${brand}-zipCodeStored`,
  customerState: (brand: string) => `${brand}-customerState`,
  city: (brand: string) => `${brand}-cityStored`,
  rememberMe: (brand: string) => `${brand}-remember-me`,
  customerToken: () => 'customer-token',
  /** The wait after sign-in refusals in a row (src/rules/backoff.ts), kept 15 minutes after the last one. */
  signInWait: (brand: string) => `${brand}-sign-in-wait`,
  /** The wait after password-reset requests in a row (src/rules/backoff.ts), kept 15 minutes after the last one. */
  resetWait: (brand: string) => `${brand}-reset-wait`,
  visitedSite: () => 'visited_site',
  /** site-4.14: the idle popup was shown in this visit (session storage: a new visit offers it again). */
  idlePopupShown: () => 'idle_popup_shown',
};

/** The key that holds a value's expiry (epoch ms), beside the value. */
export const expiryKey = (key: string) => `${key}-expires`;

/** The older format: `{"value":...,"expires":<epoch ms>|null}` in the key itself. */
interface Envelope {
  value: unknown;
  expires: number | null;
}

function isEnvelope(x: unknown): x is Envelope {
  return (
    typeof x === 'object' &&
    x !== null &&
    'value' in x &&
    'expires' in x &&
    Object.keys(x).length === 2 &&
    (x.expires === null || (typeof x.expires === 'number' && Number.isFinite(x.expires)))
  );
}

/** The value as written: a string as it is, anything else as JSON. */
function encode(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

export interface TypedStorage {
  get<T>(key: string, guard: (v: unknown) => v is T): T | null;
  set<T>(key: string, value: T, options?: { ttlHours?: number }): void;
  remove(key: string): void;
}

export function createStorage(backend: Storage | null, now: () => number = () => Date.now()): TypedStorage {
  const read = (key: string): string | null => {
    try {
      return backend?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const drop = (key: string): void => {
    try {
      backend?.removeItem(key);
      backend?.removeItem(expiryKey(key));
    } catch {
      // ignore
    }
  };
  return {
    get<T>(key: string, guard: (v: unknown) => v is T): T | null {
      const raw = read(key);
      if (raw === null) return null;
      const expiresRaw = read(expiryKey(key));
      if (expiresRaw !== null) {
        const expires = Number(expiresRaw);
        if (!/^\d+$/.test(expiresRaw) || expires <= now()) {
          drop(key);
          return null;
        }
      }
      const json = parseJson(raw);
      if (json.ok && isEnvelope(json.value)) {
        const { value, expires } = json.value;
        if ((expires !== null && expires <= now()) || !guard(value)) {
          drop(key);
          return null;
        }
        return value;
      }
      // A bare value: its JSON when that is what the caller reads (a record), else the string itself.
      if (json.ok && guard(json.value)) return json.value;
      if (guard(raw)) return raw;
      drop(key);
      return null;
    },
    set<T>(key: string, value: T, options: { ttlHours?: number } = {}): void {
      if (!backend) return;
      try {
        backend.setItem(key, encode(value));
        if (options.ttlHours === undefined) backend.removeItem(expiryKey(key));
        else backend.setItem(expiryKey(key), String(now() + options.ttlHours * HOUR_MS));
      } catch {
        // Storage full or blocked (private mode): the flow goes on without it.
        drop(key);
      }
    },
    remove(key: string): void {
      drop(key);
    },
  };
}

export const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * A storage holding these entries, written as the site writes them (a path model's
 * `sandbox.storage`: what the page's storage holds when the path starts). In memory unless a
 * backend is given (jsdom's localStorage in the view tests).
 */
export function storageWith(entries: Readonly<Record<string, unknown>> = {}, backend: Storage = new MemoryStorage()): TypedStorage {
  const storage = createStorage(backend);
  for (const [key, value] of Object.entries(entries)) storage.set(key, value);
  return storage;
}

/** The tab's sessionStorage (this visit only), or null where it is blocked. */
export function browserSessionStorage(): TypedStorage {
  let backend: Storage | null = null;
  try {
    backend = typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    backend = null;
  }
  return createStorage(backend);
}

/** The page's localStorage, or null where it is blocked. */
export function browserStorage(): TypedStorage {
  let backend: Storage | null = null;
  try {
    backend = typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    backend = null;
  }
  return createStorage(backend);
}
