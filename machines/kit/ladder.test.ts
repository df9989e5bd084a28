/**
 * The answer ladder: the transition list it builds, and a chart that reads an answer through one,
 * walked by the path engine: every rung is a transition of the graph, the first guard that holds
 * wins, and the rung's own actions run before the shared ones.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, toPromise } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { fromCall } from './call';
import { ladder } from './ladder';

describe('kit ladder: the transitions it builds', () => {
  it('one guarded transition per rung, in order, then the one for no guard; the rung actions before the shared ones', () => {
    const read = ({ event }: { event: { output: number } }) => ({ n: event.output });
    expect(ladder([['isBig', 'big', 'markBig'], ['isZero', 'zero']], ['other', 'markOther'], { params: read, actions: 'keep' })).toEqual([
      { guard: { type: 'isBig', params: read }, target: 'big', actions: ['markBig', 'keep'] },
      { guard: { type: 'isZero', params: read }, target: 'zero', actions: ['keep'] },
      { target: 'other', actions: ['markOther', 'keep'] },
    ]);
    expect(ladder([['ready', 'go']], 'stay')).toEqual([{ guard: 'ready', target: 'go', actions: [] }, { target: 'stay', actions: [] }]);
  });
});

const read = ({ event }: { event: { output: number } }) => ({ n: event.output });

/** A chart whose one answer goes to one of four outcomes by a ladder (big wins over even). */
const sortingMachine = setup({
  types: { context: {} as { seen: string[] } },
  actors: { measure: fromCall<number>(() => Promise.resolve(0)) },
  guards: {
    isBig: (_, p: { n: number }) => p.n >= 100,
    isEven: (_, p: { n: number }) => p.n % 2 === 0,
    isZero: (_, p: { n: number }) => p.n === 0,
  },
  actions: {
    note: assign(({ context }, p: { what: string }) => ({ seen: [...context.seen, p.what] })),
  },
}).createMachine({
  id: 'sorting',
  context: { seen: [] },
  initial: 'measuring',
  states: {
    measuring: {
      description: 'The one call',
      invoke: {
        id: 'measure',
        src: 'measure',
        onDone: ladder(
          [
            ['isBig', 'big', { type: 'note', params: { what: 'big' } }],
            ['isEven', 'even'],
            ['isZero', 'zero'],
          ],
          'odd',
          { params: read, actions: { type: 'note', params: { what: 'answered' } } },
        ),
        onError: { target: 'odd' },
      },
    },
    big: { description: 'At least 100', type: 'final' },
    even: { description: 'Even, under 100', type: 'final' },
    zero: { description: 'Zero: never reached, the even rung comes first', type: 'final' },
    odd: { description: 'Odd, under 100, or no answer', type: 'final' },
  },
});

const route = { description: 'the call answers as the outcome says' };
const sortingModel = definePathModel({
  id: 'sorting',
  machine: sortingMachine,
  inputs: [{ label: 'a measure', input: undefined, sandbox: route }],
  userEvents: [],
  actors: {
    measure: [
      { label: '200', result: { done: 200 }, sandbox: route },
      { label: '0', result: { done: 0 }, sandbox: route },
      { label: '7', result: { done: 7 }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500 } }, sandbox: route },
    ],
  },
});

describe('kit ladder: a chart read through one, walked by the path engine', () => {
  const generated = generatePaths(sortingModel);

  it('the first guard that holds wins: 200 is big before even, 0 is even before zero', () => {
    console.log(formatCoverage(generated));
    const ends = Object.fromEntries(generated.paths.map((p) => [p.steps.at(-1)?.outcome?.label, p.steps.at(-1)?.leaves[0]]));
    expect(ends).toEqual({ '200': 'big', '0': 'even', '7': 'odd', 'HTTP 500': 'odd' });
    // The rung after one that always holds first is a transition no path takes.
    expect(generated.coverage.states.missing).toEqual(['zero']);
    expect(generated.coverage.transitions.missing).toEqual([expect.stringMatching(/zero$/)]);
  });

  for (const path of generated.paths) {
    it(`${path.title}: the actor ends where the graph says`, async () => {
      await runPathOnMachine(sortingModel, path);
    });
  }

  it('runs the rung action before the shared one', async () => {
    const actor = createActor(sortingMachine.provide({ actors: { measure: fromCall<number>(() => Promise.resolve(150)) } })).start();
    await toPromise(actor);
    expect(actor.getSnapshot().context.seen).toEqual(['big', 'answered']);
  });
});
