/**
 * data-config of the consent widget (portal-2.6, portal-5.3, portal-8.1; site §3 element
 * attribute `checkboxoptions`: a map of id to policy text). Each entry is one checkbox with its
 * policy modal. A value is the policy text (its checkbox label and modal title then come from the
 * catalog, which has them for the default ids only), or `{ label, title?, policy }` for a consent
 * the catalog does not know. Without `checkboxoptions` the page shows the catalog's default
 * consents in its language.
 */
import * as z from 'zod/mini';
import { configuredText } from './schema';

/** The consents the catalog has texts for (src/i18n/consent.en.ts `consents`), in page order. */
export const DEFAULT_CONSENT_IDS = ['privacy', 'marketing'] as const;
export type DefaultConsentId = (typeof DEFAULT_CONSENT_IDS)[number];

const isDefaultId = (id: string): id is DefaultConsentId => (DEFAULT_CONSENT_IDS as readonly string[]).includes(id);

const policyText = z.string().check(z.trim(), z.minLength(1), z.maxLength(8000));

export const consentOptionSchema = z.union([
  policyText,
  z.strictObject({
    label: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
    policy: policyText,
  }),
]);
export type ConsentOption = z.output<typeof consentOptionSchema>;

export const consentConfigSchema = z.strictObject({
  /** The consents: id (letters, digits, - and _) to policy text, or to { label, title?, policy }. */
  checkboxoptions: z.optional(
    z.record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/)), consentOptionSchema).check(
      z.refine((options) => Object.keys(options).length >= 1 && Object.keys(options).length <= 10, {
        message: 'must hold from 1 to 10 consents',
      }),
      z.refine((options) => Object.entries(options).every(([id, option]) => typeof option !== 'string' || isDefaultId(id)), {
        message: `a consent given as policy text only must be one of ${DEFAULT_CONSENT_IDS.join(', ')}; give others as { label, policy }`,
      }),
    ),
  ),
  /** portal-8.1: the configured messages; each defaults to the page language's catalog text. */
  messages: z._default(
    z.strictObject({
      consentError: configuredText,
      alreadyConsented: configuredText,
      consentSuccess: configuredText,
    }),
    {},
  ),
});

export type ConsentConfig = z.output<typeof consentConfigSchema>;

/** The consent ids of a page, in page order: the configured ones, else the defaults. */
export function consentIdsOf(options: ConsentConfig['checkboxoptions']): string[] {
  return options ? Object.keys(options) : [...DEFAULT_CONSENT_IDS];
}

export { isDefaultId as isDefaultConsentId };
