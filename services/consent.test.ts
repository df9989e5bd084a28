/**
 * The consent calls (portal-7.1, portal-7.2, portal-3.6) through the real client against the
 * in-process sandbox, and the brand-token wait (portal-9.7) on fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_FAULT_IDS, CONSENT_MESSAGES, SANDBOX_CONSENT } from '../fixtures/data/consent';
import { apiFailure, connectSandbox, FAILING_FAULTS, TEST_BRAND_TOKEN, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import {
  CONSENT_TOKEN_POLL_MS,
  consentUpdateOf,
  getConsentCustomer,
  loadConsentCustomer,
  updateConsent,
  waitForBrandToken,
  type ConsentCustomer,
} from './consent';
import { TOKEN_WAIT_LIMIT_MS } from '../src/storage/tokens';
import { configureApi } from './http';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

afterEach(() => {
  vi.useRealTimers();
});

const maria: ConsentCustomer = {
  first_name: 'Maria',
  last_name: 'Garcia',
  email: 'maria.garcia@example.com',
  mobile_number: '512-555-0142',
  cf_customer_consent_form_completed: false,
};
const faultId = (fault: string) => Object.keys(CONSENT_FAULT_IDS).find((id) => CONSENT_FAULT_IDS[id] === fault) ?? '';

describe('getConsentCustomer', () => {
  it('[portal-7.1 portal-3.6] asks by the query id with the brand token and reads the five fields', async () => {
    await expect(getConsentCustomer(SANDBOX_CONSENT.pending)).resolves.toEqual(maria);
    const [record] = sandbox.records;
    expect(record?.method).toBe('GET');
    expect(record?.path).toBe('/api/consent/customer');
    expect(record?.query).toEqual({ id: SANDBOX_CONSENT.pending, lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() });
    expect(record?.headers['x-brand-token']).toBe(TEST_BRAND_TOKEN);
  });

  it('[portal-6.1] a visitor opens it: no customer token is needed or sent', async () => {
    configureApi({ getBearerToken: () => null });
    await getConsentCustomer(SANDBOX_CONSENT.pending);
    expect(sandbox.records[0]?.headers['authorization']).toBeUndefined();
  });

  it.each([
    [SANDBOX_CONSENT.done, true],
    [SANDBOX_CONSENT.pending, false],
    [SANDBOX_CONSENT.rejected, false],
    [SANDBOX_CONSENT.saveFails, false],
  ])('[portal-3.6] %s: cf_customer_consent_form_completed reads as %s (boolean, text or null)', async (id, completed) => {
    expect((await getConsentCustomer(id)).cf_customer_consent_form_completed).toBe(completed);
  });

  it('[portal-3.6] names are kept as the text the server sent (markup included, to be shown as text)', async () => {
    const customer = await getConsentCustomer(SANDBOX_CONSENT.markup);
    expect(customer.first_name).toBe('<img src=x onerror="alert(1)">');
    expect(customer.last_name).toBe('<b>Smith</b>');
  });

  it('[portal-8.1] an unknown id answers 404', async () => {
    const error = await apiFailure(getConsentCustomer(SANDBOX_CONSENT.unknown));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: CONSENT_MESSAGES.notFound });
  });

  it('[portal-7.1] without the brand token the call is refused', async () => {
    configureApi({ brandToken: '' });
    const error = await apiFailure(getConsentCustomer(SANDBOX_CONSENT.pending));
    expect(error.status).toBe(401);
  });

  it.each(FAILING_FAULTS.filter(([fault]) => Object.values(CONSENT_FAULT_IDS).includes(fault)))(
    '[portal-8.1] the %s fault (by its id) fails as %s',
    async (fault, kind) => {
      expect((await apiFailure(getConsentCustomer(faultId(fault)))).kind).toBe(kind);
    },
  );
});

describe('updateConsent', () => {
  it('[portal-7.2] sends name, surname, email, phone and isMarketingConsentGiven true by PUT, with the brand token; success by isSuccess', async () => {
    await expect(updateConsent(SANDBOX_CONSENT.pending, consentUpdateOf(maria))).resolves.toEqual({ isSuccess: true, message: null });
    const [record] = sandbox.records;
    expect(record?.method).toBe('PUT');
    expect(record?.path).toBe('/api/consent/customer');
    expect(record?.query).toEqual({ id: SANDBOX_CONSENT.pending });
    expect(record?.headers['x-brand-token']).toBe(TEST_BRAND_TOKEN);
    expect(record?.body).toEqual({
      header: { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() },
      name: 'Maria',
      surname: 'Garcia',
      email: 'maria.garcia@example.com',
      phone: '512-555-0142',
      isMarketingConsentGiven: true,
    });
  });

  it('[portal-7.2 portal-8.1] isSuccess false is a failure (rejected), HTTP 500 too', async () => {
    expect((await apiFailure(updateConsent(SANDBOX_CONSENT.rejected, consentUpdateOf(maria)))).kind).toBe('rejected');
    expect((await apiFailure(updateConsent(SANDBOX_CONSENT.saveFails, consentUpdateOf(maria)))).status).toBe(500);
  });

  it('[portal-7.2] the update of another customer than the id\'s is refused', async () => {
    const error = await apiFailure(updateConsent(SANDBOX_CONSENT.pending, { ...consentUpdateOf(maria), email: 'someone@example.com' }));
    expect(error.status).toBe(409);
  });
});

describe('waitForBrandToken and loadConsentCustomer', () => {
  it('[portal-9.7] is there at once when the page has its brand token', async () => {
    await expect(waitForBrandToken()).resolves.toBe(TEST_BRAND_TOKEN);
  });

  it('[portal-9.7] looks again every 300 ms until the token is there, then asks for the customer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureApi({ brandToken: '' });
    let looks = 0;
    const read = () => {
      looks += 1;
      return looks >= 4 ? 'late-token' : '';
    };
    let token: string | null = null;
    void waitForBrandToken({ read }).then((t) => (token = t));
    expect(looks).toBe(1);
    await vi.advanceTimersByTimeAsync(CONSENT_TOKEN_POLL_MS - 1);
    expect(looks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * CONSENT_TOKEN_POLL_MS);
    expect(looks).toBe(4);
    expect(token).toBe('late-token');
    expect(CONSENT_TOKEN_POLL_MS).toBe(300);
  });

  it('[portal-9.7 portal-7.1] the customer call waits for the page\'s brand token and goes as soon as a look finds it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureApi({ brandToken: '' });
    const loading = loadConsentCustomer(SANDBOX_CONSENT.pending);
    await vi.advanceTimersByTimeAsync(450);
    expect(sandbox.records).toHaveLength(0);
    configureApi({ brandToken: TEST_BRAND_TOKEN });
    await vi.advanceTimersByTimeAsync(150);
    vi.useRealTimers();
    await expect(loading).resolves.toEqual(maria);
    expect(sandbox.records[0]?.headers['x-brand-token']).toBe(TEST_BRAND_TOKEN);
  });

  it('[portal-9.7 portal-8.1] a page without a brand token gives up after the wait\'s limit, without a call (an auth error)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureApi({ brandToken: '' });
    const outcome = loadConsentCustomer(SANDBOX_CONSENT.pending).catch((e: unknown) => e);
    // The last look is the first at or after the limit.
    await vi.advanceTimersByTimeAsync(Math.ceil(TOKEN_WAIT_LIMIT_MS / CONSENT_TOKEN_POLL_MS) * CONSENT_TOKEN_POLL_MS);
    expect(await outcome).toMatchObject({ name: 'ApiError', kind: 'auth' });
    expect(sandbox.records).toHaveLength(0);
    // A shorter limit of its own, for callers that give one.
    const short = waitForBrandToken({ read: () => '', limitMs: 900 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(900);
    expect(await short).toMatchObject({ kind: 'auth' });
  });

  it('[portal-9.7] stops looking when the page leaves the state (abort)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = new AbortController();
    let looks = 0;
    const outcome = waitForBrandToken({ read: () => ((looks += 1), ''), signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CONSENT_TOKEN_POLL_MS);
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
    await vi.advanceTimersByTimeAsync(10 * CONSENT_TOKEN_POLL_MS);
    expect(looks).toBe(2);
  });
});
