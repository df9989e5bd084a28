/**
 * Text of the out-of-state page (site-2.26, site-4.17, site-5.4, site-7.8, site-9.8).
 *
 * English; its shape is the key type of both languages (outOfState.es.ts must match it). A page
 * loads one language through outOfState.lazy.ts; outOfState.ts holds both. `{state}` is the
 * state's name (or `yourState` when the page knows none), `{seconds}` the seconds left.
 */
export const en = {
  /** The state's name when the page knows none. */
  yourState: 'your state',
  redirectTitle: 'Insurance in {state}',
  /** The countdown, by plural category of the seconds left (Intl.PluralRules). */
  countdown: {
    one: 'Taking you there in {seconds} second.',
    other: 'Taking you there in {seconds} seconds.',
  },
  /** Announced once when the countdown starts (the countdown itself is not announced every second). */
  announce: {
    one: 'You will be taken to our partner site in {seconds} second.',
    other: 'You will be taken to our partner site in {seconds} seconds.',
  },
  goNow: 'Go to the {state} site now',
  stay: 'Stay on this page',
  stayed: 'You are staying on this page. Use the link whenever you are ready.',
  leaving: 'Taking you to the {state} site…',
  formTitle: 'Not in {state} yet',
  emailLabel: 'Email',
  emailHint: 'We will only write to tell you when we come to your state.',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  submit: 'Notify me',
  submitting: 'Saving your email…',
  thankYouTitle: 'Thank you',
  continue: 'Continue to our home page',
  /** Defaults of the configured messages. */
  configured: {
    redirectMessage: 'We offer insurance in {state} through our partner site.',
    formMessage: 'We do not offer insurance in {state} yet. Leave your email and we will let you know when we do.',
    thankYou: 'We have your email. We will write to you when we offer insurance in {state}.',
    submitFailed: 'We could not save your email right now. Please try again.',
  },
};

export type OutOfStateText = typeof en;
