/**
 * The rewards calls and the refer-a-friend call against the in-process sandbox (no mocked fetch):
 * the loyalty ledgers per tier (portal-3.5, portal-7.8), the points history paged by 50 while
 * hasMore (portal-7.9, portal-9.3), the redemption (portal-7.10), the social connect awards
 * (portal-7.11), the referral (portal-7.12), the California endpoint and the failures.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_RECAPTCHA } from '../fixtures/data/accounts';
import { findPortalCustomer, PORTAL_MESSAGES, SANDBOX_CARD_VALUE, SANDBOX_PORTAL } from '../fixtures/data/portal';
import { apiFailure, connectSandbox, FAILING_FAULTS, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { MemoryStorage } from '../src/storage/memory';
import { createTokenStore } from '../src/storage/tokens';
import { request } from './http';
import {
  getLoyalty,
  getRewardTransactions,
  loyaltyAnswerSchema,
  redeemCard,
  referFriend,
  rewardsPaths,
  socialAward,
  successAnswerSchema,
  TRANSACTIONS_LIMIT,
  type Referral,
} from './rewards';
import { obtainCustomerToken } from './tokens';

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };

let sandbox: SandboxHarness;
let bearer: string | null;

function signedInAs(email: string): void {
  bearer = `sbx-session-${findPortalCustomer(email)?.key ?? 'nobody'}`;
}

beforeEach(() => {
  bearer = null;
  sandbox = connectSandbox({ api: { getBearerToken: () => bearer, getRecaptchaToken: async () => SANDBOX_RECAPTCHA.pass } });
});

describe('the loyalty ledgers (GET /rewards/loyalty)', () => {
  it.each([
    [SANDBOX_PORTAL.silverUnder, 'Silver', SANDBOX_CARD_VALUE - 1, 1],
    [SANDBOX_PORTAL.statuses, 'Gold', SANDBOX_CARD_VALUE, 4200],
    [SANDBOX_PORTAL.platinumHistory, 'Platinum', SANDBOX_CARD_VALUE + 1, null],
  ])('[portal-3.5] [portal-7.8] [portal-4.12] [portal-4.13] %s: tier %s, balance %s, %s points to the next tier', async (email, tierName, balance, pointsToNextTier) => {
    signedInAs(email);
    expect(await getLoyalty()).toEqual({ programName: 'Agency Rewards', balance, tierName, pointsToNextTier });
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/rewards/loyalty', query: header });
    expect(sandbox.records.at(-1)?.headers.authorization).toBe(`Bearer ${bearer}`);
  });

  it('[portal-3.5] the raw answer parses with the exported schema: programs with the balance and lifetime sub-ledgers', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const raw = await request({ schema: loyaltyAnswerSchema, path: rewardsPaths.loyalty, auth: 'bearer' });
    expect(raw.loyalty.programs[0]?.subLedgers).toMatchObject({ balance: { currentBalance: SANDBOX_CARD_VALUE }, lifetime: { pointsToNextTier: 4200, currentTier: { name: 'Gold' } } });
    expect(loyaltyAnswerSchema.safeParse({ loyalty: { programs: [] } }).success).toBe(false);
  });

  it('[portal-6.2] a California customer is served on /api-ca only', async () => {
    signedInAs(SANDBOX_PORTAL.california);
    expect(await getLoyalty({ region: 'ca' })).toMatchObject({ tierName: 'Silver', balance: 1200 });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/rewards/loyalty');
    expect(await apiFailure(getLoyalty())).toMatchObject({ kind: 'http', status: 401 });
  });

  it('[portal-6.2] [portal-7.13] the customer token fetch\'s token is the customer\'s too; no token is not sent', async () => {
    expect((await apiFailure(getLoyalty())).kind).toBe('auth');
    const store = createTokenStore({ backend: new MemoryStorage(), brand: 'agency', now: () => TEST_NOW.getTime() });
    const record = await obtainCustomerToken(store, { email: SANDBOX_PORTAL.failing, phone: '2145550105', dob: '1995-09-09', state: 'TX' });
    bearer = record.token;
    expect(await getLoyalty()).toMatchObject({ tierName: 'Gold', balance: 9000 });
  });

  it.each(FAILING_FAULTS)('[portal-7.8] the fault %s fails the loyalty call (%s)', async (fault, kind) => {
    signedInAs(SANDBOX_PORTAL.statuses);
    sandbox.fault = fault;
    expect(await apiFailure(getLoyalty())).toMatchObject({ kind });
  });
});

describe('the points history (GET /rewards/transactions?offset=&limit=)', () => {
  it('[portal-7.9] [portal-9.3] pages 120 rows by 50 while hasMore: 50, 50, 20 rows; hasMore true, true, false', async () => {
    signedInAs(SANDBOX_PORTAL.platinumHistory);
    const pages = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await getRewardTransactions(offset);
      pages.push(page);
      offset = page.hasMore ? offset + TRANSACTIONS_LIMIT : null;
    }
    expect(pages.map((p) => [p.transactions.length, p.hasMore])).toEqual([
      [50, true],
      [50, true],
      [20, false],
    ]);
    expect(sandbox.records.map((r) => [r.path, r.query.offset, r.query.limit])).toEqual([
      ['/api/rewards/transactions', '0', '50'],
      ['/api/rewards/transactions', '50', '50'],
      ['/api/rewards/transactions', '100', '50'],
    ]);
    expect(sandbox.records[0]?.query).toMatchObject(header);
  });

  it.each([
    [SANDBOX_PORTAL.empty, 0],
    [SANDBOX_PORTAL.statuses, 5],
    [SANDBOX_PORTAL.silverUnder, 6],
  ])('[portal-2.3] [portal-7.9] %s has %s rows in one page', async (email, rows) => {
    signedInAs(email);
    const page = await getRewardTransactions(0);
    expect(page.transactions).toHaveLength(rows);
    expect(page.hasMore).toBe(false);
  });

  it('[portal-3.5] [portal-2.3] rows are earned (addition) or redeemed (subtraction); a redeemed card keeps its PIN', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const { transactions } = await getRewardTransactions(0);
    expect(transactions[0]).toEqual({
      type: 'addition',
      created: new Date(TEST_NOW.getTime() - 86_400_000).toISOString(),
      expiryDate: new Date(TEST_NOW.getTime() + 364 * 86_400_000).toISOString(),
      ruleName: 'On-time payment',
      amount: 100,
      name: null,
      pin: null,
    });
    expect(transactions[4]).toMatchObject({ type: 'subtraction', expiryDate: null, ruleName: null, amount: 2500, name: '$25 gift card', pin: '4821' });
  });

  it('[portal-7.9] a limit over 50 or a negative offset is refused (400)', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    expect(await apiFailure(getRewardTransactions(-1))).toMatchObject({ kind: 'http', status: 400 });
    const tooMany = request({ schema: successAnswerSchema, path: rewardsPaths.transactions, auth: 'bearer', query: { offset: 0, limit: 51 } });
    expect(await apiFailure(tooMany)).toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('the redemption (GET /rewards/redeem?cardType=)', () => {
  it('[portal-7.10] [portal-4.14] at the card value, a card with its code and PIN; one over, a card without a PIN', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    expect(await redeemCard('amazon')).toEqual([{ code: 'SBX-AMAZON-CUST-0102', pin: '7305' }]);
    expect(sandbox.records.at(-1)).toMatchObject({ path: '/api/rewards/redeem', query: { ...header, cardType: 'amazon' } });
    signedInAs(SANDBOX_PORTAL.platinumHistory);
    expect(await redeemCard('visa')).toEqual([{ code: 'SBX-VISA-CUST-0104', pin: null }]);
  });

  it('[portal-8.3] the failing customer\'s redemption is an http ApiError (500); under the card value it is refused (409)', async () => {
    signedInAs(SANDBOX_PORTAL.failing);
    expect(await apiFailure(redeemCard('amazon'))).toMatchObject({ kind: 'http', status: 500, message: PORTAL_MESSAGES.redeemFailed });
    signedInAs(SANDBOX_PORTAL.silverUnder);
    expect(await apiFailure(redeemCard('amazon'))).toMatchObject({ kind: 'http', status: 409, message: PORTAL_MESSAGES.notEnoughPoints });
  });

  it('[portal-8.3] an answer that awards no card breaks the contract', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    sandbox.fault = 'schema';
    expect(await apiFailure(redeemCard('amazon'))).toMatchObject({ kind: 'schema' });
  });
});

describe('the social connect award (GET /rewards/social-award?type=)', () => {
  it('[portal-7.11] [portal-4.15] IGConnect and FBConnect are awarded', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    expect(await socialAward('IGConnect')).toEqual({ isSuccess: true });
    expect(await socialAward('FBConnect')).toEqual({ isSuccess: true });
    expect(sandbox.records.map((r) => r.query.type)).toEqual(['IGConnect', 'FBConnect']);
  });

  it('[portal-8.6] the failing customer: IGConnect answers 500, FBConnect isSuccess false (a rejected ApiError)', async () => {
    signedInAs(SANDBOX_PORTAL.failing);
    expect(await apiFailure(socialAward('IGConnect'))).toMatchObject({ kind: 'http', status: 500, message: PORTAL_MESSAGES.socialFailed });
    expect(await apiFailure(socialAward('FBConnect'))).toMatchObject({ kind: 'rejected', message: PORTAL_MESSAGES.socialRejected });
  });

  it('[portal-7.11] another type is refused (400)', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const other = request({ schema: successAnswerSchema, path: rewardsPaths.socialAward, auth: 'bearer', query: { type: 'TWConnect' } });
    expect(await apiFailure(other)).toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('refer a friend (POST to the configured URL)', () => {
  const referral: Referral = {
    customerName: 'Sam Status',
    customerEmail: SANDBOX_PORTAL.statuses,
    customerPhone: '2145550102',
    zipCode: '75201',
    refName: 'Robin',
    refEmail: 'robin@example.com',
    refPhone: '2145550199',
  };

  it('[portal-7.12] [portal-3.7] posts exactly the Referral fields with the header object and the token', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const withMore = { ...referral, age: 30 } as Referral;
    expect(await referFriend(rewardsPaths.referral, withMore)).toEqual({ isSuccess: true });
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'POST', path: '/api/portal/referral', body: { header, ...referral } });
    expect(sandbox.records.at(-1)?.body).not.toHaveProperty('age');
    expect(sandbox.records.at(-1)?.headers.authorization).toBe(`Bearer ${bearer}`);
  });

  it('[portal-7.12] [portal-6.2] a California customer refers on /api-ca; a referral the API refuses is a rejected ApiError', async () => {
    signedInAs(SANDBOX_PORTAL.california);
    expect(await referFriend(rewardsPaths.referral, referral, { region: 'ca' })).toEqual({ isSuccess: true });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/portal/referral');
    const refused = await apiFailure(referFriend(rewardsPaths.referral, { ...referral, refEmail: SANDBOX_PORTAL.referralRejected }, { region: 'ca' }));
    expect(refused).toMatchObject({ kind: 'rejected', message: PORTAL_MESSAGES.referralRejected });
  });

  it('[portal-7.12] a blank referee name is refused (400)', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    expect(await apiFailure(referFriend(rewardsPaths.referral, { ...referral, refName: ' ' }))).toMatchObject({ kind: 'http', status: 400 });
  });
});
