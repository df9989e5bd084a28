/**
 * Text of the forgot-password page's flow (site-2.23, site-4.18, site-5.4). The "message sent"
 * view says the same whether or not the address has an account (no account enumeration).
 *
 * English; its shape is the key type of both languages (forgotPassword.es.ts must match it, so a
 * missing translation does not compile). A page loads one language through forgotPassword.lazy.ts;
 * forgotPassword.ts holds both.
 */
export const en = {
  form: {
    email: 'Email address',
    emailHint: 'The address of your account, for example name@example.com',
    submit: 'Email me a link',
    /** The one busy text of every call (the checks and the email), so the screen never tells them apart. */
    sending: 'Sending…',
  },
  errors: {
    summaryTitle: 'There is a problem with your email address',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter an email address like name@example.com',
  },
  /** A call failed (500, timeout, a broken answer): the email stays in the field. */
  failed: 'We could not send the email right now. Please try again in a moment.',
  /** The API's limit on reset emails for an address (HTTP 423), worded for any address (it says nothing of an account). */
  limited: 'Several emails have been asked for this address already. Please check your inbox and spam folder, or try again in an hour.',
  /** The wait after requests in a row (src/rules/backoff.ts): the seconds left shown beside the button, counted down. */
  wait: {
    /** Announced once, when the wait starts. */
    started: 'Several emails were asked for in a row. Please wait a moment before asking again.',
    /** {seconds}: the whole seconds left (plural rules of the language). */
    seconds: { one: 'You can ask again in {seconds} second.', other: 'You can ask again in {seconds} seconds.' },
    /** Announced when the wait is over. */
    over: 'You can ask again now.',
  },
  sent: {
    title: 'Check your email',
    /** {email}: the address typed. The same words whether or not it has an account. */
    body: 'If {email} is the address of an account, we have sent it a link to set a new password.',
    hint: 'The link works for a limited time. If the email does not arrive in a few minutes, check your spam folder, or come back and ask again.',
    signIn: 'Back to sign in',
  },
  configured: {},
};

export type ForgotPasswordText = typeof en;
