/**
 * portal-8.12 says the exact message texts are not shown. The project writes its own: every text a
 * user reads, errors included, is in a typed catalog of src/i18n in English and Spanish (pages may
 * configure some, see texts.ts). This checks every catalog found in src/i18n at run time: both
 * languages have the same keys, no text is blank, and a text's {placeholders} are the same in both
 * languages (a missing one would show the raw braces or lose the value).
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../config/lang';

type Tree = { [key: string]: unknown };

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

function isTree(v: unknown): v is Tree {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Exports shaped `{ en, es }`: the catalogs. */
const catalogs: [string, Record<string, Tree>][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]): [string, Record<string, Tree>][] =>
    isTree(value) && LANGS.every((lang) => isTree(value[lang])) ? [[`${file} ${name}`, value as Record<string, Tree>]] : [],
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
});
