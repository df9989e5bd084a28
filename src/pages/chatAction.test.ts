// @vitest-environment jsdom
/**
 * The chat actions (site-2.30, quote-2.35; src/pages/chatAction.ts, chatLoader.ts) and the
 * sandbox's stand-in chat they open (fixtures/sandbox/chatStandIn.ts), in jsdom: the stand-in's
 * own script as the sandbox serves it, run in the page; its panel in both languages (dialog
 * semantics, focus, Escape, focus back); the script loaded on the first press only; a chat action
 * drawn after the page's script ran; a press that cannot open a chat follows its link.
 * e2e/chat.spec.ts does the same in Chromium with the servers' real script.
 */
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_STAND_IN_PATH, chatStandInText } from '../../fixtures/sandbox/chatStandIn';
import { createSandboxApp } from '../../fixtures/sandbox/app';
import { DEFAULT_CHAT_SCRIPT } from '../config/chat';
import type { Lang } from '../config/lang';
import { siteHeaderText } from '../i18n/siteHeader';
import { chatTurnedOff, pageChat, watchChatActions, type ChatWidget } from './chatAction';
import { CHAT_LOAD_TIMEOUT_MS, chatScriptOf, loadChat } from './chatLoader';
import { teaser } from './homeSections';

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.body.removeAttribute('data-site');
  document.documentElement.lang = '';
  delete (window as { siteChat?: unknown }).siteChat;
});

/** The stand-in's script as the dev and preview servers serve it, run in this window (as a script element runs it). */
async function runServedStandIn(): Promise<ChatWidget> {
  const answer = await createSandboxApp().fetch(new Request(`http://localhost${CHAT_STAND_IN_PATH}`));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('Content-Type')).toMatch(/^text\/javascript/);
  // Indirect eval: the script runs in the window's global scope, as a classic script does.
  (0, window.eval)(await answer.text());
  const widget = pageChat(window);
  if (!widget) throw new Error('the served script defined no window.siteChat');
  return widget;
}

function drawPage(lang: Lang): HTMLElement {
  document.documentElement.lang = lang;
  const main = document.createElement('main');
  main.insertAdjacentHTML('beforeend', teaser(lang));
  document.body.append(main);
  return main;
}

/** Clicks, then records what the watcher left the browser to do (the test never navigates). */
async function press(el: Element): Promise<boolean> {
  let prevented = false;
  const record = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  await userEvent.setup().click(el);
  return prevented;
}

describe('the sandbox chat stand-in', () => {
  it('is served where the site config looks for the chat by default', () => {
    expect(DEFAULT_CHAT_SCRIPT).toBe(CHAT_STAND_IN_PATH);
    expect(chatScriptOf(undefined)).toBe(CHAT_STAND_IN_PATH);
  });

  it.each(['en', 'es'] as const)('[site-2.30 quote-2.35] %s: the teaser\'s chat action loads the chat on its first press and opens its panel: a dialog named and described in the page language, saying it is the sandbox\'s stand-in; Escape closes it and the focus comes back', async (lang) => {
    const t = chatStandInText[lang];
    const main = drawPage(lang);
    const load = vi.fn(() => runServedStandIn());
    stop = watchChatActions(document, { load, follow: () => expect.fail('the chat opens: the link is not followed') });
    const action = within(main).getByRole('link', { name: siteHeaderText[lang].teaser.chat });
    action.focus();
    expect(await press(action)).toBe(true);
    const panel = await within(document.body).findByRole('dialog', { name: `${t.title} (${t.badge})` });
    expect(panel).toHaveAccessibleDescription(t.text);
    expect(panel).toHaveAttribute('lang', lang);
    expect(panel).toHaveFocus();
    expect(action).not.toHaveAttribute('aria-busy');
    await userEvent.setup().keyboard('{Escape}');
    expect(within(document.body).queryByRole('dialog')).toBeNull();
    expect(action).toHaveFocus();
    // The second press opens the same widget: its script is not loaded again.
    expect(await press(action)).toBe(true);
    expect(within(document.body).getByRole('dialog')).toBeVisible();
    await userEvent.setup().click(within(document.body).getByRole('button', { name: t.close }));
    expect(within(document.body).queryByRole('dialog')).toBeNull();
    expect(action).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('[quote-2.35] a chat action drawn after the page\'s script ran (a quote card) opens the chat too', async () => {
    document.documentElement.lang = 'en';
    stop = watchChatActions(document, { load: () => runServedStandIn() });
    const card = document.createElement('a');
    card.href = '/contact/';
    card.dataset.chatAction = '';
    card.textContent = 'Chat With Us';
    document.body.append(card);
    expect(await press(card)).toBe(true);
    expect(await within(document.body).findByRole('dialog', { name: /^Chat with an agent/ })).toBeVisible();
  });
});

describe('a chat action that cannot open a chat', () => {
  it('[site-2.30] follows its link when the chat does not come; a press with a modifier key is the browser\'s (a new tab)', async () => {
    const main = drawPage('es');
    const follow = vi.fn();
    stop = watchChatActions(document, { load: () => Promise.reject(new Error('no script')), follow });
    const action = within(main).getByRole('link', { name: siteHeaderText.es.teaser.chat });
    expect(await press(action)).toBe(true);
    await vi.waitFor(() => expect(follow).toHaveBeenCalledWith(`${location.origin}/es/contact/`));
    expect(action).not.toHaveAttribute('aria-busy');
    let prevented: boolean | undefined;
    document.addEventListener('click', (e) => ((prevented = e.defaultPrevented), e.preventDefault()), { once: true });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(action);
    await user.keyboard('{/Control}');
    expect(prevented).toBe(false);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('a page whose site config says "chat": null has no chat; any other config leaves it on', () => {
    document.body.setAttribute('data-site', JSON.stringify({ chat: null }));
    expect(chatTurnedOff(document)).toBe(true);
    expect(chatScriptOf(document.body.getAttribute('data-site') ?? undefined)).toBeNull();
    for (const site of ['{}', '{"brand":"x"}', 'not json', JSON.stringify({ chat: { script: 'https://chat.example/widget.js' } })]) {
      document.body.setAttribute('data-site', site);
      expect(chatTurnedOff(document), site).toBe(false);
    }
    expect(chatScriptOf(JSON.stringify({ chat: { script: 'https://chat.example/widget.js' } }))).toBe('https://chat.example/widget.js');
    // A script that is neither this site's nor https breaks the site config's rules: its defaults hold, as src/boot.ts does.
    expect(chatScriptOf(JSON.stringify({ chat: { script: 'javascript:alert(1)' } }))).toBe(CHAT_STAND_IN_PATH);
  });
});

describe('loadChat', () => {
  const script = () => document.head.querySelector<HTMLScriptElement>('script[src]');

  it('adds the configured script once; the widget is what it defines', async () => {
    document.body.setAttribute('data-site', JSON.stringify({ chat: { script: 'https://chat.example/widget.js' } }));
    const first = loadChat(document);
    const second = loadChat(document);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(script()?.src).toBe('https://chat.example/widget.js');
    const open = vi.fn();
    (window as { siteChat?: unknown }).siteChat = { open };
    script()?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toMatchObject({ open });
    await expect(second).resolves.toMatchObject({ open });
  });

  it('fails, and removes the script, when it does not load, defines no widget or takes too long; a later press tries again', async () => {
    const failed = loadChat(document);
    script()?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/did not load/);
    expect(script()).toBeNull();

    const empty = loadChat(document);
    script()?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow(/no chat widget/);

    vi.useFakeTimers();
    const slow = loadChat(document);
    vi.advanceTimersByTime(CHAT_LOAD_TIMEOUT_MS);
    await expect(slow).rejects.toThrow(/did not come/);
    expect(script()).toBeNull();
  });

  it('does not load anything where the chat is off', async () => {
    document.body.setAttribute('data-site', JSON.stringify({ chat: null }));
    await expect(loadChat(document)).rejects.toThrow(/no chat/);
    expect(script()).toBeNull();
  });
});

describe("every page's script", () => {
  it('[quote-2.35] watches the chat actions from the start, also on a page that has none until a widget draws one (the quote page)', async () => {
    const { startPage } = await import('./main');
    startPage([]);
    const open = vi.fn();
    (window as { siteChat?: unknown }).siteChat = { open };
    const card = document.createElement('a');
    card.href = '/contact/';
    card.dataset.chatAction = '';
    card.textContent = 'Chat With Us';
    document.body.append(card);
    expect(await press(card)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
