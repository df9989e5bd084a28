/**
 * The consent form's calls (portal-7.1, portal-7.2, portal-3.6, portal-9.7). The specification
 * gives their payloads, not their paths ("paths come from configuration"); the site's are:
 *
 * | call                               | sends                                                         | answer read |
 * | ---------------------------------- | ------------------------------------------------------------- | ----------- |
 * | GET /consent/customer?id=          | the consent id (and the header object), brand token           | first_name, last_name, email, mobile_number, cf_customer_consent_form_completed |
 * | PUT /consent/customer?id=          | name, surname, email, phone, isMarketingConsentGiven: true, brand token | isSuccess |
 *
 * The update names its consent by the same id, in the address (the payload is the
 * specification's). Both carry the brand token (`auth: 'brand'`, X-Brand-Token).
 *
 * portal-9.7, the token wait: the brand token is the page's (`<body data-site>` brandToken), which
 * src/boot.ts gives the client before any widget mounts. The consent page looks for it before it
 * asks for the customer, every 300 ms, and gives up after TOKEN_WAIT_LIMIT_MS: on this site the
 * first look finds it; a page without one fails into the consent error without sending a call the
 * API would refuse. (waitForToken of src/storage/tokens.ts looks for the stored tokens: anonymous,
 * fetch and customer; the brand token is not stored, so the look is made here the same way.)
 */
import * as z from 'zod/mini';
import { TOKEN_WAIT_LIMIT_MS } from '../src/storage/tokens';
import { apiSettings, ApiError, request, serverText } from './http';

/** portal-9.7: the consent page looks for its token every 300 ms. */
export const CONSENT_TOKEN_POLL_MS = 300;

export const consentPaths = {
  customer: '/consent/customer',
} as const;

/**
 * cf_customer_consent_form_completed: a CRM custom field. Read as a yes/no: a boolean, or its
 * text ("true"/"false", any case); null (never filled) is no. Anything else breaks the contract.
 */
const completedFlag = z.pipe(
  z.union([z.boolean(), z.null(), z.string().check(z.regex(/^(true|false)$/i))]),
  z.transform((v: boolean | string | null) => (typeof v === 'string' ? v.toLowerCase() === 'true' : v === true)),
);

/** portal-3.6: the consent customer. Names are the server's text, shown as text only. */
export const consentCustomerSchema = z.object({
  first_name: z.nullable(serverText),
  last_name: z.nullable(serverText),
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  mobile_number: z.nullable(z.string().check(z.maxLength(40))),
  cf_customer_consent_form_completed: completedFlag,
});
export type ConsentCustomer = z.output<typeof consentCustomerSchema>;

/** portal-7.2: what the update sends. */
export const consentUpdateRequestSchema = z.strictObject({
  name: z.string(),
  surname: z.string(),
  email: z.string().check(z.minLength(1)),
  phone: z.string(),
  isMarketingConsentGiven: z.literal(true),
});
export type ConsentUpdateRequest = z.infer<typeof consentUpdateRequestSchema>;

/**
 * portal-7.2: success by isSuccess. An answer with `isSuccess: false` never reaches this schema
 * (services/http.ts makes it an ApiError of kind `rejected`); one without isSuccess breaks it.
 */
export const consentUpdateAnswerSchema = z.object({
  isSuccess: z.literal(true),
  message: z.optional(z.nullable(serverText)),
});
export type ConsentUpdateAnswer = z.output<typeof consentUpdateAnswerSchema>;

type Opts = { signal?: AbortSignal | undefined };

export interface BrandTokenWait extends Opts {
  /** Give up after this many milliseconds (default TOKEN_WAIT_LIMIT_MS). */
  limitMs?: number;
  /** Look again this often (default CONSENT_TOKEN_POLL_MS, portal-9.7). */
  intervalMs?: number;
  /** Where the token is read (the client's settings by default). */
  read?: () => string;
}

/**
 * portal-9.7: resolves with the brand token as soon as the client has one: at once, else at the
 * first look (every 300 ms) that finds it. Rejects with an ApiError of kind `auth` when the limit
 * passes first, or `aborted` when the caller gives up.
 */
export function waitForBrandToken({ signal, limitMs = TOKEN_WAIT_LIMIT_MS, intervalMs = CONSENT_TOKEN_POLL_MS, read = () => apiSettings().brandToken }: BrandTokenWait = {}): Promise<string> {
  const where = consentPaths.customer;
  return new Promise((resolve, reject) => {
    const aborted = () => new ApiError('aborted', where, null, 'The call was cancelled.');
    if (signal?.aborted) return reject(aborted());
    const first = read();
    if (first) return resolve(first);
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const look = () => {
      waited += intervalMs;
      const token = read();
      if (token || waited >= limitMs) signal?.removeEventListener('abort', onAbort);
      if (token) resolve(token);
      else if (waited >= limitMs) reject(new ApiError('auth', where, null, `No brand token after ${waited} ms.`));
      else timer = setTimeout(look, intervalMs);
    };
    timer = setTimeout(look, intervalMs);
  });
}

/** portal-7.1: the consent customer of an id, with the brand token. */
export function getConsentCustomer(id: string, options: Opts = {}): Promise<ConsentCustomer> {
  return request({
    schema: consentCustomerSchema,
    path: consentPaths.customer,
    auth: 'brand',
    query: { id },
    signal: options.signal,
  });
}

/** portal-9.7, portal-7.1: what the consent page does on opening: wait for the brand token, then ask for the customer. */
export async function loadConsentCustomer(id: string, options: Opts = {}): Promise<ConsentCustomer> {
  await waitForBrandToken({ signal: options.signal });
  return getConsentCustomer(id, options);
}

/** portal-7.2: the customer's consent given (isMarketingConsentGiven true); resolves only on isSuccess. */
export function updateConsent(id: string, body: ConsentUpdateRequest, options: Opts = {}): Promise<ConsentUpdateAnswer> {
  return request({
    schema: consentUpdateAnswerSchema,
    path: consentPaths.customer,
    method: 'PUT',
    auth: 'brand',
    query: { id },
    body,
    signal: options.signal,
  });
}

/** portal-7.2: the update's payload from the customer the page read (portal-3.6). */
export function consentUpdateOf(customer: ConsentCustomer): ConsentUpdateRequest {
  return {
    name: customer.first_name ?? '',
    surname: customer.last_name ?? '',
    email: customer.email,
    phone: customer.mobile_number ?? '',
    isMarketingConsentGiven: true,
  };
}
