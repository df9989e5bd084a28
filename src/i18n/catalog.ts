/**
 * A catalog whose languages load one at a time, so a page loads only its own language's texts.
 * Each language is a module of its own (`quote.en.ts`, `quote.es.ts`: English's shape is the key
 * type of both, so a missing translation does not compile) and `<catalog>.lazy.ts` names them:
 * `lazyCatalog('quote', { en: () => import('./quote.en')..., es: ... })`.
 *
 * The catalog keeps what it loaded: a flow's descriptor names the catalogs its views read
 * (`catalogs` in src/flows/kit.ts), src/mount.ts loads them in the page's language while the
 * widget's module loads, and the views read them synchronously with `get` once the widget draws.
 * The studio and the tests load both languages, or give them at once with `provide`. Every page
 * loads this module (the registry's descriptors name the catalogs), so it stays small.
 */
import type { Lang } from '../config/lang';

export interface LazyCatalog<T> {
  /** The catalog's name, for messages. */
  readonly name: string;
  /** Load a language's texts (the module loader fetches each language once). */
  load(lang: Lang): Promise<T>;
  /** A loaded language's texts; it is an error to ask before they are loaded. */
  get(lang: Lang): T;
  /** Give texts already at hand (the tests import both languages statically). */
  provide(texts: Partial<Record<Lang, T>>): void;
}

export function lazyCatalog<T>(name: string, loaders: Readonly<Record<Lang, () => Promise<T>>>): LazyCatalog<T> {
  const loaded = new Map<string, T>();
  return {
    name,
    load: (lang) =>
      loaders[lang]().then((texts) => {
        loaded.set(lang, texts);
        return texts;
      }),
    get(lang) {
      const texts = loaded.get(lang);
      if (texts === undefined) throw new Error(`${name} texts not loaded: ${lang}`);
      return texts;
    },
    provide(texts) {
      for (const [lang, t] of Object.entries(texts)) if (t !== undefined) loaded.set(lang, t);
    },
  };
}
