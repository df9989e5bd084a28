/** A catalog loaded one language at a time (what a page loads of its texts). */
import { describe, expect, it } from 'vitest';
import { lazyCatalog } from './catalog';
import { withLaterPart } from './laterPart';
import { textsFor } from './texts';

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

describe('withLaterPart', () => {
  const FIRST = { hello: 'Hello', configured: { title: 'Title' } };
  const LATER = { goodbye: { text: 'Goodbye' } };

  function parts() {
    const loads = { first: 0, later: 0 };
    const first = lazyCatalog<typeof FIRST>('first', {
      en: async () => {
        loads.first += 1;
        return FIRST;
      },
      es: async () => FIRST,
    });
    const later = lazyCatalog<typeof LATER>('later', {
      en: async () => {
        loads.later += 1;
        return LATER;
      },
      es: async () => LATER,
    });
    return { catalog: withLaterPart(first, later, ['goodbye']), later, loads };
  }

  it('loads the first part with the catalog, and reads a later section once its part is loaded', async () => {
    const { catalog, later, loads } = parts();
    const texts = await catalog.load('en');
    expect(loads).toEqual({ first: 1, later: 0 });
    expect(texts.hello).toBe('Hello');
    expect(() => texts.goodbye).toThrow('later texts not loaded: en');
    await later.load('en');
    // The same object reads it now: a view drawn before the part came reads it once it is there.
    expect(texts.goodbye.text).toBe('Goodbye');
    expect(catalog.get('en')).toBe(texts);
  });

  it('keeps a later section unread when the page configures messages (textsFor)', async () => {
    const { catalog, later } = parts();
    const texts = textsFor(await catalog.load('en'), { title: 'Configured' });
    expect(texts.configured.title).toBe('Configured');
    expect(() => texts.goodbye).toThrow('later texts not loaded');
    await later.load('en');
    expect(texts.goodbye.text).toBe('Goodbye');
  });

  it('gives both parts at once (the tests)', () => {
    const { catalog } = parts();
    catalog.provide({ en: { ...FIRST, ...LATER } });
    expect(catalog.get('en').goodbye.text).toBe('Goodbye');
    expect(catalog.get('en').hello).toBe('Hello');
  });
});
