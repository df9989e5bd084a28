/**
 * The path engine's coverage of what a chart does on its own as it starts: a transient state
 * that chooses where to open by the input (the quote form opens at the stage of the address's
 * hash) is visited, and its eventless transitions are taken, on the first step of each path.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, stateIn } from 'xstate';
import { eventsFor, generatePaths, leafStates, measureCoverage, selectLeafPaths, selectPaths } from './model';
import { tourPaths } from './tours';
import { definePathModel, definePathModelWithChildren } from './types';

const opener = setup({
  types: { input: {} as { at: 'left' | 'right' }, context: {} as { at: 'left' | 'right' }, events: {} as { type: 'go' } },
  guards: { opensLeft: ({ context }) => context.at === 'left' },
}).createMachine({
  id: 'opener',
  context: ({ input }) => ({ at: input.at }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'opensLeft', target: 'left' }, { target: 'right' }] },
    left: { on: { go: 'done' } },
    right: { on: { go: 'done' } },
    done: {},
  },
});

const model = (inputs: Array<'left' | 'right'>) =>
  definePathModel({
    id: 'opener',
    machine: opener,
    inputs: inputs.map((at) => ({ label: `opens ${at}`, input: { at }, sandbox: { description: at } })),
    userEvents: [{ label: 'goes', event: { type: 'go' } }],
    actors: {},
  });

describe('the opening of a chart, in the coverage', () => {
  it('counts the transient state and each eventless transition its inputs take', () => {
    const { coverage, paths } = generatePaths(model(['left', 'right']));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(paths[0]?.steps[0]?.transitions).toHaveLength(1);
  });

  it('reports the opening an input never takes as missing', () => {
    const { coverage } = generatePaths(model(['left']));
    expect(coverage.states.missing).toEqual(['right']);
    expect(coverage.transitions.missing.some((t) => t.includes('opener.right'))).toBe(true);
    expect(coverage.transitions.missing.some((t) => t.includes('opener.left'))).toBe(false);
  });

  it('keeps a path for each opening when paths are selected', () => {
    const generated = generatePaths(model(['left', 'right']));
    const kept = selectPaths(opener, generated.paths);
    expect(new Set(kept.map((p) => p.start.label))).toEqual(new Set(['opens left', 'opens right']));
  });
});

/** A step with a confirmation over it, whose No goes back to the screen the step was on (a history state). */
const asker = setup({ types: { events: {} as { type: 'look' } | { type: 'ask' } | { type: 'no' } } }).createMachine({
  id: 'asker',
  initial: 'step',
  states: {
    step: {
      initial: 'typing',
      on: { ask: '.confirming' },
      states: {
        typing: { on: { look: 'looked' } },
        looked: {},
        confirming: { on: { no: 'back' } },
        back: { type: 'history' },
      },
    },
  },
});

describe('a history state, in the coverage and the screens', () => {
  const askerModel = definePathModel({
    id: 'asker',
    machine: asker,
    inputs: [{ label: 'opens', input: undefined, sandbox: { description: 'the page' } }],
    userEvents: [
      { label: 'looks', event: { type: 'look' } },
      { label: 'asks', event: { type: 'ask' } },
      { label: 'says no', event: { type: 'no' } },
    ],
    actors: {},
  });

  it('is no state to visit nor a screen to declare: No goes back to the screen it came from', () => {
    const { coverage, paths } = generatePaths(askerModel);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.states.total).toBe(4);
    expect(coverage.transitions.missing).toEqual([]);
    expect(leafStates(asker)).toEqual(['step.typing', 'step.looked', 'step.confirming']);
    expect(paths.map((p) => `${p.title} -> ${p.steps.at(-1)?.leaves.join() ?? ''}`)).toEqual(['P1: opens > looks -> step.looked', 'P2: opens > asks > says no -> step.typing']);
  });
});

describe('the selection of paths to walk where a path costs', () => {
  const dialog = setup({ types: { events: {} as { type: 'save' } | { type: 'cancel' } } }).createMachine({
    id: 'dialog',
    initial: 'choosing',
    states: {
      choosing: { always: 'open' },
      open: { on: { save: 'saved', cancel: 'cancelled' } },
      saved: { type: 'final' },
      cancelled: { type: 'final' },
    },
  });
  const page = setup({ types: { events: {} as { type: 'open' } | { type: 'next' } }, actors: { dialog } }).createMachine({
    id: 'page',
    initial: 'list',
    states: {
      list: { on: { open: 'editing', next: 'done' } },
      editing: { invoke: { id: 'dialog', src: 'dialog', onDone: 'list' } },
      done: {},
    },
  });
  const model = definePathModelWithChildren<{ type: 'save' } | { type: 'cancel' }>()({
    id: 'page',
    machine: page,
    inputs: [{ label: 'opens', input: undefined, sandbox: { description: 'open' } }],
    userEvents: [
      { label: 'opens the dialog', event: { type: 'open' } },
      { label: 'goes on', event: { type: 'next' } },
      { label: 'saves', event: { type: 'save' } },
      { label: 'cancels', event: { type: 'cancel' } },
    ],
    actors: {},
  });

  it("counts a child machine's transient state and its eventless transition as visited", () => {
    const { coverage } = generatePaths(model);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('keeps paths that still reach every state and transition the paths reach', () => {
    const generated = generatePaths(model);
    const kept = selectPaths(page, generated.paths);
    expect(kept.length).toBeLessThanOrEqual(generated.paths.length);
    expect(measureCoverage(page, kept)).toEqual(generated.coverage);
  });

  it('shows every leaf state once with fewer paths, for the second language in the browser', () => {
    const kept = selectPaths(page, generatePaths(model).paths);
    const leaves = (paths: typeof kept) => [...new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.leaves)))].sort();
    const screens = selectLeafPaths(kept);
    expect(leaves(screens)).toEqual(leaves(kept));
    // Saving and cancelling end in the same leaves: one of the two paths shows them all.
    expect(screens.length).toBeLessThan(kept.length);
    // The first pick alone: the path that shows the most leaves, the shortest of those that do.
    const [first, ...rest] = selectLeafPaths(kept, undefined, 1);
    expect(rest).toEqual([]);
    const shown = (p: (typeof kept)[number]) => new Set(p.steps.flatMap((s) => s.leaves)).size;
    const most = Math.max(...kept.map(shown));
    expect(shown(first!)).toBe(most);
    expect(first!.steps.length).toBe(Math.min(...kept.filter((p) => shown(p) === most).map((p) => p.steps.length)));
  });

  it('joins paths into tours that reach as much with fewer starts, each a run of the chart', () => {
    const generated = generatePaths(model);
    const kept = selectPaths(page, generated.paths);
    const tours = tourPaths(model, generated.paths);
    expect(tours.length).toBeLessThan(kept.length);
    expect(tours.some((t) => t.id.includes('+'))).toBe(true);
    expect(measureCoverage(page, tours)).toEqual(generated.coverage);
    // A tour goes on from the state its first path ends in: back at the list after the dialog.
    const joined = tours.find((t) => t.id.includes('+'))!;
    const labels = joined.steps.slice(1).map((s) => s.label);
    expect(labels.filter((l) => l === 'opens the dialog').length + labels.filter((l) => l === 'goes on').length).toBeGreaterThan(1);
  });
});

describe('a system explored from several inputs at once, a child whose polls count, outcomes offered where they matter', () => {
  // A poller child: polls every 3 s; "ready" ends it; it gives up on its own after the third poll.
  const poller = setup({
    types: { context: {} as { polls: number } },
    actors: { check: fromPromise<{ ready: boolean }>(() => new Promise(() => {})) },
    delays: { pollInterval: 3000 },
    guards: { isReady: (_, p: { ready: boolean }) => p.ready, third: ({ context }) => context.polls >= 2 },
    actions: { count: assign(({ context }) => ({ polls: context.polls + 1 })) },
  }).createMachine({
    id: 'poller',
    context: { polls: 0 },
    initial: 'fetching',
    states: {
      fetching: {
        invoke: {
          id: 'check',
          src: 'check',
          onDone: [
            { guard: { type: 'isReady', params: ({ event }) => ({ ready: event.output.ready }) }, target: 'ready' },
            { guard: 'third', target: 'gaveUp', actions: 'count' },
            { target: 'waiting', actions: 'count' },
          ],
        },
      },
      waiting: { after: { pollInterval: 'fetching' } },
      ready: { type: 'final' },
      gaveUp: { type: 'final' },
    },
  });
  const formAt = setup({ types: { input: {} as { at: 'first' | 'third' }, events: {} as { type: 'next' } | { type: 'ask' } }, actors: { poller }, guards: { late: ({ context }) => context.at === 'third' } }).createMachine({
    id: 'form',
    context: ({ input }) => ({ at: input.at }),
    initial: 'opening',
    states: {
      opening: { always: [{ guard: 'late', target: 'third' }, { target: 'first' }] },
      first: { on: { next: 'second' } },
      second: { on: { next: 'third' } },
      third: { on: { ask: 'asking' } },
      asking: { invoke: { id: 'poller', src: 'poller', onDone: 'answered' } },
      answered: {},
    },
  });
  const outcomes = (when: boolean) => [
    { label: 'not yet', result: { done: { ready: false } }, sandbox: { description: 'pending' } },
    { label: 'ready', result: { done: { ready: true } }, sandbox: { description: 'ready' }, ...(when ? { when: (c: { polls: number }) => c.polls === 0 } : {}) },
  ];
  const modelOf = (options: { starts: Array<'first' | 'third'>; count: boolean; when: boolean }) =>
    definePathModel({
      id: 'form',
      machine: formAt,
      inputs: options.starts.map((at) => ({ label: `starts at ${at}`, input: { at }, sandbox: { description: at } })),
      userEvents: [
        { label: 'goes on', event: { type: 'next' } },
        { label: 'asks', event: { type: 'ask' } },
      ],
      actors: { check: outcomes(options.when) },
      ...(options.count ? { distinguishChildren: { poller: (c: { polls: number }) => c.polls } } : {}),
    });

  it('reaches a vertex by the shortest path from any input, whichever input comes first', () => {
    const { paths } = generatePaths(modelOf({ starts: ['first', 'third'], count: true, when: false }));
    const toAnswered = paths.filter((p) => p.target.includes('answered'));
    expect(toAnswered.length).toBeGreaterThan(0);
    expect(toAnswered.every((p) => p.start.label === 'starts at third')).toBe(true);
  });

  it("walks a child's polls one by one only when its count tells them apart", () => {
    const counted = generatePaths(modelOf({ starts: ['third'], count: true, when: false }));
    const pollerMissing = (g: typeof counted) => g.coverage.transitions.missing.filter((t) => t.includes('poller'));
    expect(pollerMissing(counted)).toEqual([]);
    expect(counted.paths.some((p) => p.target.includes('answered') && p.steps.filter((s) => s.kind === 'after').length === 2)).toBe(true);
    // Without the count, the second wait looks like the first: the give-up is never reached.
    const uncounted = generatePaths(modelOf({ starts: ['third'], count: false, when: false }));
    expect(pollerMissing(uncounted).some((t) => t.includes('gaveUp'))).toBe(true);
  });

  it('offers an outcome only where its `when` holds', () => {
    const labels = (when: boolean, polls: number) => {
      const actor = createActor(poller, { snapshot: poller.resolveState({ value: 'fetching', context: { polls } }) });
      const offered = eventsFor(modelOf({ starts: ['third'], count: true, when }), actor.getSnapshot(), poller);
      return offered.map((g) => g.outcome?.label);
    };
    expect(labels(false, 1)).toEqual(['not yet', 'ready']);
    expect(labels(true, 0)).toEqual(['not yet', 'ready']);
    expect(labels(true, 1)).toEqual(['not yet']);
    const first = generatePaths(modelOf({ starts: ['third'], count: true, when: true }));
    expect(first.coverage.transitions.missing.filter((t) => t.includes('poller'))).toEqual([]);
  });
});

describe('a system explored from copies of its running states', () => {
  // A child that times out 5 s after it starts, whichever of its substates it is in; from idle it
  // moves on by itself after 2 s. Each move from a state that offers several is made on a copy of
  // the running system: the copy must keep the pending timers, due when they were.
  const child = setup({ types: { events: {} as { type: 'a' } | { type: 'b' } | { type: 'c' } }, guards: { inC: stateIn('#child.counting.c') } }).createMachine({
    id: 'child',
    initial: 'counting',
    states: {
      counting: {
        initial: 'idle',
        // Late from c is a transition of its own, so the path that times out there is kept.
        after: { 5000: [{ guard: 'inC', target: 'lateFromC' }, { target: 'late' }] },
        states: { idle: { on: { a: 'a' }, after: { 2000: 'b' } }, a: {}, b: { on: { a: 'a', c: 'c' } }, c: {} },
      },
      late: { type: 'final' },
      lateFromC: { type: 'final' },
    },
  });
  const root = setup({ actors: { child } }).createMachine({
    id: 'root',
    initial: 'running',
    states: { running: { invoke: { id: 'child', src: 'child', onDone: 'over' } }, over: {} },
  });
  const generated = generatePaths(
    definePathModel({
      id: 'timers',
      machine: root,
      inputs: [{ label: 'starts', input: undefined, sandbox: { description: 'start' } }],
      userEvents: [
        { label: 'a', event: { type: 'a' } },
        { label: 'c', event: { type: 'c' } },
      ],
      actors: {},
    }),
  );
  const moves = (target: string) =>
    generated.paths.filter((p) => p.target.includes(target)).map((p) => p.steps.slice(1).map((s) => (s.kind === 'after' ? `after ${s.delayMs}` : s.event.type)).join(' > '));

  it('keeps a pending timer on the copy that takes another move, due when it was', () => {
    // "a" from idle is made on a copy (the 2 s wait is the move the running system makes itself).
    expect(moves('over')).toContain('a > after 5000');
    // From b, reached at 2 s, both "a" and "c" are made on copies restored at 2 s: 3 s remain.
    expect(moves('over')).toContain('after 2000 > c > after 3000');
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });
});

describe('a form that takes input while a call made at once is pending (`callsFirst`)', () => {
  // The pay form's shape: the list loads as the form shows; a submit before it waits for it.
  const form = setup({
    types: { context: {} as { sent: boolean }, events: {} as { type: 'send' } },
    actors: { list: fromPromise<string[]>(() => new Promise(() => {})), lookup: fromPromise<boolean>(() => new Promise(() => {})) },
    guards: { sent: ({ context }) => context.sent },
  }).createMachine({
    id: 'pay',
    context: { sent: false },
    initial: 'loading',
    states: {
      loading: {
        invoke: { id: 'list', src: 'list', onDone: [{ guard: 'sent', target: 'lookingUp' }, { target: 'editing' }] },
        initial: 'open',
        states: { open: { on: { send: { target: 'sent', actions: assign({ sent: true }) } } }, sent: {} },
      },
      editing: { on: { send: 'lookingUp' } },
      lookingUp: { invoke: { id: 'lookup', src: 'lookup', onDone: 'found' } },
      found: {},
    },
  });
  const modelOf = (callsFirst: boolean) =>
    definePathModel({
      id: 'pay',
      machine: form,
      inputs: [{ label: 'the page', input: undefined, sandbox: { description: 'open' } }],
      userEvents: [{ label: 'sends', event: { type: 'send' } }],
      actors: {
        list: [{ label: 'the list', result: { done: ['a'] }, sandbox: { description: 'any' } }],
        lookup: [{ label: 'found', result: { done: true }, sandbox: { description: 'any' } }],
      },
      ...(callsFirst ? { callsFirst: true } : {}),
    });
  const toFound = (callsFirst: boolean) =>
    generatePaths(modelOf(callsFirst))
      .paths.filter((p) => p.target.includes('found'))
      .map((p) => p.steps.slice(1).map((s) => s.label ?? s.outcome?.label));

  it('reaches the later states after the call has answered, and still sends before it once', () => {
    expect(toFound(true)).toEqual([['the list', 'sends', 'found']]);
    const generated = generatePaths(modelOf(true));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
    expect(generated.paths.some((p) => p.steps.some((s) => s.leaves.includes('loading.sent')))).toBe(true);
  });

  it('by default acts first, as a visitor who is quicker than the call', () => {
    expect(toFound(false)).toEqual([['sends', 'the list', 'found']]);
  });
});

describe("a user event the model offers only where the user can do it (`when`)", () => {
  it('is not offered where `when` says no, though the chart accepts it there', () => {
    const gated = definePathModel({
      id: 'opener',
      machine: opener,
      inputs: [
        { label: 'opens left', input: { at: 'left' as const }, sandbox: { description: 'left' } },
        { label: 'opens right', input: { at: 'right' as const }, sandbox: { description: 'right' } },
      ],
      // Only from the left: on the right a dialog would cover the button.
      userEvents: [{ label: 'goes', event: { type: 'go' }, when: (root) => root.matches('left') }],
      actors: {},
    });
    const generated = generatePaths(gated);
    expect(generated.paths.map((p) => p.title).sort()).toEqual(['P1: opens right', 'P2: opens left > goes']);
    const right = createActor(opener, { input: { at: 'right' } }).start().getSnapshot();
    expect(right.can({ type: 'go' })).toBe(true);
    expect(eventsFor(gated, right)).toEqual([]);
  });
});
