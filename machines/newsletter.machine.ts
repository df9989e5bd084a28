/**
 * The newsletter form (site-5.10, site-7.14): it submits only an email matching the standard
 * pattern, and says nothing otherwise; the submit is the browser's own (the view lets it go once
 * the chart is `sending`), to the action with the content tree's prefix rewritten to root. The
 * action's handler sends the visitor back with ?subscribed=1 (the thank-you).
 */
import { setup } from 'xstate';
import { isNewsletterEmail } from './newsletter.rules';

export interface NewsletterInput {
  /** The form's action, already rewritten to the site's root. */
  action: string;
  /** The `redirect` field: this page with ?subscribed=1. */
  redirect: string;
  /** The page was opened by the action's handler (?subscribed=1). */
  subscribed: boolean;
}

export type NewsletterContext = NewsletterInput;

export type NewsletterEvent = { type: 'form.submit'; email: string };

export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    input: {} as NewsletterInput,
    tags: {} as 'leaving',
  },
  guards: {
    wasSubscribed: ({ context }) => context.subscribed,
    isEmail: (_, p: { email: string }) => isNewsletterEmail(p.email),
  },
}).createMachine({
  id: 'newsletter',
  description: 'The newsletter form: only a valid email is submitted, natively',
  context: ({ input }) => ({ ...input }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'wasSubscribed', target: 'subscribed' }, { target: 'editing' }] },
    editing: {
      description: 'The email field; a submit without a valid email does nothing and says nothing',
      meta: { spec: ['site-5.10'] },
      on: {
        'form.submit': { guard: { type: 'isEmail', params: ({ event }) => ({ email: event.email }) }, target: 'sending' },
      },
    },
    sending: {
      description: 'A valid email: the browser submits the form to the rewritten action',
      tags: ['leaving'],
      meta: { spec: ['site-5.10', 'site-7.14'] },
    },
    subscribed: {
      description: 'The action’s handler sent the visitor back: the thank-you',
      meta: { spec: ['site-5.10', 'site-1.7'] },
    },
  },
});

export type NewsletterMachine = typeof newsletterMachine;
