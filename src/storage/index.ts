/**
 * Typed browser storage with lifetimes (site-3.14 to site-3.20). Each value is kept as
 * `{"value":...,"expires":<epoch ms>|null}`; an expired or unreadable entry reads as null and
 * is removed. Keys are brand-prefixed where the specification says so.
 */
export const HOUR_MS = 3_600_000;
/** site-9.5: customer state and remember-me live 168 hours. */
export const CUSTOMER_STATE_HOURS = 168;

export const storageKeys = {
  zip: (brand: string) => `${brand}-zipCodeStored`,
  customerState: (brand: string) => `${brand}-customerState`,
  city: (brand: string) => `${brand}-cityStored`,
  rememberMe: (brand: string) => `${brand}-remember-me`,
  customerToken: () => 'customer-token',
  visitedSite: () => 'visited_site',
};

interface Envelope<T> {
  value: T;
  expires: number | null;
}

function isEnvelope(x: unknown): x is Envelope<unknown> {
  return (
    typeof x === 'object' &&
    x !== null &&
    'value' in x &&
    'expires' in x &&
    (x.expires === null || (typeof x.expires === 'number' && Number.isFinite(x.expires)))
  );
}

export interface TypedStorage {
  get<T>(key: string, guard: (v: unknown) => v is T): T | null;
  set<T>(key: string, value: T, options?: { ttlHours?: number }): void;
  remove(key: string): void;
}

export function createStorage(backend: Storage | null, now: () => number = () => Date.now()): TypedStorage {
  return {
    get<T>(key: string, guard: (v: unknown) => v is T): T | null {
      if (!backend) return null;
      let raw: string | null;
      try {
        raw = backend.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!isEnvelope(parsed) || (parsed.expires !== null && parsed.expires <= now()) || !guard(parsed.value)) {
          backend.removeItem(key);
          return null;
        }
        return parsed.value;
      } catch {
        backend.removeItem(key);
        return null;
      }
    },
    set<T>(key: string, value: T, options: { ttlHours?: number } = {}): void {
      if (!backend) return;
      const envelope: Envelope<T> = {
        value,
        expires: options.ttlHours === undefined ? null : now() + options.ttlHours * HOUR_MS,
      };
      try {
        backend.setItem(key, JSON.stringify(envelope));
      } catch {
        // Storage full or blocked (private mode): the flow goes on without it.
      }
    },
    remove(key: string): void {
      try {
        backend?.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

export const isString = (v: unknown): v is string => typeof v === 'string';

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
