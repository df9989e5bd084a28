import { describe, expect, it } from 'vitest';
import { fromPromise, setup, type AnyMachineSnapshot } from 'xstate';
import { requestOrder, walkHolds } from './holds';
import type { ModelPath, PathStep, StepKind } from './steps';

// A form whose Continue writes a record the page leaves at once (its answer comes straight back),
// with a policy link the visitor can open under the busy Continue.
const machine = setup({ actors: { save: fromPromise(async () => 'saved'), track: fromPromise(async () => 'tracked') } }).createMachine({
  id: 'form',
  initial: 'asking',
  states: {
    asking: { on: { submit: 'saving' } },
    // The policy links are a child chart of their own (its states are `links:closed`, `links:open`).
    saving: { invoke: { id: 'save', src: 'save', onDone: '#form.done', onError: '#form.done' } },
    tracking: { invoke: { id: 'track', src: 'track', onDone: '#form.done' }, on: { open: 'tracking' } },
    done: {},
  },
});
const apiCalls = { save: /\/api\/save$/ };

function step(kind: StepKind, leaves: string[], actorId?: string): PathStep {
  return { kind, event: { type: kind }, state: {} as AnyMachineSnapshot, leaves, transitions: [], text: kind, ...(actorId ? { actorId } : {}) };
}
function path(...steps: PathStep[]): ModelPath {
  return { id: 'P1', start: { label: 'a visit', input: undefined, sandbox: { description: 'a visit' } }, steps, target: steps[steps.length - 1]!.leaves, spec: [], title: 'P1' };
}

describe('what the browser walk holds back', () => {
  it('holds nothing on a path that never acts while a call is in flight', () => {
    const holds = walkHolds(machine, path(step('init', ['asking']), step('user', ['saving', 'links:closed']), step('done', ['done'], 'save')), ['saving'], apiCalls);
    expect(holds).toEqual({ answers: new Set(), toEnd: new Set(), steady: new Set(), unholdable: false });
  });

  it('holds an answer after a user step that left the page where it was (typed while waiting)', () => {
    const p = path(step('init', ['tracking']), step('user', ['tracking']), step('done', ['done'], 'track'));
    expect(walkHolds(machine, p, [], apiCalls).answers).toEqual(new Set([2]));
  });

  it('holds an answer after the clock moved while it was in flight (a poll that answers after a wait)', () => {
    const p = path(step('init', ['tracking']), step('after', ['tracking']), step('done', ['done'], 'track'));
    expect(walkHolds(machine, p, [], apiCalls).answers).toEqual(new Set([2]));
  });

  it('holds the call that leaves a state left at once from its entry to its answer when the path acts there', () => {
    const p = path(
      step('init', ['asking']),
      step('user', ['saving', 'links:closed']),
      step('user', ['saving', 'links:open']),
      step('user', ['saving', 'links:closed']),
      step('done', ['done'], 'save'),
    );
    const holds = walkHolds(machine, p, ['saving'], apiCalls);
    expect(holds.answers).toEqual(new Set([4]));
    expect(holds.steady).toEqual(new Set([1, 2, 3]));
    expect(holds.toEnd).toEqual(new Set());
    expect(holds.unholdable).toBe(false);
  });

  it('holds that call to the end of a path that ends waiting for it', () => {
    const p = path(step('init', ['asking']), step('user', ['saving', 'links:closed']), step('user', ['saving', 'links:open']));
    const holds = walkHolds(machine, p, ['saving'], apiCalls);
    expect(holds.toEnd).toEqual(new Set(['save']));
    expect(holds.steady).toEqual(new Set([1, 2]));
    expect(holds.answers).toEqual(new Set());
  });

  it('cannot hold a state whose leaving call has no address, nor one the path leaves without its answer', () => {
    const acting = path(step('init', ['asking']), step('user', ['saving', 'links:closed']), step('user', ['saving', 'links:open']));
    expect(walkHolds(machine, acting, ['saving'], {}).unholdable).toBe(true);
    const leftOtherwise = path(step('init', ['asking']), step('user', ['saving', 'links:closed']), step('user', ['saving', 'links:open']), step('user', ['asking']));
    expect(walkHolds(machine, leftOtherwise, ['saving'], apiCalls).unholdable).toBe(true);
  });
});

describe('the order of the requests to one address (requestOrder)', () => {
  // A poll the customer can close while its read is in flight, and open again.
  const poller = setup({ actors: { read: fromPromise(async () => 'row') } }).createMachine({
    id: 'poller',
    initial: 'closed',
    states: {
      closed: { on: { open: 'reading' } },
      reading: { invoke: { id: 'read', src: 'read', onDone: 'shown', onError: 'shown' }, on: { close: 'closed' } },
      shown: { on: { close: 'closed' } },
    },
  });
  const reads = new Set(['read']);

  it('a read the close cancelled is a request of its own, left by the step that closed', () => {
    const p = path(step('init', ['closed']), step('user', ['reading']), step('user', ['closed']), step('user', ['reading']), step('done', ['shown'], 'read'));
    expect(requestOrder(poller, p, reads)).toEqual([{ cancelledAt: 2 }, { answer: 4 }]);
  });

  it('without a cancelled call the walk counts the answers alone (undefined)', () => {
    expect(requestOrder(poller, path(step('init', ['closed']), step('user', ['reading']), step('done', ['shown'], 'read')), reads)).toBeUndefined();
    // A read still pending at the end is not cancelled.
    expect(requestOrder(poller, path(step('init', ['closed']), step('user', ['reading']), step('done', ['shown'], 'read'), step('user', ['closed']), step('user', ['reading'])), reads)).toBeUndefined();
  });
});
