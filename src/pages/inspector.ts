/**
 * The studio's live mode on a page: a page opened with ?inspect loads the inspector (src/inspect.ts,
 * its own lazy chunk) and hands it to the mount, so each widget's actor reports to the studio. Any
 * other page never downloads it.
 */
import type { MountOptions } from '../mount';

export function requestedInspector(search: string): MountOptions['inspector'] {
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  return () => import('../inspect').then((m) => m.createInspector().inspect);
}
