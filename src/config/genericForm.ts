/**
 * data-config of the generic form (site-2.19, site-3.3, site-5.7 to site-5.9, site-7.14,
 * site-8.8): its fields as the page authors them (name, label, kind, required, pattern and the
 * required and constraint messages, site §8 "texts come from attributes"), the spam trap's field,
 * whether a captcha is present, the error page (site §3 `errorpage`) and where the form is
 * natively submitted (`action`, with the `redirect` field its handler sends the visitor to).
 * Without `fields` the form is the catalog's "ask an agent" form in the page's language.
 */
import * as z from 'zod/mini';
import { configuredText, safeUrl } from './schema';

/** A pattern the page gives: it must compile (a broken one is refused with the config). */
const patternSource = z.string().check(
  z.minLength(1),
  z.maxLength(300),
  z.refine(
    (source) => {
      try {
        new RegExp(source, 'u');
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be a regular expression' },
  ),
);

const message = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300)));

export const FIELD_KINDS = ['text', 'email', 'tel', 'textarea', 'checkbox'] as const;

export const formFieldSchema = z.strictObject({
  /** The field's name, as submitted. */
  name: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/)),
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  kind: z._default(z.enum(FIELD_KINDS), 'text'),
  required: z._default(z.boolean(), false),
  /** The constraint a filled value must match (whole value); an email field has the email pattern by default. */
  pattern: z.optional(patternSource),
  hint: message,
  /** site-5.7, site-8.8: the messages of the field's attributes; default the catalog's, with {label}. */
  requiredMessage: message,
  constraintMessage: message,
});

export type FormField = z.output<typeof formFieldSchema>;

/** The sandbox's handler of a native submit (fixtures/sandbox/routes/forms.ts); a real site names its own. */
export const DEFAULT_FORM_ACTION = '/api/forms/submit';

/** The site's error page (site §3 `errorpage`), in English; the Spanish page's is under /es/. */
export const DEFAULT_ERROR_PAGE = '/form-error/';

/** The spam trap's field name by default (site-5.8: the text field with the text class). */
export const DEFAULT_TRAP_NAME = 'website';

export const genericFormConfigSchema = z.strictObject({
  fields: z.optional(
    z.array(formFieldSchema).check(
      z.minLength(1),
      z.maxLength(30),
      z.refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { message: 'field names must differ' }),
    ),
  ),
  /** site-7.14: where the form is submitted natively (a same-site path or https), and how. */
  action: z._default(safeUrl, DEFAULT_FORM_ACTION),
  method: z._default(z.enum(['post', 'get']), 'post'),
  /** The `redirect` field the action's handler sends the visitor to; default this page with ?sent=1. */
  redirect: z.optional(safeUrl),
  /** site-3.3, site-5.8: the error page a filled spam trap goes to; default the site's, in the page's language. */
  errorpage: z.optional(safeUrl),
  trapName: z._default(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/)), DEFAULT_TRAP_NAME),
  /** site-5.9: a captcha is present: a submit needs its response. */
  captcha: z._default(z.boolean(), false),
  /** Configured texts; each defaults to the catalog's (site-8.8: the captcha error message). */
  messages: z._default(
    z.strictObject({
      title: configuredText,
      submit: configuredText,
      captchaMessage: configuredText,
      thankYou: configuredText,
    }),
    {},
  ),
});

export type GenericFormConfig = z.output<typeof genericFormConfigSchema>;
