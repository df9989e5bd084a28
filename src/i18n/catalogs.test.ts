/**
 * portal-8.12 says the exact message texts are not shown. The project writes its own: every text a
 * user reads, errors included, is in a typed catalog of src/i18n in English and Spanish (pages may
 * configure some, see texts.ts). This checks every catalog found in src/i18n at run time: both
 * languages have the same keys, no text is blank, and a text's {placeholders} are the same in both
 * languages (a missing one would show the raw braces or lose the value). A catalog a page loads one
 * language at a time (`<name>.lazy.ts`) loads, in each language, exactly the texts `<name>.ts` holds.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../config/lang';
import type { LazyCatalog } from './catalog';

type Tree = { [key: string]: unknown };

// The engine fixtures' texts too (fixtures/engine/<id>/<id>.text.ts): shown in the studio in both languages.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '../../fixtures/engine/*/*.text.ts'], { eager: true });
const lazyModules = import.meta.glob<Record<string, unknown>>('./*.lazy.ts', { eager: true });

function isTree(v: unknown): v is Tree {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Exports shaped `{ en, es }`: the catalogs. */
const catalogs: [string, Record<string, Tree>][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]): [string, Record<string, Tree>][] =>
    isTree(value) && LANGS.every((lang) => isTree(value[lang])) ? [[`${file} ${name}`, value as Record<string, Tree>]] : [],
  ),
);

function isLazyCatalog(v: unknown): v is LazyCatalog<unknown> {
  return typeof v === 'object' && v !== null && 'load' in v && typeof v.load === 'function' && 'name' in v && typeof v.name === 'string';
}

/** Each lazily loaded catalog, with the file that holds its languages together (`./quote.ts` for `./quote.lazy.ts`). */
const lazyCatalogs: [string, LazyCatalog<unknown>, string][] = Object.entries(lazyModules).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((value): [string, LazyCatalog<unknown>, string][] =>
    isLazyCatalog(value) ? [[`${file} ${value.name}`, value, file.replace(/\.lazy\.ts$/, '.ts')]] : [],
  ),
);

/** Every leaf of a catalog as [path, value]. */
function leaves(tree: unknown, path = ''): [string, unknown][] {
  if (!isTree(tree)) return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogs', () => {
  it('[portal-8.12] are found (common, payment, quote by ZIP and the others)', () => {
    expect(catalogs.map(([name]) => name)).toEqual(expect.arrayContaining(['./common.ts commonText', './payment.ts paymentText']));
  });

  it.each(catalogs)('[portal-8.12] %s has the same texts in English and Spanish, none blank, same placeholders', (_name, catalog) => {
    const en = new Map(leaves(catalog.en));
    const es = new Map(leaves(catalog.es));
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [path, value] of [...en, ...es]) {
      if (typeof value !== 'string') continue;
      expect(value.trim(), path).not.toBe('');
    }
    for (const [path, value] of en) {
      const other = es.get(path);
      if (typeof value === 'string' && typeof other === 'string') expect(placeholders(other), path).toEqual(placeholders(value));
    }
  });

  it('[portal-8.12] that a page loads one language at a time are found (quote, payment, quote by ZIP, disclosures)', () => {
    expect(lazyCatalogs.map(([name]) => name)).toEqual(
      expect.arrayContaining(['./quote.lazy.ts quote', './quoteLater.lazy.ts quoteLater', './payment.lazy.ts payment', './quoteZip.lazy.ts quoteZip', './quoteDisclosures.lazy.ts quoteDisclosures']),
    );
  });

  it.each(lazyCatalogs)('%s loads, in each language, the texts the catalog of both languages holds', async (_name, lazy, both) => {
    const held = catalogs.filter(([name]) => name.startsWith(`${both} `)).map(([, catalog]) => catalog);
    // A catalog read with a later part (withLaterPart) reads that part's sections once they are loaded.
    await Promise.all(lazyCatalogs.flatMap(([, each]) => LANGS.map((lang) => each.load(lang))));
    const loaded = await Promise.all(LANGS.map((lang) => lazy.load(lang)));
    // One catalog of the file is exactly these texts, language by language.
    expect(held.filter((catalog) => LANGS.every((lang, i) => JSON.stringify(catalog[lang]) === JSON.stringify(loaded[i])))).toHaveLength(1);
  });
});
