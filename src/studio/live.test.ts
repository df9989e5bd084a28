/**
 * The live log as QA reads it: one line per event an inspected page's actor receives, with the
 * state it is in once the event's transitions are taken.
 */
import { describe, expect, it } from 'vitest';
import type { InspectMessage } from '../inspect';
import { liveReducer, type LiveState } from './live';

const base = { session: 's1', machine: 'payment', page: '/pay/?inspect' };
const other = { session: 's2', machine: 'payment', page: '/es/pay/?inspect' };

function run(messages: InspectMessage[]): LiveState {
  return messages.reduce<LiveState>((state, message) => liveReducer(state, { type: 'message', message }), { supported: true, sessions: [], log: [] });
}

describe('the live log', () => {
  it('shows each event once, with the state after all its transitions (eventless ones included)', () => {
    const state = run([
      { ...base, kind: 'started', value: 'loadingCarriers', at: 1 },
      { ...base, kind: 'event', event: 'xstate.done.actor.loadCarriers', at: 2 },
      { ...base, kind: 'microstep', event: 'xstate.done.actor.loadCarriers', transitions: ['a'], value: 'editing', at: 3 },
      { ...base, kind: 'event', event: 'form.submit', at: 4 },
      { ...base, kind: 'microstep', event: 'form.submit', transitions: ['b'], value: 'checking', at: 5 },
      { ...base, kind: 'microstep', event: 'form.submit', transitions: ['c'], value: 'lookingUp', at: 6 },
      { ...base, kind: 'snapshot', event: 'form.submit', value: 'lookingUp', status: 'active', at: 7 },
    ]);
    expect(state.log).toEqual([
      { ...base, at: 2, event: 'xstate.done.actor.loadCarriers', value: 'editing' },
      { ...base, at: 4, event: 'form.submit', value: 'lookingUp' },
    ]);
  });

  it('keeps an event that takes no transition as a line of its own, and the same event again as a new line', () => {
    const state = run([
      { ...base, kind: 'event', event: 'field.change', at: 1 },
      { ...base, kind: 'event', event: 'form.submit', at: 2 },
      { ...base, kind: 'microstep', event: 'form.submit', transitions: ['a'], value: 'lookingUp', at: 3 },
      { ...base, kind: 'event', event: 'form.submit', at: 4 },
    ]);
    expect(state.log.map((l) => [l.event, l.value])).toEqual([
      ['field.change', null],
      ['form.submit', 'lookingUp'],
      ['form.submit', null],
    ]);
  });

  it('gives each page its own lines when two pages report at once', () => {
    const state = run([
      { ...base, kind: 'event', event: 'form.submit', at: 1 },
      { ...other, kind: 'event', event: 'form.submit', at: 2 },
      { ...base, kind: 'microstep', event: 'form.submit', transitions: ['a'], value: 'lookingUp', at: 3 },
      { ...other, kind: 'microstep', event: 'form.submit', transitions: ['a'], value: 'editing', at: 4 },
    ]);
    expect(state.log).toEqual([
      { ...base, at: 1, event: 'form.submit', value: 'lookingUp' },
      { ...other, at: 2, event: 'form.submit', value: 'editing' },
    ]);
  });

  it('adds a line for transitions with no event line of their own (a chart starting), and clears', () => {
    const state = run([{ ...base, kind: 'microstep', event: 'xstate.init', transitions: ['a'], value: 'editing', at: 1 }]);
    expect(state.log).toEqual([{ ...base, at: 1, event: 'xstate.init', value: 'editing' }]);
    expect(liveReducer(state, { type: 'clear' }).log).toEqual([]);
  });
});
