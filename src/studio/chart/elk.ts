/**
 * The page's one ELK: elk-api talking to elk-worker in a web worker, created on first use. Where
 * there is no Worker (jsdom tests), elk.bundled runs on the main thread instead.
 */
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { ChartElk } from './layout';

let shared: Promise<ChartElk> | null = null;

/** A layout that fails instead of hanging when the worker dies (elk-api never rejects then). */
function guarded(elk: ChartElk, failure: Promise<never>): ChartElk {
  return { layout: (graph: ElkNode) => Promise.race([elk.layout(graph), failure]) };
}

async function create(): Promise<ChartElk> {
  if (typeof Worker === 'undefined') {
    const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
    return new ELK();
  }
  const { default: ELK } = await import('elkjs/lib/elk-api.js');
  let fail: (reason: Error) => void = () => {};
  const failure = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Keep an unobserved failure from being reported while no layout is waiting on it.
  failure.catch(() => {});
  const elk = new ELK({
    workerFactory: () => {
      const worker = new Worker(new URL('elkjs/lib/elk-worker.min.js', import.meta.url));
      worker.addEventListener('error', (e) => {
        fail(new Error(`ELK worker failed: ${e.message || 'error'}`));
        shared = null;
      });
      return worker;
    },
  });
  return guarded(elk, failure);
}

/** The shared ELK of this page (one worker for every chart). */
export function chartElk(): Promise<ChartElk> {
  shared ??= create().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/**
 * Start the page's ELK now (the studio does as it opens): its worker script is fetched and
 * compiled while the flow's code loads, rather than after. Errors are left to the first layout.
 */
export function warmChartElk(): void {
  chartElk().catch(() => {});
}
