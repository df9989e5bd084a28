/** Text of the newsletter form (site-5.10). English; its shape is the key type of both languages (newsletter.es.ts must match it). */
export const en = {
  intro: 'Tips to save on your insurance, once a month. Unsubscribe whenever you like.',
  emailLabel: 'Email',
  submit: 'Subscribe',
  sending: 'Subscribing…',
  thankYouTitle: 'You are subscribed',
  configured: {
    title: 'Get our newsletter',
    thankYou: 'Thank you. The next newsletter will be in your inbox at the start of the month.',
  },
};

export type NewsletterText = typeof en;
