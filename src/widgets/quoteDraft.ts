/**
 * The draft of the quote step the visitor is typing in (machines/quoteRestore.rules.ts), kept in
 * the tab's session storage under `quoteDraft` as it is typed, for a reload or a trip to another
 * page and back. Personal data, so it lives no longer than the visit (session storage ends with
 * the tab) nor than `DRAFT_LIFETIME_HOURS`; it goes when the step is continued (the saved visit
 * then holds it), on Start over and when a visit is discarded. Read back only in a draft's shape:
 * one of another shape (an older page, a hand-made one, a field more such as a password) reads as none.
 */
import { fromCallback } from 'xstate';
import { DRAFT_LIFETIME_HOURS, draftOf, type DraftEvent, type QuoteDraft } from '../../machines/quoteRestore.rules';
import type { TypedStorage } from '../storage';

export const QUOTE_DRAFT_KEY = 'quoteDraft';

// The draft's shape, checked by hand: the first screen's script carries it, and a zod schema of the
// four steps cost about 1 kB gzip more than these few lines.
type Shape = Readonly<Record<string, 'text' | 'code' | 'flag' | 'dob' | 'int' | 'choices'>>;
const DRIVER1: Shape = { firstName: 'text', lastName: 'text', dob: 'dob', licenseMode: 'text', license: 'text' };
const CONTACT: Shape = { email: 'text', phone: 'text' };
const DRIVER3: Shape = {
  address: 'text',
  address2: 'text',
  city: 'text',
  state: 'text',
  zip: 'text',
  gender: 'code',
  marital: 'code',
  insured: 'code',
  licenseType: 'text',
  licenseId: 'text',
  rentersAndHome: 'flag',
};
const COVERAGE: Shape = { term: 'int', product: 'text', custom: 'choices' };
const SHAPES: Readonly<Record<QuoteDraft['stage'], Shape>> = { driver1: DRIVER1, driver2: CONTACT, consent: CONTACT, driver3: DRIVER3, coverage: COVERAGE };
const LICENSE_MODES = ['dl', 'nondl', 'uploadimage', 'scanimage'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 254;

function fits(kind: Shape[string] | undefined, v: unknown): boolean {
  switch (kind) {
    case 'text':
      return isText(v);
    case 'code':
      return v === '' || v === '0' || v === '1';
    case 'flag':
      return typeof v === 'boolean';
    case 'int':
      return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 24;
    case 'dob':
      return isObject(v) && Object.keys(v).length === 3 && isText(v.month) && isText(v.day) && isText(v.year);
    case 'choices':
      return isObject(v) && Object.values(v).every(isText);
    default:
      return false;
  }
}

/** A draft of one of the steps, with exactly its fields (anything more, or less, reads as none). */
function isDraft(v: unknown): v is QuoteDraft {
  if (!isObject(v) || typeof v.stage !== 'string' || !isObject(v.values) || !Object.hasOwn(SHAPES, v.stage)) return false;
  const shape = SHAPES[v.stage as QuoteDraft['stage']];
  const values = v.values;
  const keys = Object.keys(values);
  if (keys.length !== Object.keys(shape).length || !keys.every((k) => fits(shape[k], values[k]))) return false;
  return v.stage !== 'driver1' || LICENSE_MODES.includes(values.licenseMode as string);
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
