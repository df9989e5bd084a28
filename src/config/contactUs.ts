/**
 * data-config of the contact-us widget (portal-2.8): the phone it offers for a call and a text
 * (the agency's line by default, src/config/contact.ts) and the configured texts, each panel's
 * lead (site §3's element attributes). The contact page gives none: its first screen is drawn at
 * build time with these defaults.
 */
import * as z from 'zod/mini';
import { AGENCY_PHONE } from './contact';
import { configuredText } from './schema';

export const contactUsConfigSchema = z.strictObject({
  /** The number to call and text, as the agency writes it (a `tel:` and an `sms:` link are made of its digits). */
  phone: z._default(z.string().check(z.regex(/^[\d\s().+-]{7,20}$/)), AGENCY_PHONE),
  messages: z._default(
    z.strictObject({
      callLead: configuredText,
      textLead: configuredText,
      chatLead: configuredText,
      visitLead: configuredText,
    }),
    {},
  ),
});

export type ContactUsConfig = z.output<typeof contactUsConfigSchema>;
