/**
 * The server a bench script measures against: the site's own Vite server, `vite preview` of the build
 * (or of another folder) or the dev server of `npm start`, with the site's config (its headers and
 * sandbox), in a process group of its own that `stop()` ends.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  origin: string;
  /** Resolves once its sandbox answers; rejects when it has not after about 30 s, or has exited (another server holds the port). */
  ready: Promise<void>;
  stop(): void;
}

export function startServer(port: number, options: { dev?: boolean; outDir?: string } = {}): BenchServer {
  const origin = `http://127.0.0.1:${port}`;
  const args = ['--no-install', 'vite', ...(options.dev ? [] : ['preview']), '--configLoader', 'runner', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const child = spawn('npx', options.outDir ? [...args, '--outDir', options.outDir] : args, { cwd: root, stdio: 'ignore', detached: true });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const ready = (async () => {
    for (let i = 0; i < 150; i += 1) {
      try {
        if ((await fetch(`${origin}/sandbox/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 200));
      if (i === 149) throw new Error(`the server did not start on ${origin}`);
    }
    // Another server on the port (ours could not start there) would be measured instead: refuse.
    await new Promise((r) => setTimeout(r, 300));
    if (exited) throw new Error(`port ${port} is taken by another server; set BENCH_PORT`);
  })();
  return {
    origin,
    ready,
    stop: () => {
      if (child.pid && !exited) process.kill(-child.pid);
    },
  };
}
