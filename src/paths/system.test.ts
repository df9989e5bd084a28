/** The child machines a chart invokes, as the path engine, the studio and docs/charts list them. */
import { describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { childCharts } from './system';

const modal = createMachine({ id: 'modal', initial: 'closed', states: { closed: { on: { open: 'open' } }, open: { on: { close: 'closed' } } } });
const other = createMachine({ id: 'other', initial: 'idle', states: { idle: {} } });

describe('childCharts', () => {
  it('lists a child invoked under one id from two states once', () => {
    const parent = setup({ actors: { modal } }).createMachine({
      id: 'parent',
      initial: 'a',
      states: { a: { invoke: { id: 'policies', src: 'modal' }, on: { next: 'b' } }, b: { invoke: { id: 'policies', src: 'modal' } } },
    });
    expect(childCharts(parent)).toEqual([{ prefix: 'policies', machine: modal }]);
  });

  it('refuses two different machines under one id', () => {
    const parent = setup({ actors: { modal, other } }).createMachine({
      id: 'parent',
      initial: 'a',
      states: { a: { invoke: { id: 'child', src: 'modal' }, on: { next: 'b' } }, b: { invoke: { id: 'child', src: 'other' } } },
    });
    expect(() => childCharts(parent)).toThrow('two child machines are invoked as "child"');
  });
});
