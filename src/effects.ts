/**
 * The browser effects the charts name (navigation, the address bar, storage, analytics). The
 * generic widget root (src/widgets/createWidget.tsx) provides them to each chart's named
 * actions; tests and the studio's player provide recording versions instead.
 */
import { track, type AnalyticsEvent } from './analytics';
import { browserStorage, type TypedStorage } from './storage';

export interface BrowserEffects {
  /** Leave for another page. */
  navigate(url: string): void;
  /** Remove a query parameter from the address bar without a reload. */
  removeQueryParam(name: string): void;
  /** The page's storage, with lifetimes. */
  storage: TypedStorage;
  /** An analytics event (codes and kinds only). */
  track(event: AnalyticsEvent): void;
}

export function browserEffects(): BrowserEffects {
  return {
    navigate(url) {
      window.location.assign(url);
    },
    removeQueryParam(name) {
      const u = new URL(window.location.href);
      if (!u.searchParams.has(name)) return;
      u.searchParams.delete(name);
      window.history.replaceState(window.history.state, '', u.toString());
    },
    storage: browserStorage(),
    track,
  };
}
