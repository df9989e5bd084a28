/** data-config of the customer portal widget (portal-4.9, portal-8.5, portal-9.21). */
import * as z from 'zod/mini';
import { DEFAULT_TIER_THRESHOLDS } from '../rules/rewardTiers';
import { AGENCY_PHONE } from './contact';

/** portal-7.12: the refer-a-friend path when the page configures none (the sandbox's, services/rewards.ts `rewardsPaths.referral`). */
export const DEFAULT_REFERRAL_PATH = '/portal/referral';

/** portal-9.4: the gift card's default value in points (2,500 points, $25). */
export const DEFAULT_CARD_VALUE = 2500;

import { configuredText, safeUrl } from './schema';

const hour = z.number().check(z.int(), z.minimum(0), z.maximum(23));

export const portalConfigSchema = z.strictObject({
  /** portal-4.9: the disable-payment flag: a payment-due policy gets its carrier's payment link instead of make-payment. */
  disablePayment: z._default(z.boolean(), false),
  /** portal-4.9: where a policy of a carrier that cannot be paid here sends the customer. Default: the contact page. */
  fallbackUrl: z.optional(safeUrl),
  /**
   * portal-9.21: the payment help dialog's display variant: `a` adds the after-hours note when the
   * hour (America/Chicago) is at or after `startHour` or before `endHour`; `b` always shows it.
   */
  helpModal: z._default(z.strictObject({ variant: z._default(z.enum(['a', 'b']), 'a'), startHour: z._default(hour, 20), endHour: z._default(hour, 8) }), {
    variant: 'a',
    startHour: 20,
    endHour: 8,
  }),
  /** portal-9.4, portal-9.19: the gift card Redeem asks for (its value in points: dollars are value / 100) and the tiers' thresholds. */
  rewards: z._default(
    z.strictObject({
      cardValue: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), DEFAULT_CARD_VALUE),
      cardType: z._default(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)), 'giftcard'),
      /** portal-7.12: the refer-a-friend call's URL, a path on the agency API (services/rewards.ts puts it after the API's base). */
      referralUrl: z._default(z.string().check(z.regex(/^\/[A-Za-z0-9/_-]{1,200}$/)), DEFAULT_REFERRAL_PATH),
      thresholds: z._default(
        z.strictObject({ silver: z.number().check(z.minimum(0)), gold: z.number().check(z.minimum(0)), platinum: z.number().check(z.minimum(0)) }),
        { ...DEFAULT_TIER_THRESHOLDS },
      ),
    }),
    { cardValue: DEFAULT_CARD_VALUE, cardType: 'giftcard', referralUrl: DEFAULT_REFERRAL_PATH, thresholds: { ...DEFAULT_TIER_THRESHOLDS } },
  ),
  /** The payment help dialog's phone line, for its call and text links (portal-2.4). Default: the agency's. */
  agentPhone: z._default(z.string().check(z.regex(/^[\d\s().+-]{7,20}$/)), AGENCY_PHONE),
  messages: z._default(
    z.strictObject({
      /** portal-8.5: the carrier payment failure message; {carrierName} and {carrierUrl} are inserted. */
      paymentFailure: configuredText,
      /** portal-8.3: the configured redeem error. */
      redeemError: configuredText,
    }),
    {},
  ),
});

export type PortalConfig = z.output<typeof portalConfigSchema>;
