/**
 * The browser effects the charts name (navigation, the address bar, storage). Widget roots
 * provide them to the machines; tests provide recording versions instead.
 */
export interface BrowserEffects {
  /** Leave for another page. */
  navigate(url: string): void;
  /** Remove a query parameter from the address bar without a reload. */
  removeQueryParam(name: string): void;
}

export const browserEffects: BrowserEffects = {
  navigate(url) {
    window.location.assign(url);
  },
  removeQueryParam(name) {
    const u = new URL(window.location.href);
    if (!u.searchParams.has(name)) return;
    u.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', u.toString());
  },
};
