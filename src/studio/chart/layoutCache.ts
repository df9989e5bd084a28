/**
 * Layouts kept by the hash of the graph they were made from: the same chart with the same states
 * collapsed (or the same state opened on its own) is laid out once per page. Expanding a state
 * and collapsing it again, stepping a path that expands the same states, or coming back to a flow
 * draws at once, without asking ELK again. A failed layout is not kept.
 */
import type { ChartGraph } from './graph';
import { layoutChart, type ChartElk, type ChartLayout } from './layout';

/** The most layouts kept (the least recently used goes first). */
const LIMIT = 64;

const cache = new Map<string, { layout: ChartLayout | null; pending: Promise<ChartLayout> }>();

/** A 53-bit hash of a string (cyrb53), as hex: the key of a graph. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** The key of a graph: the hash of everything ELK is given (states, sizes, edges, options). */
export function graphKey(graph: ChartGraph): string {
  return hashText(JSON.stringify(graph));
}

export interface CachedLayout {
  key: string;
  /** The layout, when this graph has been laid out before on this page. */
  ready: ChartLayout | null;
  /** The layout, once made (at once when ready). */
  layout: Promise<ChartLayout>;
}

/** The layout of a graph laid out before on this page (by its key), or null. */
export function peekLayout(key: string): ChartLayout | null {
  return cache.get(key)?.layout ?? null;
}

/** The layout of a graph: from the cache, or made by `elk` (asked for only on a miss) and kept. */
export function cachedLayout(graph: ChartGraph, elk: () => Promise<ChartElk>): CachedLayout {
  const key = graphKey(graph);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return { key, ready: hit.layout, layout: hit.pending };
  }
  const entry: { layout: ChartLayout | null; pending: Promise<ChartLayout> } = { layout: null, pending: Promise.resolve(null as never) };
  entry.pending = elk()
    .then((e) => layoutChart(graph, e))
    .then(
      (layout) => {
        entry.layout = layout;
        return layout;
      },
      (error: unknown) => {
        if (cache.get(key) === entry) cache.delete(key);
        throw error;
      },
    );
  cache.set(key, entry);
  while (cache.size > LIMIT) cache.delete(cache.keys().next().value!);
  return { key, ready: null, layout: entry.pending };
}

/** Forget every layout (tests). */
export function clearLayoutCache(): void {
  cache.clear();
}
