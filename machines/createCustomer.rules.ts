/**
 * Pure rules of the create-customer flow (portal-2.7, portal-4.18, portal-5.2, portal-7.14,
 * portal-8.2, quote-3.13). No I/O: the chart's guards and actions call these, and
 * createCustomer.rules.test.ts checks them with tables.
 */
import type { ZipLookup } from '../services/address';
import type { CreateCustomerRequest, SignUpIdentity } from '../services/createCustomer';
import { capText, isApiError, MAX_SERVER_TEXT } from '../services/http';
import type { Attribution } from '../src/rules/attribution';
import { phoneDigits, stripInvisible } from '../src/rules/fieldInput';
import { usStateCode, type UsStateCode } from '../src/rules/usStates';
import { isValidZip } from '../src/rules/zip';

/** What the create-customer form submits (strings as typed). */
export interface CreateCustomerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** As the kit's phone input shows it (999-999-9999). */
  phone: string;
  dob: { month: string; day: string; year: string };
  zip: string;
  city: string;
  /** A two-letter state code (the select's value). */
  state: string;
}

export const EMPTY_CREATE_CUSTOMER_VALUES: CreateCustomerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dob: { month: '', day: '', year: '' },
  zip: '',
  city: '',
  state: '',
};

/** portal-9 "Age limits: create customer 18 to 85 (configurable)". */
export const CREATE_CUSTOMER_AGE_LIMITS = { minAge: 18, maxAge: 85 } as const;

const clean = (v: string) => stripInvisible(v).trim();

/** portal-5.2: a month or day part padded to two digits ("4" -> "04"); a year as typed. */
export function padDatePart(part: string): string {
  const v = clean(part);
  return v.length === 1 ? `0${v}` : v;
}

/** portal-5.2: the date of birth as YYYY-MM-DD, month and day padded to two digits. */
export function dobOf(dob: CreateCustomerFormValues['dob']): string {
  return `${clean(dob.year)}-${padDatePart(dob.month)}-${padDatePart(dob.day)}`;
}

/** portal-7.14: who the token is fetched for: email, phone (10 digits) and date of birth, and the state (the endpoint). */
export function signUpIdentity(values: CreateCustomerFormValues): SignUpIdentity {
  return {
    email: clean(values.email),
    phone: phoneDigits(values.phone),
    dob: dobOf(values.dob),
    state: clean(values.state).toUpperCase(),
  };
}

/**
 * portal-7.14, quote-3.13, quote-7.2: the creation's payload: the form's fields cleaned (the phone
 * as 10 digits, the state upper case, the date of birth padded), loyalty enrollment on, and the
 * page's attribution.
 */
export function toCreateCustomerRequest(values: CreateCustomerFormValues, attribution: Attribution): CreateCustomerRequest {
  return {
    firstname: clean(values.firstName),
    lastname: clean(values.lastName),
    dob: dobOf(values.dob),
    email: clean(values.email),
    phone: phoneDigits(values.phone),
    state: clean(values.state).toUpperCase(),
    city: clean(values.city),
    zipcode: clean(values.zip),
    loyaltyEnrollmentStatus: true,
    ...attribution,
  };
}

/** What a ZIP lookup fills in: city and state, upper case. */
export interface ZipFill {
  zip: string;
  city: string;
  state: UsStateCode;
}

/**
 * portal-4.18: the city and state a lookup fills in (upper case): only when it returned an
 * address and a quote is available there, and the address has a city and one of the form's
 * states; else null (what the customer typed stays).
 */
export function zipFill(zip: string, lookup: ZipLookup): ZipFill | null {
  if (!lookup.isQuoteAvaliable) return null;
  const first = lookup.addresses[0];
  if (!first) return null;
  const city = clean(first.city).toUpperCase();
  const state = usStateCode(first.state);
  if (!city || !state) return null;
  return { zip, city, state };
}

/** portal-4.18: leaving the ZIP field looks a ZIP up when it is five digits and not the one the form last worked with. */
export function isNewZip(zip: string, lastZip: string): boolean {
  return isValidZip(zip) && zip !== lastZip;
}

/** The HTTP statuses that refuse what the customer sent (bad request, conflict, unprocessable): their message is for the customer. */
export const REFUSED_REQUEST_STATUSES: readonly number[] = [400, 409, 422];

/**
 * portal-8.2: the server's message of a failed creation, as the page shows it (text, capped at
 * MAX_SERVER_TEXT characters): the `message` in the body of an answer that said `isSuccess: false`
 * (a `rejected` ApiError), or of an HTTP error status that refused what was sent
 * (REFUSED_REQUEST_STATUSES: `400 { "message": "email already registered" }`), when it has one.
 * Every other failure has none: no message, a refused credential (401, 403: the page's token, not
 * the customer's details), a server failure (5xx, whose words are about the server), a timeout, a
 * broken answer. The page then shows the configured default message.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const refusedRequest = error.kind === 'http' && REFUSED_REQUEST_STATUSES.includes(error.status ?? 0);
  if (error.kind !== 'rejected' && !refusedRequest) return null;
  const body = error.body;
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
  if (typeof message !== 'string') return null;
  const text = stripInvisible(message).trim();
  return text === '' ? null : capText(text, MAX_SERVER_TEXT);
}
