/**
 * The kit's address autocomplete alone (./addressSuggest.machine.ts): every path of its graph
 * replayed on a real actor whose calls the test holds, on a simulated clock; then what a form
 * relies on: the pause before a call, a keystroke that cancels the call on its way (its request
 * aborted), each call's input, what the parent is told.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock, type AnyActorRef } from 'xstate';
import { createActorController } from '../../src/paths/actors';
import { chartLint } from '../../src/paths/lint';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import type { AddressSuggestion, FoundAddress } from '../../services/addressSuggest';
import { addressLine, addressSuggestMachine, addressSuggestScreen, SUGGEST_DELAY_MS, type AddressSuggestInput, type AddressSuggestParentEvent } from './addressSuggest.machine';

const DALLAS: AddressSuggestion[] = [
  { text: '1200 Main St, Dallas, TX, 75202, USA', magicKey: 'sbx-addr-dallas-main' },
  { text: '1200 Main St Apt 4B, Dallas, TX, 75202, USA', magicKey: 'sbx-addr-dallas-main-4b' },
];
const MAIN_ST: FoundAddress = { address: '1200 Main St', city: 'Dallas', state: 'TX', zipCode: '75202' };
const route = (description: string) => ({ description });
const fault = { kind: 'http', status: 500, message: 'fault' };

const model = definePathModel({
  id: 'addressSuggest',
  // Alone, the chart has no parent to tell (the telling is checked under a parent below).
  machine: addressSuggestMachine.provide({ actions: { tellChosen: () => undefined, tellCleared: () => undefined } }),
  inputs: [
    { label: 'an empty field', input: { region: 'main', text: '' }, sandbox: route('the commute address field, empty') },
    { label: 'an address chosen before', input: { region: 'ca', text: '9450 Wilshire Blvd, Beverly Hills, CA 90212' }, sandbox: route('a vehicle with its commute address') },
  ],
  userEvents: [
    { label: 'types "1200 Main"', event: { type: 'address.type', text: '1200 Main' } },
    { label: 'types "12"', event: { type: 'address.type', text: '12' } },
    { label: 'picks the first suggestion', event: { type: 'address.pick', index: 0 } },
    { label: 'presses Escape', event: { type: 'address.close' } },
    { label: 'presses the down arrow', event: { type: 'address.open' } },
    { label: 'presses Try again', event: { type: 'address.retry' } },
  ],
  actors: {
    suggest: [
      { label: 'two addresses', result: { done: DALLAS }, sandbox: route('text "1200 Main"') },
      { label: 'none', result: { done: [] }, sandbox: route('text "Nowhere Lane"') },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route('text "FAULT-500"') },
    ],
    lookup: [
      { label: 'the address', result: { done: MAIN_ST }, sandbox: route('magic key sbx-addr-dallas-main') },
      { label: 'no candidate', result: { done: null }, sandbox: route('magic key sbx-addr-no-candidate (text "No Candidate")') },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route('magic key sbx-addr-lookup-fails (text "Lookup Fails")') },
    ],
  },
});

const generated = generatePaths(model);

describe('kit address autocomplete: every path of its graph, machine alone', () => {
  it('names every action, guard and actor', () => {
    expect(chartLint(addressSuggestMachine)).toEqual([]);
  });

  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-7.16] ${path.title}`, async () => {
      const { region } = path.start.input as AddressSuggestInput;
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          if (step.leaves.includes('searching.suggesting') && controller.hasPending('suggest')) expect(controller.lastInput('suggest')).toEqual({ text: '1200 Main', region });
          if (step.leaves.includes('lookingUp') && controller.hasPending('lookup')) expect(controller.lastInput('lookup')).toEqual({ suggestion: DALLAS[0], region });
        },
      });
    });
  }
});

/** The chart under a parent that keeps what it is told, its calls held, on a simulated clock. */
function underParent(input: AddressSuggestInput = { region: 'main', text: '' }) {
  const told: AddressSuggestParentEvent[] = [];
  const controller = createActorController(addressSuggestMachine);
  const clock = new SimulatedClock();
  const parent = createMachine({
    invoke: { id: 'address', src: provideControlled(addressSuggestMachine, controller), input },
    on: {
      'address.chosen': { actions: ({ event }) => told.push(event as AddressSuggestParentEvent) },
      'address.cleared': { actions: ({ event }) => told.push(event as AddressSuggestParentEvent) },
    },
  });
  const root = createActor(parent, { clock }).start();
  const actor = root.getSnapshot().children.address as AnyActorRef;
  const type = (text: string) => actor.send({ type: 'address.type', text });
  const screen = () => addressSuggestScreen(actor.getSnapshot());
  const settle = async (id: string, result: { done: unknown } | { error: unknown }) => {
    controller.settle(id, result);
    await flushMicrotasks();
  };
  return { actor, controller, clock, told, type, screen, settle };
}

describe('what a form relies on', () => {
  it('[portal-7.16] asks after a pause in the typing: each keystroke starts the pause again; under 3 characters, nothing', () => {
    const { controller, clock, type, screen } = underParent();
    type('12');
    clock.increment(SUGGEST_DELAY_MS);
    expect(screen()).toBe('closed');
    type('120');
    clock.increment(SUGGEST_DELAY_MS - 1);
    type('1200');
    clock.increment(SUGGEST_DELAY_MS - 1);
    type('1200 Main');
    clock.increment(SUGGEST_DELAY_MS - 1);
    expect(screen()).toBe('typing');
    expect(controller.calls).toHaveLength(0);
    clock.increment(1);
    expect(screen()).toBe('looking');
    expect(controller.calls.map((c) => c.input)).toEqual([{ text: '1200 Main', region: 'main' }]);
  });

  it('[portal-7.16] a keystroke while the suggestions are on their way aborts that request; the new text is asked for after its pause', async () => {
    const { controller, clock, type, screen, settle } = underParent();
    type('1200 Mai');
    clock.increment(SUGGEST_DELAY_MS);
    const first = controller.calls[0];
    expect(first?.signal.aborted).toBe(false);
    type('1200 Main');
    expect(first?.signal.aborted).toBe(true);
    clock.increment(SUGGEST_DELAY_MS);
    expect(controller.lastInput('suggest')).toEqual({ text: '1200 Main', region: 'main' });
    await settle('suggest', { done: DALLAS });
    expect(screen()).toBe('listing');
  });

  it('[portal-7.16] [portal-3.17] a suggestion picked is looked up; the address found is the field\'s text and the parent is told', async () => {
    const { actor, controller, clock, told, type, settle } = underParent();
    type('1200 Main');
    clock.increment(SUGGEST_DELAY_MS);
    await settle('suggest', { done: DALLAS });
    actor.send({ type: 'address.pick', index: 1 });
    expect(controller.lastInput('lookup')).toEqual({ suggestion: DALLAS[1], region: 'main' });
    const apt: FoundAddress = { ...MAIN_ST, address: '1200 Main St Apt 4B' };
    await settle('lookup', { done: apt });
    expect(actor.getSnapshot().context.text).toBe(addressLine(apt));
    expect(addressLine(apt)).toBe('1200 Main St Apt 4B, Dallas, TX 75202');
    expect(told.at(-1)).toEqual({ type: 'address.chosen', address: apt });
    type('1200 Main St Apt 4');
    expect(told.at(-1)).toEqual({ type: 'address.cleared' });
  });

  it('[portal-7.16] Escape closes the list; the down arrow brings it back while its suggestions are those of the text; an index past the list picks nothing', async () => {
    const { actor, clock, type, screen, settle } = underParent();
    actor.send({ type: 'address.open' });
    expect(screen()).toBe('closed');
    type('1200 Main');
    clock.increment(SUGGEST_DELAY_MS);
    await settle('suggest', { done: DALLAS });
    actor.send({ type: 'address.pick', index: 2 });
    expect(screen()).toBe('listing');
    actor.send({ type: 'address.close' });
    expect(screen()).toBe('closed');
    actor.send({ type: 'address.open' });
    expect(screen()).toBe('listing');
  });
});
