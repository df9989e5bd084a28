/**
 * A Vite plugin that ends `vite build` with a table of each page's JavaScript: every chunk
 * the page loads to show its widgets (the entry, its static imports, mount's lazy boot, and
 * each hosted widget with its imports and its flow's catalogs in the page's language), raw and
 * gzip, and the libraries in them; and the gzip that loads before first use, for pages whose
 * widgets are drawn at build time. It writes dist/bundle-report.json, and fails the build when a
 * page loads a library it must not, or a catalog in the other language.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

export interface PageReport {
  page: string;
  widgets: string[];
  files: string[];
  bytes: number;
  gzip: number;
  /**
   * Gzip of what loads with the page, before the visitor uses anything: less than `gzip` when
   * the page's widgets are drawn at build time and load on first use (`data-first-paint`).
   */
  gzipOnLoad: number;
  libraries: string[];
}

/**
 * Libraries a page must not load: the home page shows only the ZIP form; the forms' pages read
 * dates with Intl (luxon is for pages with time zones of their own, such as office hours).
 */
const FORBIDDEN: Record<string, string[]> = {
  'index.html': ['formik', 'yup', 'luxon'],
  'es/index.html': ['formik', 'yup', 'luxon'],
  'pay/index.html': ['luxon'],
  'es/pay/index.html': ['luxon'],
  'quote/index.html': ['luxon'],
  'es/quote/index.html': ['luxon'],
  'bind/index.html': ['luxon'],
  'es/bind/index.html': ['luxon'],
  'buy/index.html': ['luxon'],
  'es/buy/index.html': ['luxon'],
  'coming-soon/index.html': ['formik', 'yup', 'luxon', 'xstate', 'react'],
  'es/coming-soon/index.html': ['formik', 'yup', 'luxon', 'xstate', 'react'],
};

/** A catalog's language module (src/i18n/quote.es.ts): a page loads its own language's only. */
const LANGUAGE_MODULE = /\/src\/i18n\/[^/]+\.(en|es)\.ts$/;

function packageOf(id: string): string | null {
  const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return m ? m[1]! : null;
}

function kb(n: number): string {
  return (n / 1024).toFixed(1);
}

export function bundleReport(outDir: string): Plugin {
  return {
    name: 'agency-bundle-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      const moduleInfo = (id: string) => this.getModuleInfo(id);
      const chunks = new Map<string, ChunkInfo>();
      const pages: Array<{ name: string; html: string }> = [];
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          chunks.set(item.fileName, {
            fileName: item.fileName,
            code: item.code,
            imports: item.imports,
            dynamicImports: item.dynamicImports,
            facadeModuleId: item.facadeModuleId,
            moduleIds: item.moduleIds,
          });
        } else if (item.fileName.endsWith('.html')) {
          pages.push({ name: item.fileName, html: String(item.source) });
        }
      }
      const closure = (start: string, into: Set<string>) => {
        if (into.has(start) || !chunks.has(start)) return;
        into.add(start);
        for (const i of chunks.get(start)!.imports) closure(i, into);
      };
      // A widget's chunk is the one holding src/widgets/<name>.tsx (not always its facade: the
      // studio imports every widget too, which makes them shared chunks).
      const holds = (c: ChunkInfo | undefined, pattern: RegExp) =>
        Boolean(c?.moduleIds.some((id) => pattern.test(id.replace(/\\/g, '/'))));
      // The studio's widget is its own copy of the site's code (scripts/chartText.ts: `?chart`).
      const widgetChunk = (widget: string) =>
        [...chunks.values()].find((c) => holds(c, new RegExp(`/src/widgets/${widget}\\.tsx$`))) ??
        [...chunks.values()].find((c) => holds(c, new RegExp(`/src/widgets/${widget}\\.tsx\\?chart$`)));
      // A flow's catalogs in a language: the language modules (src/i18n/<catalog>.<lang>.ts) that
      // the catalogs its descriptor loads load (the descriptor is the src/flows module that loads
      // the widget; its `catalogs` loader imports the `.lazy` modules). src/mount.ts loads them
      // with the widget (`loadWidget`), before it draws.
      const catalogChunks = (widget: string, lang: string): string[] => {
        const widgetModule = [...chunks.values()]
          .flatMap((c) => c.moduleIds)
          .sort((x, y) => Number(x.endsWith('?chart')) - Number(y.endsWith('?chart')))
          .find((id) => id.replace(/\\/g, '/').endsWith(`/src/widgets/${widget}.tsx`) || id.replace(/\\/g, '/').endsWith(`/src/widgets/${widget}.tsx?chart`));
        const descriptors = (widgetModule ? (moduleInfo(widgetModule)?.dynamicImporters ?? []) : []).filter((id) =>
          /\/src\/flows\//.test(id.replace(/\\/g, '/')),
        );
        const seen = new Set<string>();
        const languageModules = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = moduleInfo(id);
          if (!info) return;
          for (const d of info.dynamicallyImportedIds) {
            const m = d.replace(/\\/g, '/').match(LANGUAGE_MODULE);
            if (m && m[1] === lang) languageModules.add(d);
            // The descriptor loads its catalogs' `.lazy` modules (its `catalogs` loader), which load a language each.
            else if (/\/src\/i18n\/[^/]+\.lazy\.ts$/.test(d.replace(/\\/g, '/'))) visit(d);
          }
          info.importedIds.forEach(visit);
        };
        descriptors.forEach(visit);
        return [...chunks.values()].filter((c) => c.moduleIds.some((id) => languageModules.has(id))).map((c) => c.fileName);
      };

      const reports: PageReport[] = [];
      const problems: string[] = [];
      for (const page of pages.sort((a, b) => a.name.localeCompare(b.name))) {
        const scripts = [...page.html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)].map((m) => m[1]!);
        const widgets = [...new Set([...page.html.matchAll(/data-widget="([^"]+)"/g)].map((m) => m[1]!))];
        const lang = page.html.match(/<html[^>]*\slang="([a-z]+)"/)?.[1] ?? 'en';
        // Hosts drawn at build time: their widget loads on first use; an idle host's once the page is
        // idle, a host further down once it is idle and near the viewport (src/mount.ts).
        const onUse = new Set([...page.html.matchAll(/data-widget="([^"]+)"[^>]*data-(?:first-paint="onEngage"|load="(?:idle|nearViewport)")/g)].map((m) => m[1]!));
        const loaded = new Set<string>();
        for (const s of scripts) closure(s, loaded);
        const atLoad = new Set(loaded);
        const widgetsAtLoad = widgets.filter((w) => !onUse.has(w));
        if (widgets.length) {
          for (const entry of scripts) {
            for (const d of chunks.get(entry)?.dynamicImports ?? []) {
              // Of the entry's lazy chunks only boot (page settings, API client) loads whenever a
              // widget mounts. Widgets load where hosted, the inspector only with ?inspect, and a
              // flow's catalog, path model and screens (its descriptor's loaders) only when the
              // studio or a test asks for them.
              if (holds(chunks.get(d), /\/src\/boot\.ts$/)) {
                closure(d, loaded);
                if (widgetsAtLoad.length) closure(d, atLoad);
              }
            }
          }
          for (const w of widgets) {
            const c = widgetChunk(w);
            if (c) closure(c.fileName, loaded);
            else problems.push(`${page.name}: no chunk for widget "${w}"`);
            if (c && widgetsAtLoad.includes(w)) closure(c.fileName, atLoad);
            for (const catalog of catalogChunks(w, lang)) {
              closure(catalog, loaded);
              if (widgetsAtLoad.includes(w)) closure(catalog, atLoad);
            }
          }
        }
        const gzipOf = (files: Set<string>) => [...files].reduce((n, f) => n + gzipSync(chunks.get(f)!.code, { level: 9 }).length, 0);
        let bytes = 0;
        const libraries = new Set<string>();
        for (const f of loaded) {
          const c = chunks.get(f)!;
          bytes += Buffer.byteLength(c.code);
          for (const id of c.moduleIds) {
            const p = packageOf(id);
            if (p) libraries.add(p);
          }
        }
        const report: PageReport = {
          page: '/' + page.name.replace(/index\.html$/, ''),
          widgets,
          files: [...loaded].sort(),
          bytes,
          gzip: gzipOf(loaded),
          gzipOnLoad: gzipOf(atLoad),
          libraries: [...libraries].sort(),
        };
        reports.push(report);
        for (const lib of FORBIDDEN[page.name] ?? []) {
          if (libraries.has(lib)) problems.push(`${report.page} loads ${lib}, which it must not`);
        }
        // Customer pages: no studio tooling and nothing from fixtures/ (ARCHITECTURE: layers).
        if (!page.name.includes('studio/')) {
          for (const lib of ['elkjs', '@xstate/graph', 'hono']) {
            if (libraries.has(lib)) problems.push(`${report.page} loads ${lib}, which only the studio may`);
          }
          const fromFixtures = [...loaded].flatMap((f) => chunks.get(f)!.moduleIds.filter((id) => id.includes('/fixtures/')));
          if (fromFixtures.length) problems.push(`${report.page} bundles ${fromFixtures[0]} from fixtures/`);
          // The charts' text is the studio's (scripts/chartText.ts): no studio copy, no clause ids.
          const studioCopy = [...loaded].flatMap((f) => chunks.get(f)!.moduleIds.filter((id) => id.endsWith('?chart')));
          if (studioCopy.length) problems.push(`${report.page} bundles ${studioCopy[0]}, the studio's copy`);
          const withText = [...loaded].find((f) => /\bspec:\[/.test(chunks.get(f)!.code));
          if (withText) problems.push(`${report.page} loads chart clause ids (meta.spec) in ${withText}`);
          // A page loads its own language's texts only (src/i18n/catalog.ts).
          const otherLanguage = [...loaded].flatMap((f) =>
            chunks.get(f)!.moduleIds.filter((id) => {
              const m = id.replace(/\\/g, '/').match(LANGUAGE_MODULE);
              return m !== null && m[1] !== lang;
            }),
          );
          if (otherLanguage.length) problems.push(`${report.page} (${lang}) loads ${otherLanguage[0]}, a catalog in another language`);
        }
      }

      writeFileSync(join(outDir, 'bundle-report.json'), JSON.stringify(reports, null, 2));
      const rows = reports.map((r) => [
        r.page,
        r.widgets.join(', ') || '-',
        String(r.files.length),
        kb(r.bytes),
        kb(r.gzip),
        kb(r.gzipOnLoad),
        r.libraries.join(', ') || '-',
      ]);
      const head = ['page', 'widgets', 'js files', 'kB', 'kB gzip', 'kB gzip on load', 'libraries'];
      const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
      console.log('\nJavaScript each page loads to show its widgets:');
      console.log(line(head));
      console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
      for (const r of rows) console.log(line(r));
      if (problems.length) {
        this.error(`Bundle rules broken:\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
