/**
 * English left on a Spanish screen: a text the English catalogs have and the Spanish ones say
 * otherwise, shown whole (a text node, or an accessible label, alt, title or placeholder) on a
 * screen in Spanish. Precise by construction:
 * - only catalog texts (src/i18n, every `{ en, es }` export) count, so a server's or a page's own
 *   data (a carrier's name, a review written in English) is never taken for one;
 * - a text any Spanish catalog also uses ("No", "Email", a brand name) is not English-only;
 * - a text with `{placeholders}` matches whatever fills them;
 * - content marked as another language (`lang="en"` inside the Spanish page: a review's text) is
 *   left out, as a screen reader reads it in its own language.
 */
import { LANGS } from '../config/lang';

type Tree = { [key: string]: unknown };

const modules = import.meta.glob<Record<string, unknown>>(['../i18n/*.ts', '!../i18n/*.test.ts', '../../fixtures/engine/*/*.text.ts'], { eager: true });

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Catalog parts that are sample data, not the site's words (the estimate panel's example rows say "Collision" as a carrier's answer may). */
const SAMPLE_KEYS = new Set(['examples']);

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(strings);
  if (isTree(tree)) return Object.entries(tree).flatMap(([key, value]) => (SAMPLE_KEYS.has(key) ? [] : strings(value)));
  return [];
}

const normal = (s: string) => s.replace(/[\s\u00a0\u2009\u202f]+/g, ' ').trim();
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishMatcher {
  /** The English-only texts a whole text may be (exact). */
  exact: Set<string>;
  /** The English-only texts with placeholders, as patterns. */
  patterns: RegExp[];
}

/** The English catalogs' texts that no Spanish catalog uses (at least two letters). */
export function englishOnlyTexts(): EnglishMatcher {
  const catalogs = Object.values(modules).flatMap((exports) => Object.values(exports).filter((v): v is Tree => isTree(v) && LANGS.every((l) => isTree(v[l]))));
  const spanish = new Set(catalogs.flatMap((c) => strings(c.es)).map(normal));
  const english = new Set(catalogs.flatMap((c) => strings(c.en)).map(normal));
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const text of english) {
    if (spanish.has(text) || !/\p{L}.*\p{L}/u.test(text.replace(/\{\w+\}/g, ''))) continue;
    if (/\{\w+\}/.test(text)) {
      // The fixed words around the placeholders must be words, not one or two letters between values.
      if (text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length < 6) continue;
      patterns.push(new RegExp(`^${text.split(/\{\w+\}/).map(escapeRegex).join('.+?')}$`, 'u'));
    } else {
      exact.add(text);
    }
  }
  return { exact, patterns };
}

let cached: EnglishMatcher | null = null;

/** The English-only catalog texts shown in `root` (whole texts and labels), outside content marked as another language. */
export function englishTextsShown(root: Element, matcher: EnglishMatcher = (cached ??= englishOnlyTexts())): string[] {
  const found = new Set<string>();
  const foreign = (el: Element | null) => {
    const marked = el?.closest('[lang]');
    return marked !== null && marked !== undefined && !marked.getAttribute('lang')?.startsWith('es') && root.contains(marked);
  };
  const check = (text: string | null | undefined, el: Element | null) => {
    const t = normal(text ?? '');
    if (t === '' || foreign(el)) return;
    if (matcher.exact.has(t) || matcher.patterns.some((p) => p.test(t))) found.add(t);
  };
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) check(node.nodeValue, node.parentElement);
  // Elements whose own text is split in several nodes (a link's words and an icon) count by their whole text too.
  for (const el of root.querySelectorAll('a, button, label, legend, h1, h2, h3, h4, p, li, dt, dd, th, td, option, [role="status"], [role="alert"]')) {
    check(el.textContent, el);
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) check(el.getAttribute(attribute), el);
  }
  for (const el of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) check(el.getAttribute(attribute), el);
  }
  return [...found].sort();
}
