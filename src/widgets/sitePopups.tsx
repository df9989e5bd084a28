/**
 * The site's popups (site-2.30, site-4.13, site-4.14): the chart, its view, and what the page gives
 * it (the page's language, the same page in the other language, the configured waits). The page's
 * activity (mouse, keys, touch, scroll) reaches the chart as `page.activity`; choosing a language
 * writes `visited_site` (cookie and storage) and goes to the other page; the idle popup opening
 * writes `idle_popup_shown` (session storage), so the rest of the visit does not show it again.
 */
import { sitePopupsMachine } from '../../machines/sitePopups.machine';
import { rememberIdleShown, rememberLanguage, watchActivity } from '../../services/sitePopups';
import { SitePopupsFlow } from '../../views/sitePopups/SitePopupsFlow';
import { SitePopupsView } from '../../views/sitePopups/SitePopupsView';
import { sitePopupsConfigSchema } from '../config/sitePopups';
import { createWidget } from './createWidget';

/** The same page in the other language: /pay/ <-> /es/pay/ (src/shell.ts `twinPath`, which the widget does not load). */
const twinPath = (path: string, lang: 'en' | 'es') => (lang === 'es' ? path.replace(/^\/es(\/|$)/, '/') || '/' : `/es${path}`);

export default createWidget({
  machine: sitePopupsMachine,
  Flow: SitePopupsFlow,
  View: SitePopupsView,
  configSchema: sitePopupsConfigSchema,
  input: ({ config, lang, url }) => ({
    lang,
    // site-4.13: the same page in the other language, with its query and hash.
    otherPage: `${twinPath(url.pathname, lang)}${url.search}${url.hash}`,
    languageWaitMs: config.languageWaitMs,
    idleWaitMs: config.idleWaitMs,
  }),
  effects: (fx) => ({
    actions: {
      rememberLanguage: (_, { lang }) => rememberLanguage(lang),
      // site-4.14: the idle popup opens once per visit: the tab's session storage remembers it.
      rememberIdleShown: () => rememberIdleShown(),
      navigate: (_, { url }) => fx.navigate(url),
    },
  }),
  // site-4.14: every mouse, key, touch or scroll activity starts the idle wait again.
  listen: (_fx, send) => watchActivity(() => send({ type: 'page.activity' })),
});
