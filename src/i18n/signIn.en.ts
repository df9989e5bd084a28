/**
 * Text of the sign-in form (site-2.27, site-5.6, site-8.9).
 *
 * English; its shape is the key type of both languages (signIn.es.ts must match it, so a missing
 * translation does not compile). A page loads one language through signIn.lazy.ts; signIn.ts
 * holds both.
 */
export const en = {
  formLabel: 'Sign in to your account',
  emailLabel: 'Email address',
  passwordLabel: 'Password',
  /** The show/hide toggle: one name, its state said by aria-pressed. */
  showPassword: 'Show password',
  remember: 'Remember me',
  rememberHint: 'We keep your email address on this device for 7 days. Your browser can save your password.',
  submit: 'Sign in',
  submitting: 'Signing you in…',
  leaving: 'You are signed in. Taking you to your account…',
  /** {name}: the customer's name from the profile. */
  welcome: 'Welcome, {name}. Taking you to your account…',
  forgotPassword: 'Forgot your password?',
  summaryTitle: 'There is a problem',
  errors: {
    emailRequired: 'Enter your email address',
    emailPattern: 'Enter an email address like name@example.com',
    passwordRequired: 'Enter your password',
  },
  unavailable: 'We could not sign you in right now. Please try again in a few minutes.',
  /** The wait after refusals in a row (src/rules/backoff.ts): the seconds left shown beside the button, counted down. */
  wait: {
    /** Announced once, when the wait starts. */
    started: 'Too many tries in a row. Please wait a moment before trying again.',
    /** {seconds}: the whole seconds left (plural rules of the language). */
    seconds: { one: 'You can try again in {seconds} second.', other: 'You can try again in {seconds} seconds.' },
    /** Announced when the wait is over. */
    over: 'You can try again now.',
  },
  /** The API locked sign-in for the email (HTTP 423). */
  locked: 'Signing in with this email address is paused after too many attempts. Please try again later, reset your password, or call us.',
  /** Defaults of the configured messages (site-8.9). */
  configured: {
    signInError: 'We could not sign you in with that email address and password. Check them and try again, or reset your password.',
  },
};

export type SignInText = typeof en;
