/**
 * Live inspection: a page's actor, created with the inspector, posts what it receives and the
 * transitions it takes under the same names the charts use; the studio's reducer follows it.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paymentMachine } from '../machines/payment.machine';
import { createInspector, type InspectMessage } from './inspect';
import { createActorController } from './paths/actors';
import { allTransitions } from './paths/model';
import { provideControlled, flushMicrotasks } from './paths/play';
import { isInspectMessage, liveReducer, type LiveState } from './studio/live';
import { CARRIERS } from '../fixtures/data/carriers';
import { lookupOutcomes, paymentFormValues } from '../fixtures/models/payment.model';

function recordingChannel() {
  const messages: InspectMessage[] = [];
  return {
    messages,
    channel: {
      postMessage: (m: unknown) => {
        // What a BroadcastChannel does: a structured clone.
        messages.push(structuredClone(m) as InspectMessage);
      },
      close: () => {},
    },
  };
}

describe('live inspection', () => {
  it('posts events, the transitions taken (by chart name) and the states reached', async () => {
    const { messages, channel } = recordingChannel();
    const controller = createActorController(paymentMachine);
    const actor = createActor(provideControlled(paymentMachine, controller), {
      input: { resultToken: null, pageUrl: 'http://localhost/pay/', now: () => Date.now() },
      inspect: createInspector(channel).inspect,
    });
    actor.start();
    controller.settle('loadCarriers', { done: [...CARRIERS] });
    await flushMicrotasks();
    actor.send({ type: 'form.submit', values: paymentFormValues('LSM-500-PAID') });
    controller.settle('lookup', { done: lookupOutcomes.alreadyPaid });
    await flushMicrotasks();
    actor.stop();

    expect(messages.every(isInspectMessage)).toBe(true);
    expect(messages[0]).toMatchObject({ kind: 'started', machine: 'payment', value: { loadingCarriers: 'formOpen' } });
    const steps = messages.filter((m): m is Extract<InspectMessage, { kind: 'microstep' }> => m.kind === 'microstep');
    expect(steps.map((m) => m.value)).toEqual(['editing', 'lookingUp', 'alreadyPaid']);
    const chartEdges = new Set(allTransitions(paymentMachine));
    for (const m of steps) for (const t of m.transitions) expect(chartEdges.has(t)).toBe(true);
    expect(steps[2]!.transitions).toEqual(['payment.lookingUp --xstate.done.actor.lookup [isAlreadyPaid]--> payment.alreadyPaid']);
    expect(messages.some((m) => m.kind === 'event' && m.event === 'form.submit')).toBe(true);
  });

  it('the studio keeps the latest state and transitions per page and a log', () => {
    const empty: LiveState = { supported: true, sessions: [], log: [] };
    const base = { session: 's1', machine: 'payment', page: '/pay/?inspect' };
    let state = liveReducer(empty, { type: 'message', message: { ...base, kind: 'started', value: 'loadingCarriers', at: 1 } });
    state = liveReducer(state, { type: 'message', message: { ...base, kind: 'event', event: 'form.submit', at: 2 } });
    state = liveReducer(state, {
      type: 'message',
      message: { ...base, kind: 'microstep', event: 'form.submit', transitions: ['a --form.submit--> b'], value: 'lookingUp', at: 3 },
    });
    expect(state.sessions).toEqual([{ ...base, value: 'lookingUp', taken: ['a --form.submit--> b'], lastAt: 3 }]);
    expect(state.log).toEqual([{ ...base, at: 2, event: 'form.submit', value: 'lookingUp' }]);
    state = liveReducer(state, { type: 'message', message: { ...base, kind: 'event', event: 'modal.close', at: 4 } });
    expect(state.sessions[0]!.taken).toEqual([]);
    expect(liveReducer(state, { type: 'clear' }).log).toEqual([]);
  });
});
