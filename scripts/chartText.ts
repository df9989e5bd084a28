/**
 * The charts' own text out of the pages' scripts. A chart's state descriptions and its clause ids
 * (`meta: { spec: [...] }`) are read by the studio, the drawings in docs/charts and the tests, never
 * by a page: in the build, the chart modules a page loads have them blanked out (about 3 kB gzip of
 * the quote page on load). The studio runs the flows' widgets with their path models, which must
 * be one chart: it gets a copy of the site's code of its own, with the text. The studio widget
 * and every project module it reaches are built as `<file>?chart` (the libraries stay shared);
 * no customer page loads those copies. The dev server, vitest and the scripts read the sources
 * as they are.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CHART_COPY = '?chart';
const clean = (id: string) => id.replace(/[?#].*$/, '');
const isText = (node: ts.Node): boolean =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node.left) && isText(node.right));

/** `description: '…'`, or `meta` holding clause ids only (`{ spec: ['quote-2.1', …] }`). */
function isChartText(node: ts.PropertyAssignment): boolean {
  if (!ts.isIdentifier(node.name)) return false;
  if (node.name.text === 'description') return isText(node.initializer);
  if (node.name.text !== 'meta' || !ts.isObjectLiteralExpression(node.initializer)) return false;
  return node.initializer.properties.every(
    (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'spec' && ts.isArrayLiteralExpression(p.initializer) && p.initializer.elements.every(isText),
  );
}

/**
 * The source with its chart text blanked: each such property, with its comma, becomes spaces (its
 * line breaks kept), so every other character stays where it was. Null when there is none.
 */
export function withoutChartText(code: string, fileName: string): string | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && isChartText(node)) {
      const end = code[node.getEnd()] === ',' ? node.getEnd() + 1 : node.getEnd();
      cuts.push([node.getStart(source), end]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (cuts.length === 0) return null;
  let out = '';
  let at = 0;
  for (const [start, end] of cuts) {
    out += code.slice(at, start) + code.slice(start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}

/** A project module the studio's copy may take: TypeScript, under the project, with no query of its own. */
const isProjectModule = (id: string, root: string) => id.startsWith(root) && !id.includes('node_modules') && /\.tsx?$/.test(id);

/**
 * The build's plugin: the chart modules under `machinesDir` lose their text, except in the studio's
 * copy of the site's code: `studioEntry` (the studio widget) and every project module it reaches.
 */
export function chartTextPlugin(options: { root: string; machinesDir: string; studioEntry: string }): Plugin {
  const isChartModule = (id: string) => id.startsWith(options.machinesDir) && id.endsWith('.ts') && !id.endsWith('.test.ts');
  return {
    name: 'agency-chart-text',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      if (!importer) return null;
      const fromStudio = importer.endsWith(CHART_COPY);
      const resolved = await this.resolve(source, fromStudio ? clean(importer) : importer, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const isEntry = resolved.id === options.studioEntry;
      if (!isEntry && !(fromStudio && isProjectModule(resolved.id, options.root))) return resolved;
      return { ...resolved, id: resolved.id + CHART_COPY };
    },
    load(id) {
      if (!id.endsWith(CHART_COPY)) return null;
      const file = clean(id);
      return { code: readFileSync(file, 'utf8'), moduleType: file.endsWith('.tsx') ? 'tsx' : 'ts' };
    },
    transform(code, id) {
      if (id.endsWith(CHART_COPY) || !isChartModule(id)) return null;
      const stripped = withoutChartText(code, id);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
