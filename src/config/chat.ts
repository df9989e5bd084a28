/**
 * The chat widget's default script (src/config/site.ts `chat`): the sandbox's stand-in for the
 * agency's chat, which the dev and preview servers serve on the page's own origin
 * (fixtures/sandbox/chatStandIn.ts; a test keeps the two equal). In production that path does
 * not exist: a production page names its provider's script, or `null` (no chat: the chat actions
 * are links to the contact page). Without it, a press that finds no script follows the link.
 */
export const DEFAULT_CHAT_SCRIPT = '/sandbox/chat.js';
