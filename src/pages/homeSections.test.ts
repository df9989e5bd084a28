// @vitest-environment jsdom
/**
 * The home page's teaser and "Meet the team" (site-2.30; src/pages/homeSections.ts, its config
 * src/config/teaser.ts, the chat action src/pages/chatAction.ts), as the page is built.
 */
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTeaserConfig } from '../config/teaser';
import { siteHeaderText } from '../i18n/siteHeader';
import { watchChatActions } from './chatAction';
import { HOME_TEASER, meetTheTeam, teaser } from './homeSections';

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
  document.body.removeAttribute('data-site');
  delete (window as { siteChat?: unknown }).siteChat;
});

function draw(html: string): HTMLElement {
  const main = document.createElement('main');
  main.insertAdjacentHTML('beforeend', html);
  document.body.append(main);
  return main;
}

const INTERACTIVE = 'a[href], button, input, select, textarea, [tabindex]';

describe('the teaser (site-2.30)', () => {
  it.each(['en', 'es'] as const)('[site-2.30] in %s: one link named by its title over the whole teaser, in its configured target, and the chat action a separate control', (lang) => {
    const t = siteHeaderText[lang].teaser;
    const main = draw(teaser(lang));
    const region = within(main).getByRole('region', { name: t.title });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([t.title, t.chat]);
    const [whole, chat] = links as [HTMLAnchorElement, HTMLAnchorElement];
    expect(whole).toHaveAttribute('href', lang === 'es' ? '/es/auto-insurance-101/' : '/auto-insurance-101/');
    expect(whole.hasAttribute('target')).toBe(false);
    expect(HOME_TEASER.target).toBe('_self');
    // The block link: nothing interactive inside another interactive element.
    for (const control of region.querySelectorAll(INTERACTIVE)) expect(control.querySelector(INTERACTIVE)).toBeNull();
    expect(whole.contains(chat) || chat.contains(whole)).toBe(false);
    expect(chat).toHaveAttribute('href', lang === 'es' ? '/es/contact/' : '/contact/');
    expect(chat).toHaveAttribute('data-chat-action');
  });

  it('[site-2.30] a teaser configured for a new tab opens there with noopener, and says so; an https link stays as configured', () => {
    const main = draw(teaser('es', readTeaserConfig({ href: 'https://www.example.com/promo', target: '_blank' })));
    const whole = within(main).getByRole('link', { name: `${siteHeaderText.es.teaser.title} ${siteHeaderText.es.newTab}` });
    expect(whole).toHaveAttribute('href', 'https://www.example.com/promo');
    expect(whole).toHaveAttribute('target', '_blank');
    expect(whole).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whole.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    [{ href: '/promo/', target: '_top' }, 'target'],
    [{ href: 'javascript:alert(1)' }, 'href'],
    [{ href: 'http://www.example.com/' }, 'href'],
    [{ href: '//evil.example/' }, 'href'],
    [{ href: '/\\evil.example/' }, 'href'],
    [{ target: '_self' }, 'href'],
    [{ href: '/promo/', chatUrl: 'mailto:chat@example.com' }, 'chatUrl'],
  ])('[site-2.30] refuses the config %j (the field %s)', (config, field) => {
    expect(() => readTeaserConfig(config)).toThrow(new RegExp(`teaser's config is not valid: ${field} `));
  });

  it('accepts a site path or an https link, in this tab by default', () => {
    expect(readTeaserConfig({ href: '/offices/' })).toEqual({ href: '/offices/', target: '_self', chatUrl: '/contact/' });
    expect(readTeaserConfig({ href: 'https://www.example.com/', target: '_blank', chatUrl: '/chat/' }).target).toBe('_blank');
  });

  it("[site-2.30] the chat action opens the page's chat widget and stays on the page, without following the teaser's link", async () => {
    const main = draw(teaser('en'));
    const open = vi.fn();
    (window as { siteChat?: unknown }).siteChat = { open };
    stop = watchChatActions(document);
    const whole = within(main).getByRole('link', { name: siteHeaderText.en.teaser.title });
    const followed = vi.fn((e: Event) => e.preventDefault());
    whole.addEventListener('click', followed);
    let chatPress: MouseEvent | undefined;
    document.addEventListener('click', (e) => (chatPress = e), { once: true });
    await userEvent.setup().click(within(main).getByRole('link', { name: siteHeaderText.en.teaser.chat }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(chatPress?.defaultPrevented).toBe(true);
    expect(followed).not.toHaveBeenCalled();
    // A press on the teaser is the teaser's link, and opens no chat.
    await userEvent.setup().click(within(main).getByText(siteHeaderText.en.teaser.text));
    await userEvent.setup().click(whole);
    expect(followed).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('[site-2.30] on a page with no chat (its site config says "chat": null) the chat action is a link to the contact page', async () => {
    const main = draw(teaser('en'));
    document.body.setAttribute('data-site', JSON.stringify({ chat: null }));
    const load = vi.fn(() => Promise.reject(new Error('not called')));
    stop = watchChatActions(document, { load });
    const chat = within(main).getByRole('link', { name: siteHeaderText.en.teaser.chat });
    // After the watcher: what it left the browser to do (then nothing: the test does not navigate).
    let prevented: boolean | undefined;
    document.addEventListener(
      'click',
      (e) => {
        prevented = e.defaultPrevented;
        e.preventDefault();
      },
      { once: true },
    );
    await userEvent.setup().click(chat);
    expect(prevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('Meet the team (site-2.30)', () => {
  it.each(['en', 'es'] as const)('[site-2.30] in %s: each link opens an office team in a new tab, with noopener, and says so (an icon and hidden words)', (lang) => {
    const t = siteHeaderText[lang];
    const main = draw(meetTheTeam(lang));
    const region = within(main).getByRole('region', { name: t.team.title });
    expect(region.id).toBe('meet-the-team');
    const links = within(region).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a.getAttribute('href')).toMatch(lang === 'es' ? /^\/es\/offices\/[a-z-]+\/$/ : /^\/offices\/[a-z-]+\/$/);
      expect(a).toHaveAccessibleName(expect.stringMatching(new RegExp(`${t.newTab.replace(/[()]/g, '\\$&')}$`)));
      expect(a.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(a.querySelector('.ui-visually-hidden')?.textContent).toBe(t.newTab);
    }
    expect(links[0]).toHaveAccessibleName(lang === 'es' ? 'Conozca al equipo de Austin Downtown (se abre en una pestaña nueva)' : 'Meet the Austin Downtown team (opens in a new tab)');
  });
});
