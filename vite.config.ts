/// <reference types="vitest/config" />
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePages, siteOrigin } from './src/pages/render';
import { pagesPlugin } from './scripts/pagesPlugin';
import { bundleReport } from './scripts/bundleReport';
import { sandboxMiddleware } from './fixtures/sandbox/node';

const here = dirname(fileURLToPath(import.meta.url));
const pagesDir = resolve(here, 'src/pages');

/** Absolute canonical and hreflang links when the site's origin is given (SITE_ORIGIN=https://...). */
const origin = siteOrigin(process.env.SITE_ORIGIN);

/** After the server starts, print the address of every page (English and Spanish). */
function pageListPlugin(): Plugin {
  const print = (port: number | undefined, kind: string) => {
    const base = `http://localhost:${port ?? 5173}`;
    const paths = sitePages().map((p) => p.path);
    console.log(`\n  Pages (${kind}; the sandbox API answers under ${base}/api/):`);
    for (const p of paths) console.log(`    ${base}${p}`);
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

export default defineConfig({
  root: pagesDir,
  publicDir: false,
  appType: 'mpa',
  plugins: [react(), pagesPlugin({ root: pagesDir, origin }), sandboxPlugin(), pageListPlugin(), bundleReport(resolve(here, 'dist'))],
  server: { fs: { allow: [here] } },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
  },
  // The pages are made by pagesPlugin, not files: the dependency scan starts at their one script.
  optimizeDeps: { entries: ['main.ts'] },
  test: {
    root: here,
    environment: 'jsdom',
    setupFiles: [resolve(here, 'src/testing/setup.ts')],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
    testTimeout: 20_000,
  },
});
