/**
 * What every page's script does: the shared styles, then the page's widgets. A page's own script
 * (made by scripts/pagesPlugin.ts for its set of widgets) imports this module and the descriptors of
 * its flows, and calls `startPage` with them: a page carries its own widgets' loaders only.
 */
import '../ui/styles.css';
import '../ui/form/form.css';
import '../ui/form/password.css';
import './site.css';
import './account.css';
import './offices.css';
import './abTesting.css';
import './heroCounts.css';
// The contact page's tabs are drawn at build time (views/contactUs): their styles come with the page's.
import '../../views/contactUs/contactUs.css';
import { detectLang } from '../config/lang';
import type { FlowDescriptor } from '../flows/kit';
import { loadersOf, mountAll, pageIdle, type Gate, type Loader } from '../mount';
import { watchChatActions } from './chatAction';
import { requestedInspector } from './inspector';
import { watchHeader } from './siteHeaderLoader';

/** Mounts the page's widgets (its flows' and its fixed ones) and fills its hero bar. */
export function startPage(flows: readonly FlowDescriptor[], fixed: Readonly<Record<string, Loader>> = {}, gates: Readonly<Record<string, Gate>> = {}): void {
  const inspector = requestedInspector(window.location.search);
  const privateQuery = flows.flatMap((f) => f.privateQuery ?? []);
  const firstPaintIf = Object.fromEntries(flows.flatMap((f) => (f.firstPaintIf ? [[f.widget, f.firstPaintIf] as const] : [])));
  void mountAll({ loaders: loadersOf(flows, fixed), gates, privateQuery, firstPaintIf, ...(inspector ? { inspector } : {}) });
  // site-7.1: a hero top bar with live counts is filled once the page is idle (its code loads only then, and only where there is one).
  if (document.querySelector('[data-hero-counts]')) {
    void pageIdle()
      .then(() => import('./heroCounts'))
      .then((m) => m.fillHeroCounts(document, detectLang(window.location)))
      .catch(() => undefined);
  }
  // site-2.30: the header's menu is enhanced on its first use (its code loads only then).
  watchHeader(document, () => import('./siteHeader'));
  // site-2.30, quote-2.35: a chat action opens the page's chat widget where there is one. Watched at
  // once on every page (a few lines in the page script), so a press is caught however early, and on
  // the chat actions a widget draws later (the quote cards).
  watchChatActions(document);
}
