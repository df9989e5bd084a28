/**
 * Text of the generic form (site-2.19, site-5.7 to site-5.9, site-7.14, site-8.8). English; its
 * shape is the key type of both languages (genericForm.es.ts must match it). `{label}` is a
 * field's label. The default form's fields carry their own messages, as a page's attributes do.
 */
import type { FormField } from '../config/genericForm';

export const en = {
  intro: 'An agent answers by email or phone within one business day.',
  optional: '(optional)',
  sending: 'Sending your question…',
  /** The captcha stand-in of the sandbox: the provider's captcha cannot load on this machine. */
  captchaLegend: 'Security check',
  captchaStandIn: 'I am not a robot',
  /** The spam trap's label: people never see it; a program that fills every field does. */
  trapLabel: 'Leave this field empty',
  thankYouTitle: 'Thank you',
  another: 'Ask another question',
  /** The defaults of the fields' messages, when a field's attributes give none. */
  defaults: {
    required: 'Fill in “{label}”.',
    constraint: '“{label}” is not in the expected format.',
    checkboxRequired: 'Tick “{label}” to go on.',
  },
  configured: {
    title: 'Ask an agent',
    submit: 'Send my question',
    captchaMessage: 'Confirm that you are not a robot.',
    thankYou: 'We have your question. An agent will answer within one business day.',
  },
  /** The form a page shows when it configures none (each field with its attributes' messages). */
  fields: [
    {
      name: 'fullName',
      label: 'Your name',
      kind: 'text',
      required: true,
      pattern: "[\\p{L}][\\p{L} .'-]{0,59}",
      requiredMessage: 'Enter your name.',
      constraintMessage: 'Enter your name with letters, spaces, hyphens or apostrophes only.',
    },
    {
      name: 'email',
      label: 'Email',
      kind: 'email',
      required: true,
      requiredMessage: 'Enter your email address.',
      constraintMessage: 'Enter an email address like name@example.com.',
    },
    {
      name: 'phone',
      label: 'Phone',
      kind: 'tel',
      required: false,
      pattern: '\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}',
      hint: 'Only if you would like a call back.',
      constraintMessage: 'Enter a 10-digit phone number, like 512-555-0100.',
    },
    {
      name: 'question',
      label: 'Your question',
      kind: 'textarea',
      required: true,
      requiredMessage: 'Tell us what you would like to ask.',
    },
    { name: 'textUpdates', label: 'Text me when my question is answered', kind: 'checkbox', required: false },
    {
      name: 'agree',
      label: 'I agree to be contacted about my question',
      kind: 'checkbox',
      required: true,
      requiredMessage: 'Tick the box so that we may contact you.',
    },
  ] satisfies FormField[] as FormField[],
};

export type GenericFormText = typeof en;
