/**
 * The path engine's coverage of what a chart does on its own as it starts: a transient state
 * that chooses where to open by the input (the quote form opens at the stage of the address's
 * hash) is visited, and its eventless transitions are taken, on the first step of each path.
 */
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { generatePaths, measureCoverage, selectPaths } from './model';
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
});
