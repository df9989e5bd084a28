/**
 * The kit probe, machine alone: paths generated from its graph by the path engine, each played on
 * a real actor with its two calls held, checking each call's input and the output of each way out.
 */
import { describe, expect, it } from 'vitest';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { createActor } from 'xstate';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { fromCall } from './call';
import { defineProbe, probeRegion, type ProbeOutput } from './probe.machine';

interface Check {
  exists: boolean;
}

/** The probe as a flow makes it: its two calls (held by the tests) and its found rule. */
const never = () => new Promise<Check>(() => {});
const accountProbe = defineProbe<Check>({ checkMain: fromCall(never), checkCa: fromCall(never), isFound: (a) => a.exists });

const query = { email: 'maria.garcia@example.com' };
const route = { description: 'the call answers as the outcome says' };
const fault = { kind: 'http', status: 500, message: 'fault' };

const probePathModel = definePathModel({
  id: 'probe',
  machine: accountProbe,
  inputs: [{ label: 'an email to look for', input: { query }, sandbox: route }],
  userEvents: [],
  actors: {
    checkMain: [
      { label: 'found on the main endpoint', result: { done: { exists: true } }, sandbox: route },
      { label: 'not on the main endpoint', result: { done: { exists: false } }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
    checkCa: [
      { label: 'found on the California endpoint', result: { done: { exists: true } }, sandbox: route },
      { label: 'not on the California endpoint', result: { done: { exists: false } }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
  },
});

const generated = generatePaths(probePathModel);

/** What each path must end with, by the answers it gave. */
function expectedOutput(labels: string[]): ProbeOutput {
  if (labels.includes('found on the main endpoint')) return { outcome: 'found', region: 'main', answer: { exists: true } };
  if (labels.includes('found on the California endpoint')) return { outcome: 'found', region: 'ca', answer: { exists: true } };
  if (labels.includes('HTTP 500')) return { outcome: 'failed', error: fault };
  return { outcome: 'notFound' };
}

describe('kit probe: every path of its graph, machine alone', () => {
  it('covers every state and transition, and ends each way', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
    const ends = new Set(generated.paths.map((p) => p.steps.at(-1)?.leaves[0]));
    expect(ends).toEqual(new Set(['found', 'notFound', 'failed']));
  });

  for (const path of generated.paths) {
    it(path.title, async () => {
      const labels = path.steps.flatMap((s) => (s.outcome ? [s.outcome.label] : []));
      await runPathOnMachine(probePathModel, path, {
        onStep: (step, controller) => {
          const leaf = step.leaves[0];
          // The main endpoint first, California's only when the main has nothing; each with the query.
          if (leaf === 'checkingMain') expect(controller.calls.map((c) => [c.src, c.input])).toEqual([['checkMain', query]]);
          if (leaf === 'checkingCa') expect(controller.calls.map((c) => [c.src, c.input])).toEqual([['checkMain', query], ['checkCa', query]]);
        },
      });
      // The actor ended (checked at every step) in the final state the answers call for.
      expect(path.steps.at(-1)?.leaves[0]).toBe(expectedOutput(labels).outcome);
    });
  }
});

describe('kit probe: the output a flow reads', () => {
  it('found on California: the region and the answer; nothing found: the main region; a failure: its error', async () => {
    const run = async (answers: Array<[string, { done: Check } | { error: unknown }]>) => {
      const controller = createActorController(accountProbe);
      const actor = createActor(provideControlled(accountProbe, controller), { input: { query } }).start();
      for (const [id, result] of answers) {
        controller.settle(id, result);
        await flushMicrotasks();
      }
      return actor.getSnapshot().output!;
    };
    const ca = await run([['checkMain', { done: { exists: false } }], ['checkCa', { done: { exists: true } }]]);
    expect(ca).toEqual({ outcome: 'found', region: 'ca', answer: { exists: true } });
    expect(probeRegion(ca)).toBe('ca');
    const none = await run([['checkMain', { done: { exists: false } }], ['checkCa', { done: { exists: false } }]]);
    expect(none).toEqual({ outcome: 'notFound' });
    expect(probeRegion(none)).toBe('main');
    expect(await run([['checkMain', { done: { exists: false } }], ['checkCa', { error: fault }]])).toEqual({ outcome: 'failed', error: fault });
  });
});
