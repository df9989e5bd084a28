/** The browser's selection (`selectPaths` with `screensAndCalls`, decision 54): fewer paths, every state, screen and call outcome. */
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { generatePaths, measureCoverage, selectPaths } from './model';
import { definePathModel } from './types';

describe("the browser's selection: every state, screen and call outcome, the transitions left to the view's walk", () => {
  // Two ways to the same screen, and a call whose two answers both end on one screen.
  const form = setup({
    types: { events: {} as { type: 'byLink' } | { type: 'byButton' } },
    actors: { load: fromPromise<string>(() => new Promise(() => {})) },
  }).createMachine({
    id: 'form',
    initial: 'start',
    states: {
      start: { on: { byLink: 'loading', byButton: 'loading' } },
      loading: { invoke: { id: 'load', src: 'load', onDone: 'shown', onError: 'shown' } },
      shown: {},
    },
  });
  const formModel = definePathModel({
    id: 'form',
    machine: form,
    inputs: [{ label: 'opens', input: undefined as never, sandbox: { description: 'opens' } }],
    userEvents: [
      { label: 'follows the link', event: { type: 'byLink' } },
      { label: 'presses the button', event: { type: 'byButton' } },
    ],
    actors: {
      load: [
        { label: 'loaded', result: { done: 'x' }, sandbox: { description: 'loads' } },
        { label: 'HTTP 500', result: { error: new Error('500') }, sandbox: { description: 'fails' } },
      ],
    },
  });

  it('keeps a path per call outcome but not per way to a state, and still reaches every state', () => {
    const generated = generatePaths(formModel);
    expect(generated.coverage.transitions.missing).toEqual([]);
    const everything = selectPaths(form, generated.paths);
    const browser = selectPaths(form, generated.paths, 'screensAndCalls');
    expect(browser.length).toBeLessThan(everything.length);
    // Both answers of the call, each in a path of its own.
    const outcomes = new Set(browser.flatMap((p) => p.steps.flatMap((s) => (s.outcome ? [s.outcome.label] : []))));
    expect(outcomes).toEqual(new Set(['loaded', 'HTTP 500']));
    const coverage = measureCoverage(form, browser);
    expect(coverage.states.missing).toEqual([]);
    // One of the two ways in is left to the walk through the view.
    expect(coverage.transitions.missing).toHaveLength(1);
    expect(measureCoverage(form, everything).transitions.missing).toEqual([]);
  });
});
