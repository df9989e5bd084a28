/**
 * The draft of the quote step the visitor is typing in (machines/quoteRestore.rules.ts), kept in
 * the tab's session storage under `quoteDraft` as it is typed, for a reload or a trip to another
 * page and back. Personal data, so it lives no longer than the visit (session storage ends with
 * the tab) nor than `DRAFT_LIFETIME_HOURS`; it goes when the step is continued (the saved visit
 * then holds it), on Start over and when a visit is discarded. Read back through its schema: a
 * draft of another shape (an older page, a hand-made one) reads as none.
 */
import * as z from 'zod/mini';
import { fromCallback } from 'xstate';
import { DRAFT_LIFETIME_HOURS, draftOf, type DraftEvent, type QuoteDraft } from '../../machines/quoteRestore.rules';
import type { TypedStorage } from '../storage';
import '../config/zodSetup';

export const QUOTE_DRAFT_KEY = 'quoteDraft';

const text = (max: number) => z.string().check(z.maxLength(max));
const code = z.enum(['', '0', '1']);
const dob = z.object({ month: text(2), day: text(2), year: text(4) });

const draftSchema = z.discriminatedUnion('stage', [
  z.object({
    stage: z.literal('driver1'),
    values: z.object({
      firstName: text(50),
      lastName: text(50),
      dob,
      licenseMode: z.enum(['dl', 'nondl', 'uploadimage', 'scanimage']),
      license: text(25),
    }),
  }),
  z.object({ stage: z.enum(['driver2', 'consent']), values: z.object({ email: text(254), phone: text(12) }) }),
  z.object({
    stage: z.literal('driver3'),
    values: z.object({
      address: text(100),
      address2: text(50),
      city: text(50),
      state: text(2),
      zip: text(5),
      gender: code,
      marital: code,
      insured: code,
      licenseType: text(4),
      licenseId: text(25),
      rentersAndHome: z.boolean(),
    }),
  }),
  z.object({
    stage: z.literal('coverage'),
    values: z.object({ term: z.int().check(z.minimum(0), z.maximum(24)), product: text(40), custom: z.record(text(10), text(40)) }),
  }),
]);

const isDraft = (v: unknown): v is QuoteDraft => draftSchema.safeParse(v).success;

/** The draft kept for this visit, or null (none, expired, or not of a draft's shape). */
export function readQuoteDraft(session: TypedStorage): QuoteDraft | null {
  return session.get(QUOTE_DRAFT_KEY, isDraft);
}

/** Keep a step's draft (what `draftOf` keeps of it) for `DRAFT_LIFETIME_HOURS`; one of another shape is not kept. */
export function saveQuoteDraft(session: TypedStorage, draft: QuoteDraft): void {
  const kept = draftOf(draft);
  if (isDraft(kept)) session.set(QUOTE_DRAFT_KEY, kept, { ttlHours: DRAFT_LIFETIME_HOURS });
}

export function forgetQuoteDraft(session: TypedStorage): void {
  session.remove(QUOTE_DRAFT_KEY);
}

/** The chart's `drafts` child as the page provides it: each draft the steps send, kept in the visit's storage. */
export function quoteDraftKeeper(session: TypedStorage) {
  return fromCallback<DraftEvent>(({ receive }) => {
    receive((event) => saveQuoteDraft(session, event.draft));
  });
}
