/**
 * Text of the contact-us widget (portal-2.8: "A tabbed widget. Its contents are not shown."): the
 * tab list and its four panels, call, text, chat and visit.
 *
 * English; its shape is the key type of both languages (contactUs.es.ts must match it). A page
 * loads one language through contactUs.lazy.ts; contactUs.ts holds both. `{phone}` is the agency's
 * number as written.
 */
export const en = {
  /** The tab list's name. */
  tabsLabel: 'Ways to reach us',
  tabs: { call: 'Call', text: 'Text', chat: 'Chat', visit: 'Visit' },
  call: {
    title: 'Call us',
    hoursTitle: 'When we answer (Central Time)',
    days: { weekdays: 'Monday to Friday', saturday: 'Saturday', sunday: 'Sunday' },
    closed: 'Closed',
  },
  text: {
    title: 'Text us',
    action: 'Text {phone}',
  },
  chat: {
    title: 'Chat with an agent',
    action: 'Start a chat',
    /** On a site without chat. */
    unavailable: 'Chat is not available right now. Call or text us at {phone}.',
  },
  visit: {
    title: 'Visit an office',
    search: 'Find an office near you',
    list: 'See every office',
  },
  /** Defaults of the texts a page may configure: each panel's lead. */
  configured: {
    callLead: 'Licensed agents answer in English and Spanish.',
    textLead: 'Send a text to the same number: an agent texts you back during our phone hours. Message and data rates may apply.',
    chatLead: 'Chat from this page with a licensed agent, in English or Spanish, during our phone hours.',
    visitLead: 'Our offices across Texas welcome you without an appointment.',
  },
};

export type ContactUsText = typeof en;
