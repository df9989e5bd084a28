/**
 * The browser effects the charts name (navigation, the address bar, storage, analytics). The
 * generic widget root (src/widgets/createWidget.tsx) provides them to each chart's named
 * actions; tests and the studio's player provide recording versions instead.
 */
import { track, type AnalyticsEvent } from './analytics';
import { browserSessionStorage, browserStorage, type TypedStorage } from './storage';

export interface BrowserEffects {
  /** Leave for another page. */
  navigate(url: string): void;
  /**
   * Go to the page this one stands for, in its place in the history (`location.replace`): Back
   * then skips this page, which would only send the visitor on again.
   */
  redirect(url: string): void;
  /** Load this page again (its address as the address bar shows it now). */
  reload(): void;
  /** Remove a query parameter from the address bar without a reload. */
  removeQueryParam(name: string): void;
  /**
   * Show a query parameter in the address (`?tabid=policies`; null removes it) as a new history
   * entry, so Back returns to the address before; nothing when the address already shows it.
   */
  showQueryParam(name: string, value: string | null): void;
  /** Listen to the visitor moving through the history (Back, Forward): the address's query then; returns the unsubscribe. */
  onHistoryMove(listener: (query: URLSearchParams) => void): () => void;
  /**
   * Show a hash in the address ("#driver2") as a new history entry, so Back returns to the hash
   * before (`push`, the default), or in place of the entry the address is on (`replace`: Back then
   * goes where it went before); nothing when the address already shows it.
   */
  showHash(hash: string, mode?: 'push' | 'replace'): void;
  /** Listen to the hash changing by the visitor (typed, Back, Forward); returns the unsubscribe. */
  onHashChange(listener: (hash: string) => void): () => void;
  /** The address's hash now ("#driver2"; "" for none). */
  currentHash(): string;
  /** The page's storage, with lifetimes. */
  storage: TypedStorage;
  /** The tab's session storage (this visit only), with lifetimes; absent where a page keeps nothing for the visit. */
  session?: TypedStorage;
  /** An analytics event (codes and kinds only). */
  track(event: AnalyticsEvent): void;
  /**
   * Open an address (checked by the caller: https) in a new tab that cannot reach this page;
   * false when the browser refused (a popup blocker, a click too long ago).
   */
  openTab(url: string): boolean;
}

export function browserEffects(): BrowserEffects {
  return {
    navigate(url) {
      window.location.assign(url);
    },
    redirect(url) {
      window.location.replace(url);
    },
    reload() {
      window.location.reload();
    },
    removeQueryParam(name) {
      const u = new URL(window.location.href);
      if (!u.searchParams.has(name)) return;
      u.searchParams.delete(name);
      window.history.replaceState(window.history.state, '', u.toString());
    },
    showQueryParam(name, value) {
      const u = new URL(window.location.href);
      if (u.searchParams.get(name) === value) return;
      if (value === null) u.searchParams.delete(name);
      else u.searchParams.set(name, value);
      window.history.pushState(window.history.state, '', u.toString());
    },
    onHistoryMove(listener) {
      // pushState fires no event: only Back and Forward are heard.
      const heard = () => listener(new URL(window.location.href).searchParams);
      window.addEventListener('popstate', heard);
      return () => window.removeEventListener('popstate', heard);
    },
    showHash(hash, mode = 'push') {
      const wanted = hash.startsWith('#') ? hash : `#${hash}`;
      if (window.location.hash === wanted) return;
      const u = new URL(window.location.href);
      u.hash = wanted;
      if (mode === 'replace') window.history.replaceState(window.history.state, '', u.toString());
      else window.history.pushState(window.history.state, '', u.toString());
    },
    onHashChange(listener) {
      // pushState fires neither event: only the visitor's own moves are heard.
      const heard = () => listener(window.location.hash);
      window.addEventListener('hashchange', heard);
      window.addEventListener('popstate', heard);
      return () => {
        window.removeEventListener('hashchange', heard);
        window.removeEventListener('popstate', heard);
      };
    },
    currentHash: () => window.location.hash,
    storage: browserStorage(),
    session: browserSessionStorage(),
    track,
    openTab(url) {
      // Opened blank and then sent on, so that a refused tab is seen (with "noopener" the
      // browser answers null either way); the new page gets no handle on this one.
      let tab: Window | null = null;
      try {
        tab = window.open('', '_blank');
        if (!tab) return false;
        tab.opener = null;
        tab.location.href = url;
        return true;
      } catch {
        tab?.close();
        return false;
      }
    },
  };
}
