/** A catalog loaded one language at a time (what a page loads of its texts). */
import { describe, expect, it } from 'vitest';
import { lazyCatalog } from './catalog';

const EN = { hello: 'Hello' };
const ES = { hello: 'Hola' };

/** A catalog whose loads are counted and, when asked, fail. */
function counted(options: { failFirst?: boolean } = {}) {
  const loads = { en: 0, es: 0 };
  let fail = options.failFirst ?? false;
  const catalog = lazyCatalog<typeof EN>('greeting', {
    en: async () => {
      loads.en += 1;
      return EN;
    },
    es: async () => {
      loads.es += 1;
      if (fail) {
        fail = false;
        throw new Error('chunk failed to load');
      }
      return ES;
    },
  });
  return { catalog, loads };
}

describe('lazyCatalog', () => {
  it('loads only the language asked for', async () => {
    const { catalog, loads } = counted();
    expect(await catalog.load('es')).toBe(ES);
    expect(loads).toEqual({ en: 0, es: 1 });
    expect(catalog.get('es')).toBe(ES);
    expect(() => catalog.get('en')).toThrow('greeting texts not loaded: en');
  });

  it('gives a loaded language synchronously, and refuses one that is not loaded', async () => {
    const { catalog } = counted();
    expect(() => catalog.get('es')).toThrow('greeting texts not loaded: es');
    await catalog.load('es');
    expect(catalog.get('es')).toBe(ES);
  });

  it('a failed load fails, and the next load tries again', async () => {
    const { catalog, loads } = counted({ failFirst: true });
    await expect(catalog.load('es')).rejects.toThrow('chunk failed to load');
    expect(() => catalog.get('es')).toThrow(/not loaded/);
    expect(await catalog.load('es')).toBe(ES);
    expect(loads.es).toBe(2);
  });

  it('takes texts given at once (tests import both languages), without loading them', () => {
    const { catalog, loads } = counted();
    catalog.provide({ en: EN, es: ES });
    expect(catalog.get('en')).toBe(EN);
    expect(catalog.get('es')).toBe(ES);
    expect(loads).toEqual({ en: 0, es: 0 });
  });
});
