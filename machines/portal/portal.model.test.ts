/** The portal chart and its policies chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { portalPathModel } from '../../fixtures/models/portal.model';
import { findPortalCustomer, SANDBOX_PORTAL } from '../../fixtures/data/portal';
import type { AnalyticsEvent } from '../../src/analytics';
import { generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';

const generated = generatePaths(portalPathModel);
const sam = findPortalCustomer(SANDBOX_PORTAL.statuses)!;
const carmen = findPortalCustomer(SANDBOX_PORTAL.california)!;
const paula = findPortalCustomer(SANDBOX_PORTAL.platinumHistory)!;
/** The customer of a start that is not California's: Paula's, else Sam's. */
const paulaOrSam = (label: string) => (label.startsWith('Paula') ? paula : sam);

interface Recorded {
  navigated: string[];
  cleared: number;
  tabs: string[];
  tracked: AnalyticsEvent[];
  reloads: number;
}

function recording(): { recorded: Recorded; provide: (machine: AnyStateMachine) => AnyStateMachine } {
  const recorded: Recorded = { navigated: [], cleared: 0, tabs: [], tracked: [], reloads: 0 };
  return {
    recorded,
    provide: (machine) =>
      machine.provide({
        actions: {
          navigate: (_: unknown, p: { url: string }) => recorded.navigated.push(p.url),
          redirect: (_: unknown, p: { url: string }) => recorded.navigated.push(`redirect ${p.url}`),
          clearToken: () => {
            recorded.cleared += 1;
          },
          showTab: (_: unknown, p: { tab: string }) => recorded.tabs.push(p.tab),
          track: (_: unknown, e: AnalyticsEvent) => recorded.tracked.push(e),
          reload: () => {
            recorded.reloads += 1;
          },
        },
      }),
  };
}

describe('portal chart, machine alone: every path, with the input of each call and the effects', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const { recorded, provide } = recording();
      const answered: string[] = [];
      const california = path.start.label.includes('California');
      const region = california ? 'ca' : 'main';
      const customer = california ? carmen : sam;
      await runPathOnMachine(portalPathModel, path, {
        provide,
        onStep: (step, controller) => {
          if (step.actorId && step.outcome) answered.push(`${step.actorId}: ${step.outcome.label}`);
          const leaves = step.leaves;
          // [portal-6.2] no valid customer token, or one the API refuses: the token goes, and the
          // page goes to sign-in, which brings the customer back to the portal.
          if (leaves.includes('signedOut')) {
            expect(recorded.cleared).toBe(1);
            expect(recorded.navigated).toEqual(['redirect /sign-in/?next=%2Fportal%2F']);
          }
          // [portal-2.2] [portal-7.6] [portal-3.4] back from payment: the payment asked by the token of the address.
          if (leaves.includes('paymentReturn')) expect(controller.lastInput('paymentReturn')).toEqual({ token: 'TOK-APPROVED-LSM-760-PAYNOW' });
          // [portal-7.3] [portal-3.1] [portal-6.2] the profile, on the customer's endpoint (state ca: California's).
          if (leaves.includes('loadingProfile')) expect(controller.lastInput('profile')).toEqual({ region });
          // [portal-7.4] [portal-3.2] the policies list on the same endpoint; [portal-3.3] then the carrier list.
          if (leaves.includes('policies:loading')) expect(controller.lastInput('policies')).toEqual({ region });
          if (leaves.includes('policies:loadingCarriers')) expect(controller.lastInput('carriers')).toEqual({ region });
          // [portal-7.5] a policy's details, by its policyId.
          if (leaves.includes('policies:listed.loadingDetails')) expect(controller.lastInput('details')).toEqual({ region, policyId: 'PP-7600' });
          // [portal-7.13] make-payment: the customer token fetch first, with the profile's email, phone and birth date.
          if (leaves.includes('policies:listed.gettingToken')) {
            expect(controller.lastInput('customerToken')).toEqual({ payer: { email: customer.email, phone: customer.phone, dob: customer.birthDate, state: customer.state } });
          }
          // [portal-7.7] then the payment URL of the policy, with that token.
          if (leaves.includes('policies:listed.gettingUrl')) {
            expect(controller.lastInput('payUrl')).toMatchObject({ region, token: 'sbx-cust-1' });
          }
          // [portal-7.7] an allowed payment URL: the page leaves for it. [portal-4.15] A social connect
          // awarded: the page reloads. [portal-7.17] An Instagram login the browser showed no popup for: the page goes to it.
          if (leaves.includes('leaving')) {
            const blocked = answered.includes('instagramLogin: no popup (blocked)');
            expect(recorded.navigated).toEqual(
              blocked ? [expect.stringMatching(/^http:\/\/localhost\/sandbox\/instagram\/authorize\?/)] : ['http://localhost/sandbox/provider?token=TOK-APPROVED-LSM-760-PAYNOW&lang=en&back=portal'],
            );
          }
          expect(recorded.reloads).toBe(leaves.includes('reloading') ? 1 : 0);
          // [portal-7.11] the award of the type connected, on the customer's endpoint; [portal-8.6] a failed award logged.
          if (leaves.includes('rewards/social:awarding')) {
            const type = answered.some((a) => a.startsWith('facebookLogin')) ? 'FBConnect' : 'IGConnect';
            expect(controller.lastInput('award')).toEqual({ region, type });
          }
          const awardFailed = answered.includes('award: HTTP 500');
          expect(recorded.tracked.some((e) => e.event === 'portal_error' && e.message === 'social connect api error')).toBe(awardFailed);
          // [portal-8.4] [portal-2.4] the pay-now URL failed (or is on an origin not allowed): the help dialog, the error logged, the page stays.
          if (leaves.includes('policies:listed.help')) {
            expect(recorded.tracked).toContainEqual({ event: 'portal_error', message: 'Error in fetching paynow url' });
            expect(recorded.navigated).toEqual([]);
          }
          // [portal-4.11] status A: success; [portal-8.5] anything else, or no answer: the failure, its result message logged.
          if (leaves.includes('ready.notice.paid')) expect(recorded.tracked).toContainEqual({ event: 'portal_payment_result', status: 'success', resultMessage: null });
          if (leaves.includes('ready.notice.paymentFailed')) {
            const declined = answered.includes('paymentReturn: declined');
            expect(recorded.tracked).toContainEqual({ event: 'portal_payment_result', status: 'failure', resultMessage: declined ? 'The card was declined.' : null });
          }
          // [portal-7.8] [portal-3.5] the rewards tab reads the loyalty ledgers on the customer's endpoint.
          if (leaves.includes('rewards:loadingLoyalty')) expect(controller.lastInput('loyalty')).toEqual({ region });
          // [portal-7.9] [portal-9.3] then the points history, at offsets 0, 50, 100... while the answer says hasMore.
          if (leaves.includes('rewards:loadingHistory')) {
            const since = answered.lastIndexOf(answered.findLast((a) => a.startsWith('loyalty: ')) ?? '');
            const pages = answered.slice(since + 1).filter((a) => a.startsWith('history: ') && a !== 'history: HTTP 500').length;
            expect(controller.lastInput('history')).toEqual({ region, offset: pages * 50 });
          }
          // [portal-7.10] [portal-4.14] a confirmed redemption asks for the configured card type.
          if (leaves.includes('rewards:shown.redeem.redeeming')) expect(controller.lastInput('redeem')).toEqual({ region, cardType: 'giftcard' });
          // [portal-8.3] a failed redemption logs redemption_api_error.
          if (leaves.includes('rewards:shown.redeem.redeemFailed')) expect(recorded.tracked).toContainEqual({ event: 'portal_error', message: 'redemption_api_error' });
          // [portal-7.12] [portal-3.7] [portal-5.1] the referral: to the configured URL, the customer's name, email and
          // phone from the profile, the friend's as typed, phones without dashes.
          if (leaves.includes('rewards:shown.referral.sending')) {
            const sent = controller.lastInput('refer') as { region: string; url: string; body: Record<string, string> };
            const who = california ? carmen : paulaOrSam(path.start.label);
            const friend = path.steps.findLast((s) => s.kind === 'user' && s.event.type === 'referral.submit');
            const refEmail = (friend && 'values' in friend.event ? (friend.event.values as { refEmail: string }).refEmail : '') as string;
            expect(sent).toEqual({
              region,
              url: '/portal/referral',
              body: {
                customerName: `${who.name} ${who.surname}`,
                customerEmail: who.email,
                customerPhone: who.phone,
                zipCode: '75201',
                refName: 'Lena',
                refEmail,
                refPhone: '2145550199',
              },
            });
          }
          // [portal-2.1] each tab the customer opens is a history entry of its own (Back returns to the one before).
          const opened = path.steps.slice(0, path.steps.indexOf(step) + 1).filter((s) => s.kind === 'user' && s.event.type === 'tab.select');
          expect(recorded.tabs).toEqual(opened.map((s) => (s.event as unknown as { tab: string }).tab));
        },
      });
    });
  }
});

describe('portal chart: where each start goes', () => {
  const startOf = (label: string) => generated.paths.find((p) => p.start.label === label);

  it('[portal-2.1] ?tabid= with any value containing "policies" opens the policies tab', () => {
    const path = generated.paths.find((p) => p.start.label.includes('?tabid=mypolicies') && p.steps.some((s) => s.leaves.includes('ready.tab.lists.policies')));
    expect(path?.steps.find((s) => s.leaves.some((l) => l.startsWith('ready.tab.')))?.leaves).toContain('ready.tab.lists.policies');
  });

  it('[portal-1.1] [portal-2.5] a customer with no policies sees the empty state', () => {
    const path = generated.paths.find((p) => p.start.label.includes('no policies') && p.steps.some((s) => s.leaves.includes('policies:empty')));
    expect(path).toBeDefined();
  });

  it('[portal-6.2] a visitor who is not signed in goes to sign-in at once, with no call', () => {
    const path = startOf('not signed in');
    expect(path?.steps.map((s) => s.leaves)).toEqual([['signedOut']]);
  });
});
