/**
 * Contact us (portal-2.8: "A tabbed widget. Its contents are not shown."): one state per tab, the
 * tab shown. Call (the agency's phone and its hours) shows first; `tab.select` shows another tab,
 * from the tab's press or the arrow, Home and End keys (the view's ARIA tabs pattern). Pressing
 * the tab shown changes nothing. Nothing is called: each panel's action is a link (a call, a
 * text, the site's chat action, the offices' pages).
 */
import { setup } from 'xstate';
import type { PhoneHours } from '../src/config/contact';

/** The tabs, in the tab list's order. */
export const CONTACT_TABS = ['call', 'text', 'chat', 'visit'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

export interface ContactUsInput {
  /** The number to call and text, as written (the page's config, else the agency's line). */
  phone: string;
  /** When agents answer it (src/config/contact.ts). */
  hours: PhoneHours;
  /**
   * Whether the page has a chat (the site config's `chat`): without one a chat action is a link to
   * the contact page, this page, so the chat tab offers none and says to call or text instead.
   */
  chat: boolean;
}

export type ContactUsContext = ContactUsInput;

export type ContactUsEvent = { type: 'tab.select'; tab: ContactTab };

/** A press on `want`'s tab. */
const picks = (want: ContactTab) => ({ type: 'picks', params: ({ event }: { event: ContactUsEvent }) => ({ tab: event.tab, want }) }) as const;

/** From one tab to each of the others. */
const toOthers = (from: ContactTab) => CONTACT_TABS.filter((tab) => tab !== from).map((tab) => ({ guard: picks(tab), target: tab }));

export const contactUsMachine = setup({
  types: {
    context: {} as ContactUsContext,
    events: {} as ContactUsEvent,
    input: {} as ContactUsInput,
  },
  guards: {
    picks: (_, p: { tab: ContactTab; want: ContactTab }) => p.tab === p.want,
  },
}).createMachine({
  id: 'contactUs',
  description: 'Contact us: four tabs, one panel shown at a time',
  context: ({ input }) => ({ phone: input.phone, hours: input.hours, chat: input.chat }),
  initial: 'call',
  states: {
    call: {
      description: 'Call: the phone number as a call link and the hours agents answer',
      meta: { spec: ['portal-2.8'] },
      on: { 'tab.select': toOthers('call') },
    },
    text: {
      description: 'Text: a text message link to the same number',
      meta: { spec: ['portal-2.8'] },
      on: { 'tab.select': toOthers('text') },
    },
    chat: {
      description: 'Chat: the chat action, which opens the site’s chat widget (on a site without chat: call or text instead)',
      meta: { spec: ['portal-2.8'] },
      on: { 'tab.select': toOthers('chat') },
    },
    visit: {
      description: 'Visit: the links to find an office and to every office',
      meta: { spec: ['portal-2.8'] },
      on: { 'tab.select': toOthers('visit') },
    },
  },
});

export type ContactUsMachine = typeof contactUsMachine;
