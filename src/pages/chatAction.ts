/**
 * The site's chat actions (site-2.30: the teaser's "Chat with an agent"): a link to the chat page,
 * as the quote page's chat action is (src/config/quote.ts `chatUrl`). Where the page has a chat
 * widget (`window.siteChat`, defined by the chat provider's script), a press opens the widget
 * instead and stays on the page. A press is never also the teaser's: the action is not inside the
 * teaser's link (src/pages/homeSections.ts).
 */

/** The part of a chat widget the site uses. */
export interface ChatWidget {
  open(): void;
}

/** The page's chat widget, where its script defines one. */
export function pageChat(win: Window): ChatWidget | undefined {
  const chat = (win as Window & { siteChat?: unknown }).siteChat;
  return typeof chat === 'object' && chat !== null && typeof (chat as ChatWidget).open === 'function' ? (chat as ChatWidget) : undefined;
}

/** Opens the chat widget from every chat action of the page (`[data-chat-action]`), when there is one. */
export function watchChatActions(doc: Document, chat: () => ChatWidget | undefined = () => pageChat(doc.defaultView ?? window)): () => void {
  const onClick = (e: MouseEvent) => {
    const action = (e.target as Element).closest?.('[data-chat-action]');
    const widget = action ? chat() : undefined;
    if (!widget) return;
    e.preventDefault();
    widget.open();
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
