/**
 * Where the pay button may send the customer (site-4.7, site-4.8): a token answer whose payment
 * URL is on an origin the site config does not allow is the could-not-get-token error, reported by
 * its code, and nothing navigates; the ?token= leaves the address bar once the result is read.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CARRIERS } from '../fixtures/data/carriers';
import { lookupOutcomes, paymentFormValues } from '../fixtures/models/payment.model';
import type { CustomerPaymentResult, PaymentToken } from '../services/payments';
import type { AnalyticsEvent } from '../src/analytics';
import { paymentMachine, type PaymentInput } from './payment.machine';

/** The chart with its calls answered at once and its browser effects recorded. */
function start(input: Partial<PaymentInput>, token: PaymentToken = { paymentUrl: null, token: null, message: null }) {
  const tracked: AnalyticsEvent[] = [];
  const navigated: string[] = [];
  let cleared = 0;
  let clearedBeforeResult: boolean | null = null;
  const machine = paymentMachine.provide({
    actors: {
      loadCarriers: fromPromise(async () => [...CARRIERS]),
      lookup: fromPromise(async () => lookupOutcomes.payable),
      getToken: fromPromise(async () => token),
      loadResult: fromPromise(async (): Promise<CustomerPaymentResult> => {
        clearedBeforeResult = cleared > 0;
        return { customerPayment: null, message: 'No payment' };
      }),
    },
    actions: {
      track: (_, event) => tracked.push(event),
      navigate: (_, { url }) => navigated.push(url),
      clearResultToken: () => {
        cleared += 1;
      },
    },
  });
  const actor = createActor(machine, {
    input: { resultToken: null, pageUrl: 'https://www.agency.example/pay/', now: () => Date.now(), ...input },
  });
  actor.start();
  return { actor, tracked, navigated, cleared: () => cleared, clearedBeforeResult: () => clearedBeforeResult };
}

async function tokenAnswer(paymentUrl: string, paymentOrigins?: string[]) {
  const run = start(paymentOrigins ? { paymentOrigins } : {}, { paymentUrl, token: 'TOK-1', message: null });
  await waitFor(run.actor, (s) => s.matches('editing'));
  run.actor.send({ type: 'form.submit', values: paymentFormValues() });
  await waitFor(run.actor, (s) => s.matches({ errorModal: 'tokenFailed' }) || s.matches({ details: 'readyToPay' }));
  return run;
}

describe('[site-4.7 site-4.8] the pay button goes only to allowed origins', () => {
  it.each([
    ['https://evil.example/checkout'],
    ['http://localhost:1/'],
    ['/\\evil.example/checkout'],
    ['//evil.example/checkout'],
  ])('a token answer with paymentUrl %s is the could-not-get-token error, reported by its code', async (url) => {
    const run = await tokenAnswer(url, ['https://pay.provider.example']);
    expect(run.actor.getSnapshot().matches({ errorModal: 'tokenFailed' })).toBe(true);
    expect(run.tracked).toContainEqual({ event: 'payment_error', reason: 'token_failed' });
    run.actor.send({ type: 'pay.start' });
    expect(run.navigated).toEqual([]);
    run.actor.stop();
  });

  it('a payment URL on an origin of the site config is followed', async () => {
    const run = await tokenAnswer('https://pay.provider.example/checkout?t=1', ['https://pay.provider.example']);
    expect(run.actor.getSnapshot().matches({ details: 'readyToPay' })).toBe(true);
    run.actor.send({ type: 'pay.start' });
    expect(run.navigated).toEqual(['https://pay.provider.example/checkout?t=1']);
    run.actor.stop();
  });

  it('the same payment URL with no origin configured is refused', async () => {
    const run = await tokenAnswer('https://pay.provider.example/checkout?t=1');
    expect(run.actor.getSnapshot().matches({ errorModal: 'tokenFailed' })).toBe(true);
    run.actor.stop();
  });
});

describe('[site-4.12] the ?token= leaves the address bar once read', () => {
  it('entering the result clears the token, before the result is asked for', async () => {
    const run = start({ resultToken: 'TOK-APPROVED-LSM-100-PAY', pageUrl: 'https://www.agency.example/pay/?token=TOK-APPROVED-LSM-100-PAY' });
    await waitFor(run.actor, (s) => s.matches({ result: 'known' }));
    expect(run.cleared()).toBe(1);
    expect(run.clearedBeforeResult()).toBe(true);
    run.actor.stop();
  });

  it('the form page never touches the address bar', async () => {
    const run = start({});
    await waitFor(run.actor, (s) => s.matches('editing'));
    expect(run.cleared()).toBe(0);
    run.actor.stop();
  });
});
