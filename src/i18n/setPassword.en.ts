/**
 * Text of the set-new-password page's flow (site-2.29, site-4.15, site-5.5, site-8.9).
 *
 * English; its shape is the key type of both languages (setPassword.es.ts must match it, so a
 * missing translation does not compile). A page loads one language through setPassword.lazy.ts;
 * setPassword.ts holds both.
 */
export const en = {
  form: {
    password: 'New password',
    verify: 'Repeat the new password',
    /** The visible text of each show/hide toggle (a button with aria-pressed, named below). */
    show: 'Show',
    showPassword: 'Show the new password',
    showVerify: 'Show the repeated password',
    submit: 'Set my new password',
    submitting: 'Setting your new password…',
  },
  /** site-5.5: the live requirements checklist; each item says whether it is met. */
  checklist: {
    title: 'Your new password needs',
    length: '6 to 12 characters',
    lowercase: 'A lowercase letter',
    uppercase: 'An uppercase letter',
    digit: 'A digit',
    special: 'A special character, such as ! # ? or $',
    met: 'met',
    notMet: 'not met',
  },
  errors: {
    summaryTitle: 'There is a problem with your new password',
    passwordRequired: 'Enter a new password',
    passwordInvalid: 'Your new password does not have everything the list asks for yet',
    verifyRequired: 'Repeat your new password',
  },
  /** Under the failure message: a new email when the link no longer works. */
  newLink: 'Ask for a new link',
  noLink: {
    title: 'This page needs the link from your email',
    body: 'To set a new password, open the link in the email we sent you. If you do not have the email, or its link no longer works, ask for a new one.',
    action: 'Ask for a password reset email',
  },
  changed: {
    title: 'Your password has been changed',
    body: 'You can now sign in with your new password.',
    signIn: 'Sign in',
  },
  /** Defaults of the configured messages (site-5.5, site-8.9). */
  configured: {
    mismatch: 'The two passwords are not the same.',
    failure: 'We could not change your password. The link may have expired or been used already. Please try again, or ask for a new link.',
  },
};

export type SetPasswordText = typeof en;
export type SetPasswordConfiguredText = SetPasswordText['configured'];
