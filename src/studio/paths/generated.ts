/**
 * A flow's generated paths for the studio, made in a web worker (worker.ts) when the Paths or
 * Player view first asks, never on the page's thread: the quote form's take about a minute of
 * CPU. While the worker runs, the studio shows how far it has gone; the paths arrive in batches
 * (each a short task on the page) and are kept for the page's life. A generation nobody waits
 * for any more (another flow picked) is stopped. Where there is no Worker (jsdom tests), the
 * paths are generated on this thread after a turn of the event loop.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { LoadedFlow } from '../../flows/kit';
import { generatePaths, type GeneratedPaths, type ModelPath, type PathsProgress } from '../../paths/model';
import { fromPlainPath } from '../../paths/transfer';
import type { PathsMessage, PathsRequest } from './protocol';

/** Where a generation is: the same object all the while it runs (its progress is apart, `usePathsProgress`). */
export type PathsStatus =
  | { state: 'generating'; startedAt: number }
  | { state: 'ready'; generated: GeneratedPaths; ms: number }
  | { state: 'failed'; message: string };

interface Job {
  status: PathsStatus;
  /** How far it has gone, told to its own listeners: the studio re-renders only its progress line as it goes. */
  progress: PathsProgress | null;
  progressListeners: Set<() => void>;
  listeners: Set<() => void>;
  stop: () => void;
  /** The stop planned once nobody listens (a remount in between keeps the job). */
  idle: ReturnType<typeof setTimeout> | null;
}

/** A generation nobody listens to is stopped after this long (ms): a remount or a tab change keeps it. */
const IDLE_STOP_MS = 5000;

const jobs = new Map<string, Job>();

function set(job: Job, status: PathsStatus): void {
  job.status = status;
  for (const l of [...job.listeners]) l();
}

function startJob(flow: LoadedFlow): Job {
  const startedAt = Date.now();
  const job: Job = { status: { state: 'generating', startedAt }, progress: null, progressListeners: new Set(), listeners: new Set(), stop: () => {}, idle: null };
  if (typeof Worker === 'undefined') {
    const timer = setTimeout(() => {
      try {
        const generated = generatePaths(flow.model);
        set(job, { state: 'ready', generated, ms: Date.now() - startedAt });
      } catch (error) {
        set(job, { state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    }, 0);
    job.stop = () => clearTimeout(timer);
    return job;
  }
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: `paths-${flow.id}` });
  const paths: ModelPath[] = [];
  const end = (status: PathsStatus) => {
    worker.terminate();
    set(job, status);
  };
  worker.onmessage = (event: MessageEvent<PathsMessage>) => {
    const m = event.data;
    if (job.status.state !== 'generating') return;
    try {
      if (m.type === 'progress') {
        job.progress = m.progress;
        for (const l of [...job.progressListeners]) l();
      }
      else if (m.type === 'paths') for (const p of m.paths) paths.push(fromPlainPath(flow.model, p));
      else if (m.type === 'done') {
        if (paths.length !== m.count) throw new Error(`${m.count} paths were generated and ${paths.length} arrived`);
        end({ state: 'ready', generated: { id: m.id, paths, coverage: m.coverage }, ms: m.ms });
      } else end({ state: 'failed', message: m.message });
    } catch (error) {
      end({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  worker.onerror = (event: ErrorEvent) => {
    event.preventDefault();
    end({ state: 'failed', message: event.message || 'The paths worker stopped.' });
  };
  worker.postMessage({ flow: flow.id } satisfies PathsRequest);
  job.stop = () => worker.terminate();
  return job;
}

function listen(flow: LoadedFlow, listener: () => void): () => void {
  let job = jobs.get(flow.id);
  if (!job) {
    job = startJob(flow);
    jobs.set(flow.id, job);
  }
  const mine = job;
  if (mine.idle) clearTimeout(mine.idle);
  mine.idle = null;
  mine.listeners.add(listener);
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size > 0 || mine.status.state !== 'generating') return;
    mine.idle = setTimeout(() => {
      if (mine.listeners.size > 0 || mine.status.state !== 'generating') return;
      mine.stop();
      if (jobs.get(flow.id) === mine) jobs.delete(flow.id);
    }, IDLE_STOP_MS);
  };
}

/** Generate the paths again after a failure (the next listener starts a new job). */
export function retryPaths(flowId: string): void {
  const job = jobs.get(flowId);
  if (job?.status.state !== 'failed') return;
  jobs.delete(flowId);
  for (const l of [...job.listeners]) l();
}

/**
 * The flow's paths once `wanted` (the Paths or Player view is open, or was): null before, then
 * the generation's progress, its paths or its failure. After a failure, `retryPaths` starts over.
 */
export function usePaths(flow: LoadedFlow, wanted: boolean): PathsStatus | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!wanted) return () => {};
      let stop = () => {};
      const attach = () => {
        stop = listen(flow, () => {
          // A retry dropped the failed job: listen to (and so start) a new one.
          if (!jobs.has(flow.id)) {
            stop();
            attach();
          }
          onChange();
        });
      };
      attach();
      return () => stop();
    },
    [flow, wanted],
  );
  const read = useCallback(() => (wanted ? (jobs.get(flow.id)?.status ?? null) : null), [flow, wanted]);
  return useSyncExternalStore(subscribe, read, read);
}

/** How far the flow's running generation has gone (null before its first report, or with none running). */
export function usePathsProgress(flowId: string): PathsProgress | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const job = jobs.get(flowId);
      if (!job) return () => {};
      job.progressListeners.add(onChange);
      return () => job.progressListeners.delete(onChange);
    },
    [flowId],
  );
  const read = useCallback(() => jobs.get(flowId)?.progress ?? null, [flowId]);
  return useSyncExternalStore(subscribe, read, read);
}
