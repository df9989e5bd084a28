/**
 * The Spanish catalogs speak to the visitor as "usted" (ARCHITECTURE: views), never "tú": no tú
 * pronoun or possessive (tú, tu, tus, te, ti, contigo) and none of the tú verb forms a site writes
 * (puedes, tienes, llámanos...). One text is the specification's own and kept as written: quote
 * 001 §2 names the Spanish chat label "Chatea Con Nosotros".
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../config/lang';

type Tree = { [key: string]: unknown };

// The engine fixtures' texts too (fixtures/engine/<id>/<id>.text.ts): shown in the studio in Spanish.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '../../fixtures/engine/*/*.text.ts'], { eager: true });
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

function leaves(tree: unknown, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((v, i) => leaves(v, `${path}.${i}`));
  if (isTree(tree)) return Object.entries(tree).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

/** Every Spanish text of every catalog (`{ en, es }` exports), with where it is. */
const spanish: [string, string][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => (isTree(value) && LANGS.every((l) => isTree(value[l])) ? leaves(value.es, `${file} ${name}`) : [])),
);

/** The specification's own Spanish text (quote 001 §2: the chat label on /es pages). */
const SPEC_TEXTS = new Set(['Chatea Con Nosotros']);

/**
 * Tú pronouns, and tú verb forms that are nothing else (a form such as "elige" or "revisa" is also
 * the third person, "el visitante elige", so it is not listed).
 */
const TU = /(?<!\p{L})(tú|tu|tus|te|ti|contigo|puedes|tienes|quieres|necesitas|eres|estás|debes|haz|llámanos|escríbenos|cuéntanos|envíanos|déjanos|dinos|contáctanos|visítanos|síguenos|inténtalo|asegúrate|chatea)(?!\p{L})/iu;

describe('the Spanish catalogs', () => {
  it('are found', () => {
    expect(spanish.length).toBeGreaterThan(500);
  });

  it('speak as "usted": no tú form in any text but the specification\'s chat label', () => {
    const tu = spanish.filter(([, text]) => !SPEC_TEXTS.has(text) && TU.test(text)).map(([where, text]) => `${where}: ${text}`);
    expect(tu).toEqual([]);
  });

  it('the check finds a tú form', () => {
    expect(['Escribe tu correo', 'Te llamamos', 'Chatea con un agente', 'Puedes pagar en línea', 'Llámanos hoy'].every((t) => TU.test(t))).toBe(true);
    expect(['Escriba su correo', 'Le llamamos', 'Chatee con un agente', 'Puede pagar en línea', 'Llámenos hoy', 'Estado', 'texto', 'el visitante elige'].some((t) => TU.test(t))).toBe(false);
  });
});
