/**
 * The kit poll, machine alone: paths generated from its graph by the path engine (polls made tell
 * states apart), each played on a real actor with its call held and a simulated clock; then what a
 * flow reads: the output of each outcome, the countdown, the call's input, nothing after leaving.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createActorController } from '../../src/paths/actors';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { flushMicrotasks, MODEL_EPOCH, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { definePoll, pollRemainingMs, type PollInput } from './poll.machine';
import { fromCall } from './call';

interface Status {
  ready: boolean;
}

/** The chart as a flow makes it: its call (held by the tests) and its done rule. */
const statusPoll = definePoll<Status>({ fetch: fromCall<Status>(() => Promise.resolve({ ready: false })), isDone: (a) => a.ready });

/**
 * The paths are generated with the chart's clock standing still (src/paths/model.ts): a window is
 * walked as one already spent at the first answer, the waits by the attempt limit; the window that
 * runs out as the clock moves is checked below, with a simulated clock.
 */
const now = () => MODEL_EPOCH;
const windowed: PollInput = { intervalMs: 3000, windowMs: 0, now };
const counted: PollInput = { intervalMs: 3000, maxPolls: 3, now };
const route = { description: 'the call answers as the outcome says' };

const pollPathModel = definePathModel({
  id: 'poll',
  machine: statusPoll,
  inputs: [
    { label: 'a window spent at once', input: windowed, sandbox: route },
    { label: 'at most 3 polls', input: counted, sandbox: route },
  ],
  userEvents: [],
  distinguish: (context) => ({ polls: context.polls }),
  actors: {
    fetch: [
      { label: 'done', result: { done: { ready: true } }, sandbox: route },
      { label: 'not yet', result: { done: { ready: false } }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500 } }, sandbox: route },
    ],
  },
});

const generated = generatePaths(pollPathModel);

describe('kit poll: every path of its graph, machine alone', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(path.title, async () => {
      await runPathOnMachine(pollPathModel, path, {
        onStep: (step, controller) => {
          if (step.leaves[0] === 'polling.fetching') {
            const made = controller.calls.filter((c) => c.src === 'fetch').length;
            expect(controller.lastInput('fetch')).toEqual({ poll: made });
          }
        },
      });
    });
  }

  it('ends timed out at the first answer past the window, at the last of the attempts, and fails at any poll', () => {
    const polls = (input: string | null, end: string) =>
      generated.paths
        .filter((p) => (input === null || p.start.label === input) && p.steps.at(-1)?.leaves[0] === end)
        .map((p) => p.steps.filter((s) => s.actorId === 'fetch').length);
    expect(polls('a window spent at once', 'timedOut')).toEqual([1]);
    expect(polls('at most 3 polls', 'timedOut')).toEqual([3]);
    expect(polls(null, 'failed')).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(polls(null, 'done')).toEqual(expect.arrayContaining([1, 2, 3]));
  });
});

describe('kit poll: what the flow reads', () => {
  function open(input: Omit<PollInput, 'now'>) {
    const clock = new SimulatedClock();
    clock.set(MODEL_EPOCH);
    const controller = createActorController(statusPoll);
    const actor = createActor(provideControlled(statusPoll, controller), { input: { ...input, now: () => clock.now() }, clock });
    actor.start();
    const answer = async (result: { done: Status } | { error: unknown }) => {
      controller.settle('fetch', result);
      await flushMicrotasks();
    };
    return { actor, clock, controller, answer };
  }

  it('outputs the done answer and the polls made; the countdown runs down on the chart clock', async () => {
    const r = open({ intervalMs: 3000, windowMs: 30_000 });
    expect(pollRemainingMs(r.actor.getSnapshot().context)).toBe(30_000);
    await r.answer({ done: { ready: false } });
    r.clock.increment(3000);
    expect(pollRemainingMs(r.actor.getSnapshot().context)).toBe(27_000);
    await r.answer({ done: { ready: true } });
    expect(r.actor.getSnapshot().output).toEqual({ outcome: 'done', answer: { ready: true }, polls: 2 });
  });

  it('a 6 s window polling every 3 s: the answer at 6 s ends it, timed out', async () => {
    const r = open({ intervalMs: 3000, windowMs: 6000 });
    for (let i = 0; i < 2; i += 1) {
      await r.answer({ done: { ready: false } });
      r.clock.increment(3000);
    }
    expect(r.actor.getSnapshot().matches('polling')).toBe(true);
    expect(pollRemainingMs(r.actor.getSnapshot().context)).toBe(0);
    await r.answer({ done: { ready: false } });
    expect(r.actor.getSnapshot().output).toEqual({ outcome: 'timedOut', answer: { ready: false }, polls: 3 });
  });

  it('a failure ends the polling with the last answer received', async () => {
    const r = open({ intervalMs: 3000 });
    await r.answer({ done: { ready: false } });
    r.clock.increment(3000);
    await r.answer({ error: { kind: 'http', status: 500 } });
    expect(r.actor.getSnapshot().output).toEqual({ outcome: 'failed', answer: { ready: false }, polls: 1 });
    expect(pollRemainingMs(r.actor.getSnapshot().context)).toBeNull();
  });

  it('stopped while waiting, it makes no further call however long the clock runs', async () => {
    const r = open({ intervalMs: 3000 });
    await r.answer({ done: { ready: false } });
    r.actor.stop();
    r.clock.increment(60_000);
    await flushMicrotasks();
    expect(r.controller.calls).toHaveLength(1);
  });
});
