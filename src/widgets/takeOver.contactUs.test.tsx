/**
 * The contact page as built (portal-2.8): the contact-us tabs drawn at build time (the call tab,
 * every panel in the markup, the hidden ones `hidden`), no widget code until the visitor uses them,
 * and the widget taking over: a tab pressed on the drawn screen is the tab shown once the widget
 * runs (the take-over gives the pressed tab the focus back, and the tab focused is the tab shown).
 * The panels without a script (`@media (scripting: none)`) are seen in Chromium (e2e).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENCY_PHONE } from '../config/contact';
import type { Lang } from '../config/lang';
import contactUs from '../flows/contactUs';
import { pagePath } from '../flows/kit';
import { contactUsText } from '../i18n/contactUs';
import { pagesText } from '../i18n/pages';
import { mountAll } from '../mount';
import { builtPage, countedLoader, sandboxedPages } from '../testing/builtPages';
import { connectSandbox } from '../../fixtures/sandbox/testing';

sandboxedPages(connectSandbox);

/** Intl's narrow and thin spaces as plain ones. */
const spaces = (s: string | null | undefined) => s?.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the contact page drawn at build time, in %s', (lang) => {
  const t = contactUsText[lang];
  const tabs = () => screen.getByRole('tablist', { name: t.tabsLabel });

  it('[portal-2.8 site-2.30] shows the call tab before any script: the phone as a call link and the hours; the other panels are in the page, hidden; nothing loads until used', async () => {
    const host = await builtPage('/contact/', contactUs, lang);
    expect(host).toHaveAttribute('data-first-paint', 'onEngage');
    expect(screen.getByRole('heading', { level: 1, name: pagesText[lang].page.contact.heading })).toBeVisible();
    expect(within(tabs()).getByRole('tab', { name: t.tabs.call, selected: true })).toHaveAttribute('tabindex', '0');
    const panel = screen.getByRole('tabpanel', { name: t.tabs.call });
    expect(within(panel).getByRole('link', { name: AGENCY_PHONE })).toHaveAttribute('href', 'tel:+18005550199');
    const rows = [...panel.querySelectorAll('dl > div')].map((r) => [r.querySelector('dt')?.textContent, spaces(r.querySelector('dd')?.textContent)]);
    expect(rows).toEqual([
      [t.call.days.weekdays, lang === 'en' ? '8:00 AM – 8:00 PM' : '8:00 a.m. – 8:00 p.m.'],
      [t.call.days.saturday, lang === 'en' ? '9:00 AM – 5:00 PM' : '9:00 a.m. – 5:00 p.m.'],
      [t.call.days.sunday, t.call.closed],
    ]);
    // Every panel is in the markup (a page without a script shows them all), each controlled by its tab.
    for (const tab of within(tabs()).getAllByRole('tab')) expect(host.querySelector(`#${tab.getAttribute('aria-controls')}`)).toHaveAttribute('role', 'tabpanel');
    expect(host.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(3);
    expect(host.querySelector(`a[href="${pagePath('/locations/', lang)}"]`)).not.toBeNull();
    expect(host.querySelector('a[href="sms:+18005550199"]')).not.toBeNull();
    const counted = countedLoader({ widget: 'contactUs' });
    void mountAll({ lang, loaders: counted.loaders });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(counted.loads()).toBe(0);
    expect(host).not.toHaveAttribute('data-widget-state');
  });

  it('[portal-2.8] a tab pressed before the widget ran is the tab shown once it takes over, with the focus', async () => {
    const host = await builtPage('/contact/', contactUs, lang);
    const counted = countedLoader({ widget: 'contactUs', hold: true });
    const mounted = mountAll({ lang, loaders: counted.loaders });
    const drawn = within(tabs()).getByRole('tab', { name: t.tabs.visit });
    fireEvent.pointerDown(drawn);
    drawn.focus();
    fireEvent.pointerUp(drawn);
    fireEvent.click(drawn);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(counted.loads()).toBe(1);
    // Until the widget is there, the drawn tabs stay as drawn.
    expect(drawn).toHaveAttribute('aria-selected', 'false');
    counted.arrive();
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
    const visit = within(tabs()).getByRole('tab', { name: t.tabs.visit });
    expect(visit).not.toBe(drawn);
    expect(visit).toHaveFocus();
    expect(visit).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel', { name: t.tabs.visit })).getByRole('link', { name: t.visit.search })).toHaveAttribute('href', pagePath('/locations/', lang));
    // The widget's own tabs now: the arrow keys move on.
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(within(tabs()).getByRole('tab', { name: t.tabs.call })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: t.tabs.call })).toBeVisible();
  });
});
