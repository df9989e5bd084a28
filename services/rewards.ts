/**
 * The portal's rewards calls and the refer-a-friend call (portal-7.8 to portal-7.12, portal-3.5,
 * portal-3.7). The specification gives the calls and what they answer; their paths "come from
 * configuration and are not shown" (section 7). The site's are:
 *
 * | call                                         | sends                                 | answers                              |
 * | -------------------------------------------- | ------------------------------------- | ------------------------------------ |
 * | GET /rewards/loyalty                         | header fields, bearer                 | `{ loyalty: { programs } }`          |
 * | GET /rewards/transactions?offset=&limit=50   | header fields, bearer                 | `{ transactions, hasMore }`          |
 * | GET /rewards/redeem?cardType=                | header fields, bearer                 | `{ awardedGiveaways }`               |
 * | GET /rewards/social-award?type=              | IGConnect or FBConnect, bearer        | `{ isSuccess }`                      |
 * | POST {configured URL} (`/portal/referral`)   | `{ header, ...Referral }`, bearer     | `{ isSuccess }`                      |
 *
 * Every call carries the stored customer token (`auth: 'bearer'`, portal-6.2) and goes to the
 * customer's endpoint (`region: 'ca'` for a customer of state CA). An answer with
 * `isSuccess: false` is the client's `rejected` ApiError (services/http.ts), never a result.
 *
 * The transactions page size (50, portal-9.3) is also machines/portal/rewards.rules.ts's
 * TRANSACTIONS_PAGE_SIZE; a service does not read a chart's rules, so it is kept here as
 * `TRANSACTIONS_LIMIT` too.
 */
import * as z from 'zod/mini';
import { request, serverText, type Region } from './http';

export const rewardsPaths = {
  loyalty: '/rewards/loyalty',
  transactions: '/rewards/transactions',
  redeem: '/rewards/redeem',
  socialAward: '/rewards/social-award',
  /** The refer-a-friend URL of the site's configuration (portal-7.12): a path on the agency API. */
  referral: '/portal/referral',
} as const;

/** portal-7.9, portal-9.3: the transactions are asked 50 at a time (the `limit` of each page). */
export const TRANSACTIONS_LIMIT = 50;

const points = z.number().check(z.refine((n) => Number.isFinite(n) && n >= 0, { message: 'must be a number of points, 0 or more' }));
/** A date of the rewards API: an ISO 8601 date-time, or a date. */
const isoDay = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]);
/** A gift card PIN: an empty one is none. */
const pin = z.pipe(z.optional(z.nullable(z.string().check(z.maxLength(40)))), z.transform((v: string | null | undefined) => v?.trim() || null));

/**
 * portal-3.5: the loyalty answer as the API sends it: each program's name and sub-ledgers, the
 * balance ledger (the points to spend) and the lifetime ledger (the tier and the points to the next).
 */
export const loyaltyAnswerSchema = z.object({
  loyalty: z.object({
    programs: z
      .array(
        z.object({
          name: serverText,
          subLedgers: z.object({
            balance: z.object({ id: z.optional(z.string()), currentBalance: points }),
            lifetime: z.object({
              id: z.optional(z.string()),
              pointsToNextTier: z.nullable(points),
              currentTier: z.nullable(z.object({ name: serverText })),
            }),
          }),
        }),
      )
      .check(z.minLength(1, 'a customer of the rewards program has a program')),
  }),
});
export type LoyaltyAnswer = z.output<typeof loyaltyAnswerSchema>;

/**
 * portal-3.5, portal-4.12: the customer's rewards, from the first program: the balance to spend,
 * the tier name of the lifetime ledger as the server writes it (null when none) and the points to
 * the next tier (null at the last tier).
 */
export interface Loyalty {
  programName: string;
  balance: number;
  tierName: string | null;
  pointsToNextTier: number | null;
}

export const loyaltySchema = z.pipe(
  loyaltyAnswerSchema,
  z.transform((answer: LoyaltyAnswer): Loyalty => {
    // The array check above makes the first program present.
    const program = answer.loyalty.programs[0]!;
    const { balance, lifetime } = program.subLedgers;
    return {
      programName: program.name,
      balance: balance.currentBalance,
      tierName: lifetime.currentTier?.name.trim() || null,
      pointsToNextTier: lifetime.pointsToNextTier,
    };
  }),
);

/** portal-3.5: one row of the points history as the API sends it. */
export const rewardTransactionAnswerSchema = z.object({
  type: z.enum(['addition', 'subtraction']),
  created: isoDay,
  expiryDate: z.nullable(isoDay),
  subledgerId: z.optional(z.nullable(z.string())),
  ruleName: z.nullable(serverText),
  amount: points,
  name: z.nullable(serverText),
  cvv_Pin: pin,
});

/** portal-2.3, portal-3.5: a row of the points history: earned (addition) or redeemed (subtraction). */
export interface RewardTransaction {
  type: 'addition' | 'subtraction';
  created: string;
  expiryDate: string | null;
  ruleName: string | null;
  amount: number;
  name: string | null;
  /** The PIN of a redeemed gift card, when it has one. */
  pin: string | null;
}

export interface RewardTransactionsPage {
  transactions: RewardTransaction[];
  /** portal-7.9: more rows after these: ask the next page at offset + 50. */
  hasMore: boolean;
}

export const rewardTransactionsSchema = z.pipe(
  z.object({ transactions: z.array(rewardTransactionAnswerSchema), hasMore: z.boolean() }),
  z.transform(
    (answer): RewardTransactionsPage => ({
      transactions: answer.transactions.map((t) => ({
        type: t.type,
        created: t.created,
        expiryDate: t.expiryDate,
        ruleName: t.ruleName,
        amount: t.amount,
        name: t.name,
        pin: t.cvv_Pin,
      })),
      hasMore: answer.hasMore,
    }),
  ),
);

/** portal-3.5, portal-4.14: the gift card awarded: its code, and its PIN when it has one. */
export interface AwardedCard {
  code: string;
  pin: string | null;
}

/** portal-3.5, portal-7.10: the redemption answer. An answer that awards nothing breaks it (the redeem failure, portal-8.3). */
export const redeemAnswerSchema = z.pipe(
  z.object({
    awardedGiveaways: z
      .array(z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)), attributes: z.optional(z.nullable(z.object({ cvv_Pin: pin }))) }))
      .check(z.minLength(1, 'a redemption awards a card')),
  }),
  z.transform((answer): AwardedCard[] => answer.awardedGiveaways.map((g) => ({ code: g.code, pin: g.attributes?.cvv_Pin ?? null }))),
);

/** portal-7.11: the social connect awards. */
export const SOCIAL_AWARD_TYPES = ['IGConnect', 'FBConnect'] as const;
export type SocialAwardType = (typeof SOCIAL_AWARD_TYPES)[number];

/** portal-7.11, portal-7.12: success by isSuccess (an `isSuccess: false` answer is a `rejected` ApiError). */
export const successAnswerSchema = z.object({ isSuccess: z.boolean() });
export type SuccessAnswer = z.output<typeof successAnswerSchema>;

/** portal-3.7, portal-7.12: the Referral as the refer-a-friend call sends it (the header object is added by services/http.ts). */
export const referralRequestSchema = z.strictObject({
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  zipCode: z.string(),
  refName: z.string(),
  refEmail: z.string(),
  refPhone: z.string(),
});
export type Referral = z.infer<typeof referralRequestSchema>;

export type RewardsOpts = { region?: Region; signal?: AbortSignal | undefined };

/** portal-3.5, portal-7.8: the customer's points balance and tier. */
export function getLoyalty(options: RewardsOpts = {}): Promise<Loyalty> {
  return request({ schema: loyaltySchema, path: rewardsPaths.loyalty, auth: 'bearer', region: options.region ?? 'main', signal: options.signal });
}

/** portal-7.9, portal-9.3: one page of the points history, 50 rows from `offset`; the next page while hasMore. */
export function getRewardTransactions(offset: number, options: RewardsOpts = {}): Promise<RewardTransactionsPage> {
  return request({
    schema: rewardTransactionsSchema,
    path: rewardsPaths.transactions,
    auth: 'bearer',
    region: options.region ?? 'main',
    query: { offset, limit: TRANSACTIONS_LIMIT },
    signal: options.signal,
  });
}

/** portal-4.14, portal-7.10: redeem points for a gift card of the type; the cards awarded. */
export function redeemCard(cardType: string, options: RewardsOpts = {}): Promise<AwardedCard[]> {
  return request({
    schema: redeemAnswerSchema,
    path: rewardsPaths.redeem,
    auth: 'bearer',
    region: options.region ?? 'main',
    query: { cardType },
    signal: options.signal,
  });
}

/** portal-4.15, portal-7.11: the points for connecting Instagram (IGConnect) or Facebook (FBConnect). */
export function socialAward(type: SocialAwardType, options: RewardsOpts = {}): Promise<SuccessAnswer> {
  return request({
    schema: successAnswerSchema,
    path: rewardsPaths.socialAward,
    auth: 'bearer',
    region: options.region ?? 'main',
    query: { type },
    signal: options.signal,
  });
}

/**
 * portal-7.12: refer a friend: POST the Referral to the configured URL, a path on the agency API
 * of the customer's endpoint (the sandbox's is `rewardsPaths.referral`). The path is always put
 * after the API's base, so the customer token never goes to another host.
 */
export function referFriend(url: string, body: Referral, options: RewardsOpts = {}): Promise<SuccessAnswer> {
  return request({
    schema: successAnswerSchema,
    path: url,
    method: 'POST',
    auth: 'bearer',
    region: options.region ?? 'main',
    // The Referral's fields only: a structural value with more is not sent whole.
    body: {
      customerName: body.customerName,
      customerEmail: body.customerEmail,
      customerPhone: body.customerPhone,
      zipCode: body.zipCode,
      refName: body.refName,
      refEmail: body.refEmail,
      refPhone: body.refPhone,
    } satisfies Referral,
    signal: options.signal,
  });
}
