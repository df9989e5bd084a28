/** The page's chat widget: what its provider's script defines (`window.siteChat`), as the site uses it. */

/** The part of a chat widget the site uses. */
export interface ChatWidget {
  open(): void;
}

/** The page's chat widget, where its script defined one. */
export function pageChat(win: Window): ChatWidget | undefined {
  const chat = (win as Window & { siteChat?: unknown }).siteChat;
  return typeof chat === 'object' && chat !== null && typeof (chat as ChatWidget).open === 'function' ? (chat as ChatWidget) : undefined;
}
