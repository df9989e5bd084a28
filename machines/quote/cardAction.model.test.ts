/**
 * The quote card's button machine alone (machines/quote/cardAction.machine.ts): every generated path with
 * its calls held by the controller, each checked for what it tracks and what it calls; then the
 * rules one by one against the sandbox's real calls (selectQuote, buyNow, contact).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, type Region } from '../../services/http';
import type { TokenStore } from '../../services/tokens';
import { createTokenStore } from '../../src/storage/tokens';
import type { AnalyticsEvent } from '../../src/analytics';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { connectSandbox, TEST_BEARER_TOKEN } from '../../fixtures/sandbox/testing';
import { cardActionMachine, contactTypeOf, FRAME_LOAD_TIMEOUT_MS, type CardActionInput } from './cardAction.machine';
import { DEFAULT_CARD_SETTINGS } from './quoteSettings';

const lsm = { rateQuoteId: 'RQ-LSM-6', companyID: 'LSM', companyName: 'Lone Star Mutual' };
const URL_LSM = 'https://buy.lsm.example/start?quote=RQ-LSM-6';
const http500 = new ApiError('http', '/api/rating/buyNow', 500, 'Server error', null);

/** The visitor's token store the calls are given (a memory store: these calls never find their token refused, or the sandbox's is any). */
const tokens = createTokenStore({ backend: null, brand: 'agency' });
const input = (kind: CardActionInput['kind'], presentation: CardActionInput['presentation'] = 'confirm'): CardActionInput => ({
  kind,
  quote: lsm,
  presentation,
  targets: DEFAULT_CARD_SETTINGS.targets,
  tokens,
});
/** What the buy-now calls are given. */
type CallInput = { rateQuoteId: string; region: Region; tokens: TokenStore };
/** A page whose site config lists the carrier for the frame but not for a tab (so neither: a frame must be one a tab may open). */
const frameOnly: CardActionInput = { ...input('buyNow', 'iframe'), targets: { ...DEFAULT_CARD_SETTINGS.targets, buyNow: [] } };
/** A page whose site config lists the carrier for a tab but not for the frame: the frame presentation opens a tab. */
const tabOnly: CardActionInput = { ...input('buyNow', 'iframe'), targets: { ...DEFAULT_CARD_SETTINGS.targets, frame: [] } };

const cardActionPathModel = definePathModel({
  id: 'cardAction',
  machine: cardActionMachine,
  inputs: [
    { label: 'buy now, confirmation', input: input('buyNow', 'confirm'), sandbox: { description: 'a Safari visitor, or the day says modal' } },
    { label: 'buy now, new tab', input: input('buyNow', 'newTab'), sandbox: { description: 'the open-new-window flag' } },
    { label: 'buy now, frame', input: input('buyNow', 'iframe'), sandbox: { description: 'the day says iframe' } },
    { label: 'buy now, frame, no tab allowed', input: frameOnly, sandbox: { description: 'the day says iframe; allowedOrigins.buyNow without the carrier' } },
    { label: 'buy now, frame not allowed', input: tabOnly, sandbox: { description: 'the day says iframe; allowedOrigins.frame without the carrier' } },
    { label: 'call me', input: input('call'), sandbox: { description: 'Call me on a type 2 carrier with agents free' } },
  ],
  userEvents: [
    { label: 'says Yes', event: { type: 'buy.confirm' } },
    { label: 'says No', event: { type: 'buy.cancel' } },
    { label: 'closes the frame', event: { type: 'frame.close' } },
    { label: 'opens the frame in a new window', event: { type: 'frame.openWindow' } },
    { label: "the carrier's page loads in the frame", event: { type: 'frame.loaded' } },
    { label: 'tries again', event: { type: 'action.retry' } },
    { label: 'closes', event: { type: 'action.close' } },
    { label: 'answers Yes to the feedback', event: { type: 'feedback.answer', helpful: true } },
  ],
  actors: {
    selectQuote: [
      { label: 'chosen', result: { done: undefined }, sandbox: { description: 'any quote' } },
      { label: 'HTTP 500', result: { error: http500 }, sandbox: { description: 'RQ-SRI-*' } },
    ],
    fetchUrl: [
      { label: 'an https address', result: { done: URL_LSM }, sandbox: { description: 'any quote' } },
      { label: 'an empty address', result: { done: '' }, sandbox: { description: 'RQ-PSH-6' } },
      { label: 'an http address', result: { done: 'http://buy.psh.example/start' }, sandbox: { description: 'RQ-PSH-12' } },
      { label: 'HTTP 500', result: { error: http500 }, sandbox: { description: 'the 500 fault' } },
    ],
    sendContact: [
      { label: 'sent', result: { done: { isSuccess: true, message: 'send event success' } }, sandbox: { description: 'any quote' } },
      { label: 'HTTP 500', result: { error: http500 }, sandbox: { description: 'RQ-BAP-*' } },
    ],
  },
});

const generated = generatePaths(cardActionPathModel);

describe('cardAction chart, machine alone: every path', () => {
  it('[quote-2.28 quote-2.29 quote-2.30] covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const tracked: AnalyticsEvent[] = [];
      const opened: string[] = [];
      await runPathOnMachine(cardActionPathModel, path, {
        provide: () => cardActionMachine.provide({ actions: { track: (_, event) => tracked.push(event), openTab: (_, p) => opened.push(p.url) } }),
        onStep: (step, controller) => {
          const leaf = step.leaves[0] ?? '';
          // Only the safe address is ever opened, once, and only by Yes, Open in a new window, a new-tab
          // presentation, or the frame's fallback (no load in time).
          const opens =
            step.event.type === 'buy.confirm' ||
            step.event.type === 'frame.openWindow' ||
            (step.kind === 'after' && leaf === 'done') ||
            (leaf === 'done' && step.kind === 'done' && step.text.includes('https'));
          expect(opened).toEqual(opens ? [URL_LSM] : []);
          opened.length = 0;
          if (leaf === 'selecting') expect(controller.lastInput('selectQuote')).toEqual({ rateQuoteId: 'RQ-LSM-6', region: 'main', tokens });
          if (leaf === 'contacting') expect(controller.lastInput('sendContact')).toEqual({ rateQuoteId: 'RQ-LSM-6', contactType: 1, region: 'main', tokens });
          if (step.kind === 'error' && step.text.includes('selectQuote')) {
            expect(tracked.at(-1)).toEqual({ event: 'quote_error', type: 'API Error', code: 200, message: 'Error sending FW event to selectQuote' });
          }
          if (leaf === 'unavailable' && step.text.includes('an empty address')) {
            expect(tracked.at(-1)).toEqual({
              event: 'quote_error',
              type: 'API Error',
              code: 200,
              message: 'Buy Now url empty for carrier:Lone Star Mutual',
              rateQuoteId: 'RQ-LSM-6',
            });
          }
        },
      });
    });
  }
});

describe('cardAction rules', () => {
  it('[quote-7.28] a text is contact type 0; a call and "contact me" are 1', () => {
    expect(contactTypeOf('text')).toBe(0);
    expect(contactTypeOf('call')).toBe(1);
    expect(contactTypeOf('contact')).toBe(1);
  });

  it('[quote-2.30] the frame shows the https address; Open in a new window opens it and ends', async () => {
    const opened: string[] = [];
    const actor = createActor(
      cardActionMachine.provide({
        actors: {
          selectQuote: fromPromise<void, CallInput>(async () => undefined),
          fetchUrl: fromPromise<string | null, CallInput>(async () => 'https://buy.gca.example/start'),
        },
        actions: { openTab: (_, p) => opened.push(p.url) },
      }),
      { input: input('buyNow', 'iframe') },
    ).start();
    await waitFor(actor, (s) => s.matches('framed'));
    expect(actor.getSnapshot().context.url).toBe('https://buy.gca.example/start');
    expect(opened).toEqual([]);
    actor.send({ type: 'frame.openWindow' });
    expect(opened).toEqual(['https://buy.gca.example/start']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  describe('the frame falls back to a new tab', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    function framing(actionInput: CardActionInput = input('buyNow', 'iframe')) {
      const opened: string[] = [];
      const actor = createActor(
        cardActionMachine.provide({
          actors: {
            selectQuote: fromPromise<void, CallInput>(async () => undefined),
            fetchUrl: fromPromise<string | null, CallInput>(async () => URL_LSM),
          },
          actions: { openTab: (_, p) => opened.push(p.url) },
        }),
        { input: actionInput },
      ).start();
      return { actor, opened };
    }

    it(`[quote-2.30] a frame not loaded after ${FRAME_LOAD_TIMEOUT_MS} ms: the carrier's page opens in a new tab instead (fake clock)`, async () => {
      vi.useFakeTimers();
      const { actor, opened } = framing();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ framed: 'loading' })).toBe(true);
      await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().matches('framed')).toBe(true);
      expect(opened).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().status).toBe('done');
      expect(opened).toEqual([URL_LSM]);
    });

    it('[quote-2.30] a frame that loads in time stays, however long it shows: no tab', async () => {
      vi.useFakeTimers();
      const loads = framing();
      await vi.advanceTimersByTimeAsync(0);
      loads.actor.send({ type: 'frame.loaded' });
      await vi.advanceTimersByTimeAsync(10 * FRAME_LOAD_TIMEOUT_MS);
      expect(loads.actor.getSnapshot().matches({ framed: 'shown' })).toBe(true);
      expect(loads.opened).toEqual([]);
    });

    it("[quote-2.30] an address the frame list refuses is not framed: a new tab (the tab's list allows it); one no tab may open is the url-empty event", async () => {
      const refused = framing({ ...input('buyNow', 'iframe'), targets: { ...DEFAULT_CARD_SETTINGS.targets, frame: [] } });
      await waitFor(refused.actor, (s) => s.status === 'done');
      expect(refused.opened).toEqual([URL_LSM]);
      const noTab = framing(frameOnly);
      await waitFor(noTab.actor, (s) => s.matches('unavailable'));
      expect(noTab.opened).toEqual([]);
    });
  });

  it('[quote-2.34] the feedback is answered once: a second answer changes nothing', async () => {
    const tracked: AnalyticsEvent[] = [];
    const actor = createActor(
      cardActionMachine.provide({ actors: { sendContact: fromPromise<unknown, CallInput & { contactType: 0 | 1 }>(async () => ({ isSuccess: true, message: '' })) }, actions: { track: (_, e) => tracked.push(e) } }),
      { input: input('text') },
    ).start();
    await waitFor(actor, (s) => s.matches({ contacted: 'asking' }));
    actor.send({ type: 'feedback.answer', helpful: false });
    expect(actor.getSnapshot().matches({ contacted: 'thanked' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'feedback.answer', helpful: true })).toBe(false);
    actor.send({ type: 'feedback.answer', helpful: true });
    expect(actor.getSnapshot().context.helpful).toBe(false);
    expect(tracked).toEqual([{ event: 'contact_feedback', helpful: false }]);
  });
});

describe('cardAction against the sandbox (real calls)', () => {
  beforeEach(() => {
    connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
  });

  async function run(actionInput: CardActionInput, opened: string[] = []) {
    const tracked: AnalyticsEvent[] = [];
    const actor = createActor(
      cardActionMachine.provide({
        actions: { track: (_, e) => tracked.push(e), openTab: (_, p) => opened.push(p.url) },
      }),
      { input: actionInput },
    ).start();
    await waitFor(actor, (s) => !s.hasTag('loading') && !s.matches('starting'), { timeout: 5000 });
    return { actor, tracked, opened };
  }

  it('[quote-7.15 quote-7.16] buy now in a new tab: selectQuote, then the carrier address opened, and done', async () => {
    const { actor, opened } = await run({ ...input('buyNow', 'newTab'), quote: { rateQuoteId: 'RQ-LSM-6', companyID: 'LSM', companyName: 'Lone Star Mutual' } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(opened).toEqual([URL_LSM]);
  });

  it('[quote-8.8] a failed selectQuote is tracked and buy now goes on to the confirmation', async () => {
    const { actor, tracked } = await run({ ...input('buyNow', 'confirm'), quote: { rateQuoteId: 'RQ-SRI-6', companyID: 'SRI', companyName: 'Sierra Ridge Insurance' } });
    expect(tracked).toEqual([{ event: 'quote_error', type: 'API Error', code: 200, message: 'Error sending FW event to selectQuote' }]);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.url).toMatch(/^https:\/\/buy\.sri\.example\//);
  });

  it('[quote-8.8] an empty address: the "url empty" event with the carrier and rateQuoteId, and nothing opened', async () => {
    const { actor, tracked, opened } = await run({ ...input('buyNow', 'newTab'), quote: { rateQuoteId: 'RQ-PSH-6', companyID: 'PSH', companyName: 'Prairie Shield' } });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(tracked).toEqual([{ event: 'quote_error', type: 'API Error', code: 200, message: 'Buy Now url empty for carrier:Prairie Shield', rateQuoteId: 'RQ-PSH-6' }]);
    expect(opened).toEqual([]);
  });

  it('an http address is never opened or framed', async () => {
    const { actor, opened } = await run({ ...input('buyNow', 'iframe'), quote: { rateQuoteId: 'RQ-PSH-12', companyID: 'PSH', companyName: 'Prairie Shield' } });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.url).toBeNull();
    expect(opened).toEqual([]);
  });

  it('[quote-8.8] an https address of an origin the site does not allow: never opened or framed; the "url empty" event and the agent contact instead', async () => {
    const gca12 = { rateQuoteId: 'RQ-GCA-12', companyID: 'GCA', companyName: 'Gulf Coast Auto' };
    for (const presentation of ['newTab', 'confirm', 'iframe'] as const) {
      const { actor, tracked, opened } = await run({ ...input('buyNow', presentation), quote: gca12 });
      expect(actor.getSnapshot().value).toBe('unavailable');
      expect(actor.getSnapshot().context.url).toBeNull();
      expect(opened).toEqual([]);
      expect(tracked).toEqual([{ event: 'quote_error', type: 'API Error', code: 200, message: 'Buy Now url empty for carrier:Gulf Coast Auto', rateQuoteId: 'RQ-GCA-12' }]);
      expect(actor.getSnapshot().output ?? { unavailable: actor.getSnapshot().context.unavailable }).toEqual({ unavailable: true });
    }
  });

  it('[quote-7.28 quote-2.28] call me: the contact request is taken and the success modal asks for feedback', async () => {
    const { actor } = await run(input('call'));
    expect(actor.getSnapshot().matches({ contacted: 'asking' })).toBe(true);
  });

  it('[quote-7.28] a failed contact request offers Try again', async () => {
    const { actor } = await run({ ...input('text'), quote: { rateQuoteId: 'RQ-BAP-6', companyID: 'BAP', companyName: 'Bluebonnet Agency Plan' } });
    expect(actor.getSnapshot().value).toBe('contactFailed');
    expect(actor.getSnapshot().can({ type: 'action.retry' })).toBe(true);
  });
});

