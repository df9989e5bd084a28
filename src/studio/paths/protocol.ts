/** The messages between the studio's page and its paths worker (worker.ts). */
import type { Coverage, PathsProgress } from '../../paths/model';
import type { PlainPath } from '../../paths/transfer';

/** The page asks for a flow's paths. */
export interface PathsRequest {
  flow: string;
}

/** How many paths cross in one message: each message is a task of its own on the page, kept short. */
export const PATHS_BATCH = 100;

export type PathsMessage =
  | { type: 'progress'; progress: PathsProgress }
  /** Paths in generation order, a batch at a time. */
  | { type: 'paths'; paths: PlainPath[] }
  /** Every path has been sent. */
  | { type: 'done'; id: string; coverage: Coverage; count: number; ms: number }
  | { type: 'failed'; message: string };
