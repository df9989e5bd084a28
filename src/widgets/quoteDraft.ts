/**
 * The draft of the quote step the visitor is typing in (machines/quote/quoteRestore.rules.ts), kept in
 * the tab's session storage under `quoteDraft` as it is typed, for a reload or a trip to another
 * page and back. Personal data, so it lives no longer than the visit (session storage ends with
 * the tab) nor than `DRAFT_LIFETIME_HOURS`; it goes when the step is continued (the saved visit
 * then holds it), on Start over and when a visit is discarded. Read back only in a draft's shape:
 * one of another shape (an older page, a hand-made one, a field more such as a password) reads as none.
 */
import { fromCallback } from 'xstate';
import { DRAFT_LIFETIME_HOURS, draftOf } from '../../machines/quote/quoteRestore.rules';
import type { DraftEvent, QuoteDraft } from '../../machines/quote/types';
import { emptyDriver1, emptyDriver3 } from '../../machines/quote/quoteValues';
import { QUOTE_DRAFT_KEY, type TypedStorage } from '../storage';

export { QUOTE_DRAFT_KEY };

/**
 * The draft's shape, checked against each step's empty values (the first screen's script carries
 * this: a zod schema of the four steps cost about 1 kB gzip more): the same fields, each of the same
 * kind (a date of birth's parts, the custom coverage's choices as texts); anything more or less,
 * such as a password, reads as none. What the fields hold is the step's own rules' to judge, as
 * for a value typed.
 */
const TEMPLATES: Readonly<Record<QuoteDraft['stage'], object>> = {
  driver1: emptyDriver1,
  driver2: { email: '', phone: '' },
  consent: { email: '', phone: '' },
  driver3: emptyDriver3,
  coverage: { term: 0, product: '', custom: {} },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function sameShape(template: unknown, value: unknown): boolean {
  if (!isObject(template)) return typeof value === typeof template;
  if (!isObject(value)) return false;
  const keys = Object.keys(template);
  // An empty template (the custom coverage's choices) takes any texts.
  if (keys.length === 0) return Object.values(value).every((v) => typeof v === 'string');
  return Object.keys(value).length === keys.length && keys.every((k) => sameShape(template[k], value[k]));
}

function isDraft(v: unknown): v is QuoteDraft {
  return isObject(v) && typeof v.stage === 'string' && Object.hasOwn(TEMPLATES, v.stage) && sameShape(TEMPLATES[v.stage as QuoteDraft['stage']], v.values);
}

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
