/**
 * Text of online binding: for now its contact verification (portal-2.11, portal-4.20, portal-4.21,
 * portal-4.30, portal-8.9, portal-9.15); the sections' texts join it.
 *
 * English; its shape is the key type of both languages (binding.es.ts must match it, so a missing
 * translation does not compile). A page loads one language through binding.lazy.ts; binding.ts
 * holds both.
 */
export const en = {
  verification: {
    title: 'Confirm your email and phone',
    /** {email} and {phone}: where the codes went. */
    lead: 'We sent a code to {email} and a text message with a code to {phone}. Enter each code as it arrives; our agent checks them.',
    preparing: 'Getting your verification ready…',
    checking: 'Checking your verification…',
    emailCode: 'Code from the email',
    textCode: 'Code from the text message',
    codeHint: 'Digits only. You can paste the whole code.',
    /** {count}: tries left in this round; {total}: the tries of a round. */
    triesLeft: { one: '{count} of {total} tries left', other: '{count} of {total} tries left' },
    codeVerified: 'Verified.',
    codePending: 'Sent. Waiting for our agent to check it.',
    submit: 'Send codes',
    submitting: 'Sending your codes…',
    close: 'Close',
    waitingTitle: 'Our agent is checking your codes',
    waitingLead: 'This usually takes under a minute. Keep this window open and it will move on by itself as soon as the agent answers. If you would rather talk to someone, ask for a call back.',
    waitingStatus: 'Waiting for our agent to check your codes.',
    /** {count}: seconds left of the agent wait. */
    secondsLeft: { one: '{count} second left', other: '{count} seconds left' },
    waitAgain: 'Keep waiting',
    finishing: 'Saving your verification…',
    callBack: 'Request a call back',
    callingBack: 'Requesting a call back…',
    /** {phone}: the number the agent calls. */
    callBackRequested: 'Thank you. An agent will call you at {phone}.',
    callBackFailed: 'We could not request a call back right now. Please try again.',
    retry: 'Try again',
    failed: {
      read: 'We could not open your verification right now.',
      write: 'We could not send your codes. They are still here; please try again.',
      poll: 'We lost contact while waiting for the agent. Your codes were sent.',
      finish: 'We could not save your verification. Please try again.',
      note: 'We could not record your call back request. Please try again.',
    },
  },
  /** Defaults of the configured messages (portal-8.9: the binding flow's configured texts, exact words not shown). */
  configured: {
    /** The agent wait ran out. */
    agentValidation: 'Our agent has not checked your codes yet. You can keep waiting, or ask us to call you.',
    emailValidationFailed: 'The email code was not accepted. Please check the email and enter its code again.',
    textValidationFailed: 'The text message code was not accepted. Please check the text message and enter its code again.',
    emailAndTextValidationFailed: 'Neither code was accepted. Please check the email and the text message and enter both codes again.',
    multipleAttemptFailure: 'A code was not accepted too many times, so its tries start over. Please enter the latest code, or ask us to call you.',
  },
};

export type BindingText = typeof en;
