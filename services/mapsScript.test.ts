/** Loading the maps script: one request with the page's key and language, the callback, failures and the time limit. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMapsScript, mapsScriptUrl, MAPS_CALLBACK, resetMapsScriptForTests } from './mapsScript';

type ScriptStandIn = { src: string; async: boolean; onerror: (() => void) | null; remove: () => void };

/** A window whose document records the scripts appended; the test decides what each does. */
function standInWindow() {
  const appended: ScriptStandIn[] = [];
  const w = {
    document: {
      createElement: (): ScriptStandIn => ({ src: '', async: false, onerror: null, remove: vi.fn() }),
      head: { append: (s: ScriptStandIn) => appended.push(s) },
    },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
  } as unknown as Window & Record<string, unknown>;
  return { w, appended };
}

// The worker's modules are shared between files: a request another file left in progress is forgotten first.
beforeEach(() => resetMapsScriptForTests());

afterEach(() => {
  resetMapsScriptForTests();
  vi.useRealTimers();
});

describe('the maps script', () => {
  it('[site-2.1] is asked for once, from the Maps API origin, with the key, the language, the marker library and the callback', async () => {
    const { w, appended } = standInWindow();
    const first = loadMapsScript({ key: 'key-0123456789', lang: 'es' }, w);
    const second = loadMapsScript({ key: 'key-0123456789', lang: 'es' }, w);
    expect(appended).toHaveLength(1);
    const url = new URL(appended[0]!.src);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ key: 'key-0123456789', language: 'es', libraries: 'marker', loading: 'async', callback: MAPS_CALLBACK });
    // The script defines the API and calls back.
    (w as Record<string, unknown>).google = { maps: { importLibrary: () => Promise.resolve({}) } };
    (w[MAPS_CALLBACK] as () => void)();
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(w[MAPS_CALLBACK]).toBeUndefined();
    // Once there, no other request.
    await loadMapsScript({ key: 'key-0123456789', lang: 'es' }, w);
    expect(appended).toHaveLength(1);
  });

  it('fails when the script does not come, and may be asked for again', async () => {
    const { w, appended } = standInWindow();
    const failed = loadMapsScript({ key: 'key-0123456789', lang: 'en' }, w);
    appended[0]!.onerror?.();
    await expect(failed).rejects.toThrow('could not load');
    expect(appended[0]!.remove).toHaveBeenCalled();
    void loadMapsScript({ key: 'key-0123456789', lang: 'en' }, w).catch(() => {});
    expect(appended).toHaveLength(2);
  });

  it('fails when the script defines no API, and after the time limit', async () => {
    const { w, appended } = standInWindow();
    const empty = loadMapsScript({ key: 'key-0123456789', lang: 'en' }, w);
    (w[MAPS_CALLBACK] as () => void)();
    await expect(empty).rejects.toThrow('defined no API');
    vi.useFakeTimers();
    const slow = loadMapsScript({ key: 'key-0123456789', lang: 'en', timeoutMs: 15_000 }, w);
    const caught = slow.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(appended).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toMatch(/in time/);
  });

  it('stops waiting when the chart stops (abort)', async () => {
    const { w } = standInWindow();
    const controller = new AbortController();
    const waiting = loadMapsScript({ key: 'key-0123456789', lang: 'en', signal: controller.signal }, w);
    controller.abort(new Error('left'));
    await expect(waiting).rejects.toThrow('left');
  });

  it('writes the address from its parts', () => {
    expect(mapsScriptUrl('k-1234567890', 'en')).toMatch(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?key=k-1234567890&/);
  });
});
