/**
 * The site's chat actions (site-2.30: "a chat action link opens a chat widget"; quote 001 §2 Chat
 * With Us; portal §7 "an external chat widget opens on chat links"): each is a link to the contact
 * page (`/contact/`, the teaser's and the quote page's `chatUrl`), marked `data-chat-action`.
 *
 * Where the page has a chat (the site config's `chat`, src/config/site.ts: the sandbox's stand-in by
 * default), a press opens the chat widget instead and stays on the page. The widget's script loads
 * only then, on the first press (src/pages/chatLoader.ts, its own chunk): it defines
 * `window.siteChat`. While it comes the action says it is busy; if it cannot come (no script, a
 * failure, a timeout), the press follows the link after all. A page whose site config says
 * `"chat": null` has no chat: its chat actions are plain links to the contact page.
 *
 * One listener on the document, in every page's script, from the start: a press is caught however
 * early, and on chat actions drawn later too (the quote cards, drawn by their widget). A press with
 * a modifier key or another button (a new tab) is the browser's. A press is never also the teaser's
 * link: the action is not inside it (src/pages/homeSections.ts).
 */

import { pageChat, type ChatWidget } from './chatWidget';

export { pageChat, type ChatWidget } from './chatWidget';

/**
 * Whether the page's site config turns the chat off (`"chat": null` in `<body data-site>`). Read
 * as the press happens, without the config's schema (the page script stays small): anything else,
 * even a config that breaks its rules, leaves the chat on, as the site config's defaults do
 * (src/boot.ts); the loader then validates the script's address.
 */
export function chatTurnedOff(doc: Document): boolean {
  const raw = doc.body?.getAttribute('data-site');
  if (!raw) return false;
  try {
    const site: unknown = JSON.parse(raw);
    return typeof site === 'object' && site !== null && 'chat' in site && (site as { chat: unknown }).chat === null;
  } catch {
    return false;
  }
}

export interface ChatActionOptions {
  /** The chat widget, its script loaded if need be (default: src/pages/chatLoader.ts, loaded on the first press). */
  load?: () => Promise<ChatWidget>;
  /** Follows an action's link, when the chat cannot open (default: the browser goes there). */
  follow?: (href: string) => void;
}

/** Watches every chat action of the page (`a[data-chat-action]`), now and drawn later. Returns a function that stops. */
export function watchChatActions(doc: Document, options: ChatActionOptions = {}): () => void {
  const win = doc.defaultView ?? window;
  const load = options.load ?? (() => import('./chatLoader').then((m) => m.loadChat(doc)));
  const follow = options.follow ?? ((href: string) => win.location.assign(href));
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = e.target as Element | null;
    const action = typeof target?.closest === 'function' ? target.closest<HTMLAnchorElement>('a[data-chat-action]') : null;
    if (!action) return;
    const ready = pageChat(win);
    if (ready) {
      e.preventDefault();
      ready.open();
      return;
    }
    if (chatTurnedOff(doc)) return;
    e.preventDefault();
    // A second press while the chat is on its way waits for the first.
    if (action.getAttribute('aria-busy') === 'true') return;
    action.setAttribute('aria-busy', 'true');
    load()
      .then((widget) => widget.open())
      .catch(() => follow(action.href))
      .finally(() => action.removeAttribute('aria-busy'));
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
