/// <reference types="vitest/config" />
import type { ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteOrigin } from './src/pages/render';
import { pageListLines } from './src/pages/pageList';
import { firstScreens } from './src/pages/firstScreen';
import { studioPathModels, studioPathsPlugin } from './scripts/studioPathsPlugin';
import { flows } from './src/registry';
import { pagesPlugin } from './scripts/pagesPlugin';
import { bundleReport } from './scripts/bundleReport';
import { isSandboxPath, sandboxMiddleware } from './fixtures/sandbox/node';
import { headersFor } from './scripts/securityHeaders';
import { chartTextPlugin } from './scripts/chartText';

const here = dirname(fileURLToPath(import.meta.url));
const pagesDir = resolve(here, 'src/pages');

/** The file of a chunk: a page's script "assets/page.<its flows>-<hash>.js", any other "assets/<name>-<hash>.js". */
function chunkFileName(chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }): string {
  const pageScript = [chunk.facadeModuleId ?? '', ...chunk.moduleIds].some((id) => /[\\/]page-script[\\/]/.test(id));
  return pageScript ? 'assets/page.[name]-[hash].js' : 'assets/[name]-[hash].js';
}

/** The origin of the absolute canonical and hreflang links: SITE_ORIGIN=https://..., else the default (src/pages/render.ts). */
const origin = siteOrigin(process.env.SITE_ORIGIN);

/** After the server starts, print the address of every page (English and Spanish). */
function pageListPlugin(): Plugin {
  const print = (port: number | undefined, kind: string) => {
    const base = `http://localhost:${port ?? 5173}`;
    console.log(`\n  Pages (${kind}; the sandbox API answers under ${base}/api/), English and Spanish:`);
    for (const line of pageListLines(base)) console.log(`    ${line}`);
    console.log('  Magic inputs for every outcome: docs/sandbox.md\n');
  };
  return {
    name: 'agency-page-list',
    configureServer(server) {
      server.httpServer?.once('listening', () => setTimeout(() => print(server.config.server.port, 'dev server'), 20));
    },
    configurePreviewServer(server) {
      server.httpServer.once('listening', () => setTimeout(() => print(server.config.preview.port, 'preview of dist/'), 20));
    },
  };
}

/**
 * The built site's headers (Content-Security-Policy, nosniff, Referrer-Policy, Permissions-Policy,
 * no-store on the pay pages) on every page and asset the preview server sends; the same ones
 * docs/deployment.md gives for nginx (scripts/securityHeaders.ts). The sandbox's own routes keep
 * theirs. Not in the dev server: Vite's development client injects inline scripts and styles.
 */
function securityHeadersPlugin(): Plugin {
  // The static file server writes its own Cache-Control with writeHead; ours win on every response.
  const sendWithHeaders = (res: ServerResponse, headers: Record<string, string>) => {
    const ours = new Set(Object.keys(headers).map((n) => n.toLowerCase()));
    const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      for (const arg of rest) {
        if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
          for (const key of Object.keys(arg)) if (ours.has(key.toLowerCase())) delete (arg as Record<string, unknown>)[key];
        }
      }
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      return writeHead(status, ...rest);
    }) as ServerResponse['writeHead'];
  };
  return {
    name: 'agency-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (!isSandboxPath(url)) sendWithHeaders(res, headersFor(url));
        next();
      });
    },
  };
}

/** The sandbox API inside the dev and preview servers: one process, one port. */
function sandboxPlugin(): Plugin {
  return {
    name: 'agency-sandbox',
    configureServer(server) {
      server.middlewares.use(sandboxMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(sandboxMiddleware());
    },
  };
}

/**
 * The first screens of the flows that load on first use (src/pages/firstScreen.ts), drawn while
 * this module is read: the config's module runner can import the views only then (it is closed
 * before the config function runs). The dev server draws them again when restarted. Vitest serves
 * no pages and skips the work.
 */
const screens = process.env.VITEST ? undefined : await firstScreens(flows);

/** The path models whose paths a build writes for the studio (scripts/studioPathsPlugin.ts); read only when building. */
const studioModels = !process.env.VITEST && process.argv.includes('build') ? await studioPathModels(flows) : [];

export default defineConfig(({ command }): UserConfig => {
  if (command === 'build' && !process.env.SITE_ORIGIN && !process.env.VITEST) {
    console.log(`  Canonical and hreflang links name ${origin}: set SITE_ORIGIN=https://... for a production build.`);
  }
  // BUILD_OUT_DIR builds (and previews) elsewhere than dist/, so two builds of one tree can run side by side.
  const outDir = process.env.BUILD_OUT_DIR ? resolve(process.env.BUILD_OUT_DIR) : resolve(here, 'dist');
  return {
    root: pagesDir,
    publicDir: false,
    appType: 'mpa',
    plugins: [
      // The charts' descriptions and clause ids only in the studio's copies (scripts/chartText.ts).
      chartTextPlugin({ root: here, machinesDir: resolve(here, 'machines'), studioEntry: resolve(here, 'src/widgets/studio.tsx') }),
      react(),
      pagesPlugin({ root: pagesDir, origin, firstScreens: screens }),
      securityHeadersPlugin(),
      sandboxPlugin(),
      pageListPlugin(),
      bundleReport(outDir),
      studioPathsPlugin(studioModels),
    ],
    server: { fs: { allow: [here] } },
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: {
        // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115):
        // no polyfill in every page's scripts.
        polyfill: false,
        // A flow's descriptor (src/flows/<id>.ts, in the script of each page that hosts it) also names
        // its tools module (title, path model, screens), which only the studio and the tests load.
        // Its dependency list would be written into every page's script; it is left to load as it
        // is imported, so a page carries the lists of what it may really load: its widgets and
        // their catalogs.
        resolveDependencies: (url, deps) => (/\.(tools|model|screens)-[\w-]+\.js$/.test(url) ? [] : deps),
      },
      rolldownOptions: {
        output: {
          // A page's script (scripts/pagesPlugin.ts) is named by the flows it lists, "page.accountHeader-
          // quoteZip-...js", never mistaken for a flow's own chunk.
          entryFileNames: chunkFileName,
          chunkFileNames: chunkFileName,
          // The small modules every widget uses (the widget root, page settings, storage, tokens,
          // analytics) in one chunk: left to the default splitting they were a dozen chunks of 100
          // to 800 bytes, each with its own imports and exports (about 2 kB gzip more on every
          // widget page, measured on the quote page: 170.3 kB, 168.3 with the group).
          codeSplitting: {
            groups: [
              {
                // What every page's script imports (the shared page module, the mount, the header's
                // account control) in one chunk, and out of the group below (a page without a widget
                // must not load React through it). A page's own script adds its flows' descriptors.
                name: 'page-core',
                priority: 1,
                test: /[\\/]src[\\/](config[\\/]lang|i18n[\\/]common|flows[\\/]kit|flows[\\/]accountHeader|storage[\\/]session|mount|pages[\\/]main|pages[\\/]siteHeaderLoader)\.ts$/,
              },
              {
                // The typed storage, apart: the popups' question (services/sitePopups.ts, asked before
                // any widget loads) reads it, and must not bring React with it.
                name: 'storage',
                priority: 2,
                test: /[\\/]src[\\/]storage[\\/](index|memory)\.ts$/,
              },
              {
                // zod and its settings, apart: the home page's hero counts parse their answer with it
                // (src/pages/heroCounts.ts) without loading React.
                name: 'zod',
                priority: 2,
                test: /([\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]config[\\/](zodSetup|zodMessages)\.ts$)/,
              },
              {
                name: 'widget-core',
                test: /[\\/]src[\\/](widgets[\\/]createWidget|widgets[\\/]react|ui[\\/]texts|config[\\/]schema|config[\\/]site|rules[\\/]empty|rules[\\/]url|analytics[\\/]index|effects|storage[\\/]tokens)\.tsx?$/,
              },
            ],
          },
        },
      },
    },
    // The pages and their scripts are made by pagesPlugin, not files: the dependency scan starts at
    // the shared page module and the flows (which every page script's imports come from).
    optimizeDeps: { entries: ['main.ts', 'fixedWidgets.ts', '../siteFlows.ts'] },
    test: {
      root: here,
      setupFiles: [resolve(here, 'src/testing/setup.ts')],
      // The run's shared generated paths (src/testing/sharedPaths.ts).
      globalSetup: [resolve(here, 'src/testing/globalSetup.ts')],
      exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
      testTimeout: 20_000,
      // The default output, and test-results/vitest-times.json for `npm run bench:suites`.
      reporters: ['default', resolve(here, 'scripts/vitestTimesReporter.ts')],
      // Both cores (the default leaves one idle on a 2-core machine).
      maxWorkers: 2,
      // Plain TypeScript tests run without a DOM (jsdom costs about a second per file); component
      // tests (.tsx) and the .ts files listed below have jsdom. A .ts test that needs a DOM
      // says `// @vitest-environment jsdom` on its first line, or joins the list.
      //
      // Files share their worker's modules (isolate: false): React, XState, the flows and the
      // sandbox are evaluated once per worker, not once per file (the whole run took 237 s
      // isolated, 158 s shared). Every file sets up what it reads (the API settings, storage,
      // timers) in its own hooks. A file that checks what a module holds before its first use
      // (a catalog not loaded yet) runs in a fresh module graph: the `isolated` list.
      projects: ((domTs: string[], isolated: string[]) => [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            isolate: false,
            include: ['**/*.test.ts'],
            exclude: [...domTs, ...isolated, 'node_modules/**', 'dist/**', 'e2e/**'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            isolate: false,
            include: ['**/*.test.tsx', ...domTs],
            exclude: [...isolated, 'node_modules/**', 'dist/**', 'e2e/**'],
          },
        },
        { extends: true, test: { name: 'isolated', environment: 'jsdom', isolate: true, include: isolated } },
      ])(
        [
          // Plain TypeScript tests that read a DOM (window, document, localStorage).
          'fixtures/sandbox/app.test.ts',
          'services/paymentResults.test.ts',
          'services/serverText.test.ts',
          'src/mount.test.ts',
          'src/mount.shell.test.ts',
          'src/pages/pages.test.ts',
          'src/shell.test.ts',
          'src/storage/index.test.ts',
          'src/studio/chart/chart.test.ts',
        ],
        [
          // Checks that a flow's catalog in the other language is not loaded: a fresh module graph.
          'src/mount.texts.test.ts',
        ],
      ),
    },
  };
});
