/**
 * What the page script does for the header at once (a few hundred bytes): it waits for the
 * visitor's first pointerdown, focusin or keydown in the header, then loads the menu's code
 * (src/pages/siteHeader.ts) and enhances the header. A press of a menu button made before that
 * code is there (a click, or Space on the link that stands for the button) is held, not followed as
 * the in-page link it is without a script, and pressed again once the menu is enhanced: the first
 * activation is not lost. If the code cannot load, the held press is followed as that link (the
 * stylesheet then shows the menu or the panel it names, as without a script).
 */

export interface SiteHeaderModule {
  enhanceHeader(doc: Document, first?: string | null): unknown;
}

const HELD = '[data-menu-trigger], [data-menu-toggle]';

/** Watches the page's header (if it has one) and enhances it on first use. */
export function watchHeader(doc: Document, load: () => Promise<SiteHeaderModule>): void {
  const header = doc.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const listeners = new AbortController();
  const options = { capture: true, signal: listeners.signal };
  let held: string | null = null;
  let loading: Promise<void> | null = null;

  const start = () => {
    loading ??= load().then(
      (module) => {
        listeners.abort();
        module.enhanceHeader(doc, held);
      },
      () => {
        listeners.abort();
        if (held) doc.location.hash = held;
      },
    );
  };
  const hold = (e: Event) => {
    const button = (e.target as Element).closest?.(HELD);
    if (!button || !header.contains(button)) return;
    e.preventDefault();
    held = button.getAttribute('aria-controls');
    start();
  };

  header.addEventListener('pointerdown', start, options);
  header.addEventListener('focusin', start, options);
  header.addEventListener('keydown', (e) => (e.key === ' ' ? hold(e) : start()), options);
  header.addEventListener('click', hold, options);
}
