// @vitest-environment node
/** The chart lint on charts made to break each rule, and on the same charts made right. */
import { describe, expect, it } from 'vitest';
import { and, assign, createMachine, fromPromise, not, raise, sendParent, setup, stateIn } from 'xstate';
import { chartLint } from './lint';

const named = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'go' } | { type: 'back' } },
  actors: { call: fromPromise(async () => 1) },
  guards: { small: ({ context }) => context.n < 3, big: ({ context }) => context.n > 9 },
  actions: { count: assign(({ context }) => ({ n: context.n + 1 })) },
});

describe('chart lint', () => {
  it('passes a chart whose actions, guards and actors are named in setup', () => {
    const chart = named.createMachine({
      id: 'good',
      context: { n: 0 },
      initial: 'a',
      states: {
        a: {
          entry: [raise({ type: 'back' })],
          on: {
            go: [
              { guard: and(['small', not('big'), stateIn('a')]), target: 'b', actions: 'count' },
              { guard: { type: 'big' }, target: 'b', actions: { type: 'count' } },
            ],
          },
        },
        b: { invoke: { id: 'call', src: 'call', onDone: 'a' }, exit: sendParent({ type: 'x' }) },
      },
    });
    expect(chartLint(chart)).toEqual([]);
  });

  it('names each inline assign, anonymous guard, unnamed actor and invoke without an id', () => {
    // Untyped, as a chart without setup would be: setup's types refuse an inline actor.
    const chart = createMachine({
      id: 'bad',
      context: { n: 0 },
      initial: 'a',
      states: {
        a: {
          entry: assign({ n: 1 }),
          on: {
            go: { guard: ({ context }) => context.n > 1, target: 'b', actions: () => {} },
            back: { guard: and(['small', ({ context }) => context.n === 2]), target: 'b' },
          },
        },
        b: { invoke: [{ src: 'call', onDone: 'a' }, { id: 'inline', src: fromPromise(async () => 2) }] },
      },
    }).provide({ actors: { call: fromPromise(async () => 1) }, guards: { small: () => true } });
    expect(chartLint(chart)).toEqual([
      'bad a: an inline assign on entry',
      'bad a: an anonymous action on go',
      'bad a: an anonymous guard on go',
      'bad a: an anonymous guard on back',
      'bad b: invokes "call" without an explicit id',
      'bad b: invokes an actor not named in setup',
    ]);
  });

  it('reads the child charts a chart invokes, named by their invoke id', () => {
    const child = createMachine({ id: 'child', initial: 'x', states: { x: { entry: assign({}) } } });
    const parent = setup({ actors: { child } }).createMachine({ id: 'parent', initial: 'p', states: { p: { invoke: { id: 'kid', src: 'child' } } } });
    expect(chartLint(parent)).toEqual(['child (kid) x: an inline assign on entry']);
  });
});
