/**
 * A catalog read with a later part: sections that load with the views that show them (the quote
 * form's later steps), apart from src/i18n/catalog.ts, which every page loads.
 */
import type { Lang } from '../config/lang';
import type { LazyCatalog } from './catalog';

/**
 * A catalog read as one whose later sections come in a second catalog, loaded with the views that
 * show them: `load` loads the first part only, `get` gives the first part's texts with each later
 * section read from the later catalog when it is used (an error before that catalog's language
 * is loaded, like `get` itself), and `provide` gives both parts.
 */
export function withLaterPart<A extends object, B extends object>(first: LazyCatalog<A>, later: LazyCatalog<B>, sections: ReadonlyArray<keyof B>): LazyCatalog<A & B> {
  const made = new Map<Lang, { texts: A; whole: A & B }>();
  const whole = (lang: Lang): A & B => {
    const texts = first.get(lang);
    const known = made.get(lang);
    if (known && known.texts === texts) return known.whole;
    const out = Object.defineProperties(
      { ...texts },
      Object.fromEntries(sections.map((key) => [key, { enumerable: true, get: () => later.get(lang)[key] }])),
    ) as A & B;
    made.set(lang, { texts, whole: out });
    return out;
  };
  return {
    name: first.name,
    load: (lang) => first.load(lang).then(() => whole(lang)),
    get: whole,
    provide(texts) {
      const firstParts: Partial<Record<Lang, A>> = {};
      const laterParts: Partial<Record<Lang, B>> = {};
      for (const [lang, t] of Object.entries(texts) as Array<[Lang, (A & B) | undefined]>) {
        if (t === undefined) continue;
        firstParts[lang] = t;
        laterParts[lang] = t;
      }
      first.provide(firstParts);
      later.provide(laterParts);
    },
  };
}
