/**
 * The one import of the graph library (@xstate/graph 3.0.4; the same code ships as
 * xstate/graph). getShortestPaths traverses machines with invoke and after without running
 * any actor: done, error and after events are ordinary events to it.
 */
export { getShortestPaths, getSimplePaths } from '@xstate/graph';
export type { StatePath } from '@xstate/graph';
