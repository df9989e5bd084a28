/** data-config of the customer portal widget (portal-4.9, portal-8.5, portal-9.21). */
import * as z from 'zod/mini';
import { DEFAULT_TIER_THRESHOLDS } from '../rules/rewardTiers';
import { AGENCY_PHONE } from './contact';

/** portal-7.12: the refer-a-friend path when the page configures none (the sandbox's, services/rewards.ts `rewardsPaths.referral`). */
export const DEFAULT_REFERRAL_PATH = '/portal/referral';

/** My quotes' look-back when the page configures none: the quote page's (quote-4.30, 30 days). */
export const DEFAULT_MY_QUOTES_DAYS = 30;

/** portal-9.4: the gift card's default value in points (2,500 points, $25). */
export const DEFAULT_CARD_VALUE = 2500;

import { configuredText, safeUrl } from './schema';
import { DEFAULT_FACEBOOK_SDK, DEFAULT_INSTAGRAM_AUTHORIZE, SANDBOX_FACEBOOK_APP_ID, SANDBOX_INSTAGRAM_CLIENT_ID } from './social';

const hour = z.number().check(z.int(), z.minimum(0), z.maximum(23));
/** A social network's app or client id. */
const appId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/));

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
  /** My quotes lists the customer's quotes of the last this many days (default: the quote page's look-back, 30). */
  quoteDays: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(365)), DEFAULT_MY_QUOTES_DAYS),
  /**
   * Social connect in the rewards tab: portal-6.3, each network's button can be hidden (`instagram`,
   * `facebook`: shown by default); portal-7.17, the Instagram login page and app, the Facebook SDK's
   * script and app. The defaults are the sandbox's stand-ins (src/config/social.ts): a production page
   * names the networks' own (and adds the SDK's origin to the Content-Security-Policy's script-src).
   */
  social: z._default(
    z.strictObject({
      instagram: z._default(z.boolean(), true),
      facebook: z._default(z.boolean(), true),
      instagramAuthorizeUrl: z._default(safeUrl, DEFAULT_INSTAGRAM_AUTHORIZE),
      instagramClientId: z._default(appId, SANDBOX_INSTAGRAM_CLIENT_ID),
      facebookSdkUrl: z._default(safeUrl, DEFAULT_FACEBOOK_SDK),
      facebookAppId: z._default(appId, SANDBOX_FACEBOOK_APP_ID),
    }),
    {
      instagram: true,
      facebook: true,
      instagramAuthorizeUrl: DEFAULT_INSTAGRAM_AUTHORIZE,
      instagramClientId: SANDBOX_INSTAGRAM_CLIENT_ID,
      facebookSdkUrl: DEFAULT_FACEBOOK_SDK,
      facebookAppId: SANDBOX_FACEBOOK_APP_ID,
    },
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
