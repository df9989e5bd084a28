/**
 * The quote form's records (quote-7.30, quote-8.1): the contact, the personal data, the licence
 * photo's file attached to a quote transaction, and the error log. services/records.ts makes the
 * calls; this module says what each record holds and runs them in the background.
 *
 * The recorder (`quoteRecordsLogic`) is a callback actor the quote chart invokes at its root as
 * `records` and sends a record to at the moment it exists (`sendTo('records', ...)`): the
 * contact when driver2 or the affiliate consent section is continued, the personal data when
 * driver3 is, the file when a quote transaction is prepared for a main driver read from a photo.
 * Nothing waits for a record and nothing comes back from one: a failure is reported by the http
 * layer (the `api_error` event) and logged like every other API error, and the form goes on. So the
 * chart has no state for them, and its generated paths are the same with or without them.
 *
 * While it runs, the recorder also logs every failed API call of the page (`listenToApiErrors`):
 * never a call the page cancelled, never the error log's own failure (no loop), and at most
 * ERROR_LOG_LIMIT per run of the form, to the endpoint of the form's calls (quote-4.5: California's
 * for a California driver; the chart tells the recorder when the endpoint changes).
 */
import { fromCallback } from 'xstate';
import { withVisitorToken } from '../kit/token';
import { listenToApiErrors, type Region } from '../../services/http';
import type { ContactRecord, PersonalDataRecord } from '../../services/records';
import type { TokenStore } from '../../services/tokens';
import { dobToIso, joinDob } from './driverDates.rules';
import type { Driver1Values, Driver2Values, Driver3Values, QuoteContext, QuoteEvent } from './types';

export type { AttachFileRecord, ContactRecord, PersonalDataRecord } from '../../services/records';

/** The records the chart sends the recorder, each with the endpoint of the form's calls. */
export type QuoteRecordEvent =
  | { type: 'record.contact'; record: ContactRecord; region: Region }
  | { type: 'record.personalData'; record: PersonalDataRecord; region: Region }
  /** A quote transaction prepared: the licence photo's file (null: the main driver was not entered from a photo) is attached to it. */
  | { type: 'record.transaction'; transactionId: string; fileId: string | null; region: Region }
  /** The form's calls moved to another endpoint (quote-4.5): the error log follows them. */
  | { type: 'record.region'; region: Region };

export interface QuoteRecordsInput {
  /** The endpoint of the form's calls as it starts (quote-4.5). */
  region?: Region;
  /**
   * The visitor's token store: a record whose token is refused renews the anonymous token there
   * and is sent again once (machines/kit/token.ts). None given: a refused record is not sent again.
   */
  tokens?: TokenStore;
  /** Default ERROR_LOG_LIMIT. */
  errorLogLimit?: number;
}

/** The most API errors one run of the form logs (a page that keeps failing does not flood the log). */
export const ERROR_LOG_LIMIT = 20;

const text = (v: string) => v.trim();
const code = (answer: string): 0 | 1 => (answer === '1' ? 1 : 0);
const isoDob = (d1: Driver1Values) => dobToIso(joinDob(d1.dob) ?? '') ?? '';

/** quote-7.30: the contact: driver2's e-mail and phone (10 digits), driver1's date of birth (YYYY-MM-DD). */
export function contactRecordOf(d1: Driver1Values, d2: Driver2Values): ContactRecord {
  return { email: text(d2.email), phone: d2.phone.replace(/\D/g, ''), dob: isoDob(d1) };
}

/** quote-7.30: the personal data: driver1's names and date of birth, every answer of driver3 (codes as numbers, quote-9.7). */
export function personalDataRecordOf(d1: Driver1Values, d3: Driver3Values): PersonalDataRecord {
  return {
    firstName: text(d1.firstName),
    lastName: text(d1.lastName),
    dob: isoDob(d1),
    address: text(d3.address),
    address2: text(d3.address2),
    city: text(d3.city),
    state: text(d3.state).toUpperCase(),
    zipCode: text(d3.zip),
    gender: code(d3.gender),
    maritalStatus: code(d3.marital),
    priorInsurance: d3.insured === '0',
    licenseType: text(d3.licenseType),
    licenseId: text(d3.licenseId),
    rentersAndHome: d3.rentersAndHome,
  };
}

/** The calls (and their schemas) load with the first record or error, not with the first step. */
const recordCalls = () => import('../../services/records');

async function sendRecord(event: QuoteRecordEvent): Promise<void> {
  const options = { region: event.region };
  switch (event.type) {
    case 'record.contact':
      return (await recordCalls()).saveContact(event.record, options);
    case 'record.personalData':
      return (await recordCalls()).savePersonalData(event.record, options);
    case 'record.transaction':
      // Only a main driver read from a licence photo has a file to attach.
      if (event.fileId === null) return;
      return (await recordCalls()).attachFile({ fileId: event.fileId, transactionId: event.transactionId }, options);
    case 'record.region':
      return;
  }
}

/** The quote chart's context and event, as the events to the recorder are made of them. */
type Sending = { context: QuoteContext; event: QuoteEvent };

/** quote-7.30: the contact record, once driver2 (or the consent section) is given. */
export const contactRecordEvent = ({ context }: Sending): QuoteRecordEvent => ({
  type: 'record.contact',
  record: contactRecordOf(context.answers.driver1, context.answers.driver2),
  region: context.region,
});

/** quote-7.30: the personal data record, once the address step is given. */
export const personalDataRecordEvent = ({ context }: Sending): QuoteRecordEvent => ({
  type: 'record.personalData',
  record: personalDataRecordOf(context.answers.driver1, context.answers.driver3),
  region: context.region,
});

/** The form's calls moved to another endpoint (quote-4.5): the error log follows them. */
export const regionRecordEvent = ({ context }: Sending): QuoteRecordEvent => ({ type: 'record.region', region: context.region });

/** A quote transaction prepared: the recorder attaches the licence photo's file to it when the main driver is entered from a photo. */
export const transactionRecordEvent = ({ context, event }: Sending): QuoteRecordEvent => ({
  type: 'record.transaction',
  transactionId: event.type === 'rateRequest.prepared' ? event.transactionId : '',
  fileId: context.answers.driver1.licenseMode === 'uploadimage' || context.answers.driver1.licenseMode === 'scanimage' ? context.answers.licenceFileId : null,
  region: context.region,
});

/**
 * The recorder: sends each record it is given, and logs the page's API errors while it runs. Its
 * calls are never cancelled when the form stops (a record sent is sent); their failures are
 * reported by the http layer and go no further.
 */
export const quoteRecordsLogic = fromCallback<QuoteRecordEvent, QuoteRecordsInput | undefined>(({ receive, input }) => {
  const limit = input?.errorLogLimit ?? ERROR_LOG_LIMIT;
  // The error log goes where the form's calls go (quote-4.5): the endpoint the form starts on, then the one each record names.
  let region: Region = input?.region ?? 'main';
  let logged = 0;
  const stopListening = listenToApiErrors((error) => {
    // Never a call the page cancelled (the http layer does not report those either).
    if (error.kind === 'aborted' || logged >= limit) return;
    const at = region;
    recordCalls()
      .then((calls) => {
        // Never the error log's own failure: no loop.
        if (calls.isErrorLogCall(error) || logged >= limit) return;
        logged += 1;
        return calls.logError(calls.errorLogOf(error), { region: at });
      })
      .catch(() => {});
  });
  // A record sent is sent: its calls, and the token renewed for them, are never cancelled.
  const never = new AbortController().signal;
  const tokens = input?.tokens;
  receive((event) => {
    region = event.region;
    const send = () => sendRecord(event);
    (tokens ? withVisitorToken({ tokens, region: event.region }, never, send) : send()).catch(() => {});
  });
  return stopListening;
});
