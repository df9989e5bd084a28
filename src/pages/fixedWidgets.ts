/**
 * The widgets a page template places itself (`fixedWidgets` in src/pages/pages.ts) that are not
 * flows: the studio. Only the script of a page that hosts one imports this list.
 */
import type { Loader } from '../mount';

export const fixedWidgets: Readonly<Record<string, Loader>> = Object.freeze({
  studio: () => import('../widgets/studio'),
});
