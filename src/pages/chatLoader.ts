/**
 * The chat widget's script, loaded on the page's first chat action press (src/pages/chatAction.ts):
 * the address the site config names (`chat.script`, validated with the site config's rules: this
 * site's path or https), added once as a script element; the widget is what it defines
 * (`window.siteChat`). No script, one that fails or does not come within CHAT_LOAD_TIMEOUT_MS, or
 * one that defines no widget: the press follows its link (the contact page).
 */
import { parseConfig } from '../config/schema';
import { siteConfigSchema } from '../config/site';
import { pageChat, type ChatWidget } from './chatWidget';

/** How long a press waits for the chat's script before it follows its link. */
export const CHAT_LOAD_TIMEOUT_MS = 8000;

/** The chat's script the page's site config names; null: the chat is off. A config that breaks its rules counts as the defaults (src/boot.ts). */
export function chatScriptOf(raw: string | undefined): string | null {
  const parsed = parseConfig(siteConfigSchema, raw);
  const site = parsed.ok ? parsed.value : siteConfigSchema.parse({});
  return site.chat?.script ?? null;
}

let loading: Promise<ChatWidget> | null = null;

/** The page's chat widget, its script loaded first if need be (once: a second press waits for the same). */
export function loadChat(doc: Document, timeoutMs: number = CHAT_LOAD_TIMEOUT_MS): Promise<ChatWidget> {
  const win = doc.defaultView ?? window;
  const ready = pageChat(win);
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  const src = chatScriptOf(doc.body?.getAttribute('data-site') ?? undefined);
  if (!src) return Promise.reject(new Error('The page has no chat.'));
  const attempt = new Promise<ChatWidget>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (message: string) => {
      win.clearTimeout(timer);
      script.remove();
      reject(new Error(message));
    };
    const timer = win.setTimeout(() => fail(`The chat's script did not come within ${timeoutMs} ms.`), timeoutMs);
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => {
      win.clearTimeout(timer);
      const widget = pageChat(win);
      if (widget) resolve(widget);
      else fail("The chat's script defined no chat widget.");
    });
    script.addEventListener('error', () => fail("The chat's script did not load."));
    doc.head.append(script);
  });
  // Only while it comes: then the widget is the page's (a failure is tried again on the next press).
  loading = attempt.finally(() => {
    loading = null;
  });
  return loading;
}
