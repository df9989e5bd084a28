/**
 * The contact-us widget's own checks through the rendered view, in both languages: the tab list
 * as the ARIA tabs pattern has it (one tab in the Tab order, the arrow keys wrap, Home and End,
 * automatic activation, each tab controls its panel), each panel's links (call, text, the chat
 * action, the offices), the hours, and the configured phone and leads. The generic suites
 * (src/flows/flows.view.*.test.tsx) walk the paths' screens.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_TABS } from '../../machines/contactUs.machine';
import { AGENCY_PHONE } from '../../src/config/contact';
import { contactUsConfigSchema } from '../../src/config/contactUs';
import { siteConfigSchema } from '../../src/config/site';
import contactUs from '../../src/flows/contactUs';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { contactUsText } from '../../src/i18n/contactUs';
import { createActorController } from '../../src/paths/actors';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(contactUs);

function openPage(lang: 'en' | 'es', config?: Record<string, unknown>, site?: Record<string, unknown>) {
  const controller = createActorController(flow.widget.machine);
  const { App } = flow.widget;
  const page = { ...pageSetupFor(flow.descriptor, lang, config ? { config } : {}), ...(site ? { site: siteConfigSchema.parse(site) } : {}) };
  render(
    <main id="main" tabIndex={-1}>
      <h1>Contact us</h1>
      <App page={page} effects={recordingEffects()} actors={controller.actors} />
      <a href="/">After the widget</a>
    </main>,
  );
}

describe.each(['en', 'es'] as const)('contact us (%s)', (lang) => {
  const t = contactUsText[lang];
  const es = lang === 'es' ? '/es' : '';
  const tablist = () => screen.getByRole('tablist', { name: t.tabsLabel });
  const tab = (name: (typeof CONTACT_TABS)[number]) => within(tablist()).getByRole('tab', { name: t.tabs[name] });
  const shownPanel = () => screen.getByRole('tabpanel');

  it('[portal-2.8] four tabs, call first: each tab controls its panel, one panel shown, labelled by its tab', () => {
    openPage(lang);
    expect(within(tablist()).getAllByRole('tab').map((el) => el.textContent)).toEqual(CONTACT_TABS.map((name) => t.tabs[name]));
    for (const name of CONTACT_TABS) {
      const el = tab(name);
      const panel = document.getElementById(el.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', el.id);
      expect(el).toHaveAttribute('aria-selected', String(name === 'call'));
      expect(el).toHaveAttribute('tabindex', name === 'call' ? '0' : '-1');
    }
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(shownPanel()).toHaveAccessibleName(t.tabs.call);
  });

  it('[portal-2.8] the arrow keys move to the next and previous tab and wrap, Home and End go to the first and last; the tab focused is shown', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.tab();
    expect(tab('call')).toHaveFocus();
    const expectShown = (name: (typeof CONTACT_TABS)[number]) => {
      expect(tab(name)).toHaveFocus();
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(tab(name)).toHaveAttribute('tabindex', '0');
      expect(within(tablist()).getAllByRole('tab', { selected: true })).toHaveLength(1);
      expect(shownPanel()).toHaveAccessibleName(t.tabs[name]);
      expect(shownPanel().id).toBe(tab(name).getAttribute('aria-controls'));
    };
    await user.keyboard('{ArrowRight}');
    expectShown('text');
    await user.keyboard('{ArrowRight}');
    expectShown('chat');
    await user.keyboard('{ArrowRight}');
    expectShown('visit');
    await user.keyboard('{ArrowRight}');
    expectShown('call');
    await user.keyboard('{ArrowLeft}');
    expectShown('visit');
    await user.keyboard('{ArrowLeft}');
    expectShown('chat');
    await user.keyboard('{Home}');
    expectShown('call');
    await user.keyboard('{ArrowLeft}');
    expectShown('visit');
    await user.keyboard('{Home}');
    await user.keyboard('{End}');
    expectShown('visit');
    // Other keys are the page's: Tab leaves the tab list for the shown panel's first link.
    await user.keyboard('{ArrowDown}');
    expectShown('visit');
    await user.tab();
    expect(within(shownPanel()).getByRole('link', { name: t.visit.search })).toHaveFocus();
    // Back with Shift+Tab: the tab shown, the only tab in the Tab order.
    await user.tab({ shift: true });
    expectShown('visit');
  });

  it('[portal-2.8] a press on a tab shows its panel; the hidden panels are hidden from everyone', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.click(tab('chat'));
    expect(tab('chat')).toHaveAttribute('aria-selected', 'true');
    expect(tab('call')).toHaveAttribute('aria-selected', 'false');
    expect(shownPanel()).toHaveAccessibleName(t.tabs.chat);
    expect(screen.queryByRole('link', { name: AGENCY_PHONE })).toBeNull();
    expect(document.getElementById(tab('call').getAttribute('aria-controls') ?? '')).not.toBeVisible();
  });

  it('[portal-2.8] call: the number as a call link, who answers and the hours in Central Time', () => {
    openPage(lang);
    const panel = shownPanel();
    expect(within(panel).getByRole('heading', { name: t.call.title })).toBeVisible();
    expect(within(panel).getByRole('link', { name: AGENCY_PHONE })).toHaveAttribute('href', 'tel:+18005550199');
    expect(within(panel).getByText(t.configured.callLead)).toBeVisible();
    expect(within(panel).getByRole('heading', { name: t.call.hoursTitle })).toBeVisible();
    const days = within(panel).getAllByRole('term').map((el) => el.textContent);
    expect(days).toEqual([t.call.days.weekdays, t.call.days.saturday, t.call.days.sunday]);
    const hours = within(panel).getAllByRole('definition').map((el) => el.textContent?.replace(/\s/g, ' '));
    expect(hours[0]).toMatch(lang === 'en' ? /^8:00 AM – 8:00 PM$/ : /^8:00 a\. ?m\. – 8:00 p\. ?m\.$/);
    expect(hours[2]).toBe(t.call.closed);
  });

  it('[portal-2.8] text: a text message link to the same number', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.click(tab('text'));
    const panel = shownPanel();
    expect(within(panel).getByRole('heading', { name: t.text.title })).toBeVisible();
    expect(within(panel).getByText(t.configured.textLead)).toBeVisible();
    expect(within(panel).getByRole('link', { name: fill(t.text.action, { phone: AGENCY_PHONE }) })).toHaveAttribute('href', 'sms:+18005550199');
  });

  it('[portal-2.8] chat: the site’s chat action, a link to the contact page in the page’s language', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.click(tab('chat'));
    const link = within(shownPanel()).getByRole('link', { name: t.chat.action });
    expect(link).toHaveAttribute('href', `${es}/contact/`);
    expect(link).toHaveAttribute('data-chat-action');
    expect(within(shownPanel()).getByText(t.configured.chatLead)).toBeVisible();
  });

  it('[portal-2.8 site-2.30] chat on a site without chat: no chat action (it would lead to this very page), the number to call or text instead', async () => {
    const user = userEvent.setup();
    openPage(lang, undefined, { chat: null });
    await user.click(tab('chat'));
    expect(within(shownPanel()).queryByRole('link')).toBeNull();
    expect(shownPanel()).toHaveTextContent(fill(t.chat.unavailable, { phone: AGENCY_PHONE }));
    expect(document.querySelector('[data-chat-action]')).toBeNull();
  });

  it('[portal-2.8] visit: the office search and the list of every office, in the page’s language', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.click(tab('visit'));
    const panel = shownPanel();
    expect(within(panel).getByRole('heading', { name: t.visit.title })).toBeVisible();
    expect(within(panel).getByText(t.configured.visitLead)).toBeVisible();
    expect(within(panel).getByRole('link', { name: t.visit.search })).toHaveAttribute('href', `${es}/locations/`);
    expect(within(panel).getByRole('link', { name: t.visit.list })).toHaveAttribute('href', `${es}/offices/`);
  });

  it('[portal-2.8 site-3.3] a configured phone for the call and the text, and configured leads', async () => {
    const user = userEvent.setup();
    openPage(lang, { phone: '(512) 555-0101', messages: { callLead: 'Call the Austin team.', visitLead: ' ' } });
    expect(within(shownPanel()).getByRole('link', { name: '(512) 555-0101' })).toHaveAttribute('href', 'tel:+15125550101');
    expect(screen.getByText('Call the Austin team.')).toBeVisible();
    await user.click(tab('text'));
    expect(within(shownPanel()).getByRole('link', { name: fill(t.text.action, { phone: '(512) 555-0101' }) })).toHaveAttribute('href', 'sms:+15125550101');
    await user.click(tab('visit'));
    // A blank configured text keeps the catalog's.
    expect(screen.getByText(t.configured.visitLead)).toBeVisible();
  });
});

describe('the contact-us widget’s data-config', () => {
  it('[portal-2.8] defaults to the agency’s phone; refuses a phone that is not one, or a field it does not know', () => {
    expect(contactUsConfigSchema.parse({}).phone).toBe(AGENCY_PHONE);
    expect(contactUsConfigSchema.safeParse({ phone: 'call us' }).success).toBe(false);
    expect(contactUsConfigSchema.safeParse({ tab: 'text' }).success).toBe(false);
    expect(contactUsConfigSchema.safeParse({ phone: '512-555-0101', messages: { chatLead: 'Chat.' } }).success).toBe(true);
  });
});
