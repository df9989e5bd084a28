/**
 * Text of the consent form (portal-2.6, portal-4.16, portal-5.3, portal-8.1).
 *
 * English; its shape is the key type of both languages (consent.es.ts must match it). A page
 * loads one language through consent.lazy.ts; consent.ts holds both. The default consents
 * (`consents`, one per id of DEFAULT_CONSENT_IDS in src/config/consent.ts) are what a page shows
 * without its own `checkboxoptions`; their policies' paragraphs are separated by blank lines.
 */
import type { DefaultConsentId } from '../config/consent';

export interface ConsentOptionText {
  /** The checkbox's label. */
  label: string;
  /** The policy modal's title. */
  title: string;
  /** The policy text (site §3 checkboxoptions: the id's policy text). */
  policy: string;
}

export const en = {
  loading: 'Loading your consent form…',
  /** `{name}`: the customer's first and last name, shown as text. */
  greeting: 'Hello, {name}',
  greetingNoName: 'Hello',
  legend: 'Your consent',
  /** The button beside each checkbox; `{title}`: its policy's title. */
  readPolicy: 'Read the {title}',
  /** An unticked box after a submit; `{title}`: its policy's title. */
  required: 'Tick the box to accept the {title}',
  fixErrors: 'Tick every box to give your consent.',
  submit: 'Give my consent',
  submitting: 'Sending your consent…',
  successTitle: 'Thank you',
  alreadyTitle: 'Consent already given',
  errorTitle: 'We could not open your consent form',
  retry: 'Try again',
  /** A consent configured as { label, policy } without a title. */
  defaultTitle: 'policy',
  consents: {
    privacy: {
      label: 'I have read and accept the Privacy Policy.',
      title: 'Privacy Policy',
      policy: [
        'We collect your name, email address and phone number to manage your insurance and to answer your requests.',
        'We share them only with the insurance carriers and service providers that help us serve you, and never sell them.',
        'You may ask us at any time for a copy of your data, or to correct or delete it, by writing to privacy@bluebonnet.example.',
      ].join('\n\n'),
    },
    marketing: {
      label: 'I agree to receive offers and reminders by email, text message and phone.',
      title: 'Marketing communications consent',
      policy: [
        'By ticking this box you agree that we may contact you by email, text message and phone, including automated calls and messages, about insurance offers, renewals and reminders.',
        'Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to any text message, or write to us, to stop at any time.',
      ].join('\n\n'),
    },
  } satisfies Record<DefaultConsentId, ConsentOptionText>,
  /** portal-8.1: defaults of the configured messages. */
  configured: {
    consentError: 'Something went wrong with your consent form. Please try again later or call us.',
    alreadyConsented: 'You have already given your consent. There is nothing more to do.',
    consentSuccess: 'Your consent has been recorded. You may close this page.',
  },
};

export type ConsentText = typeof en;
