/**
 * The contact form's charts alone, driver2's and the consent section's (their paths also run
 * inside the quote chart's model, machines/quote/quote.model.test.ts, as its children `driver2`
 * and `consent`): the paths of each graph (every state, every transition), each replayed on a real
 * actor, and what it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { driver2Values } from '../../fixtures/models/quote.model';
import { getShortestPaths } from '../../src/paths/graph';
import { consentStageMachine, contactStageMachine } from './contact.machine';

type Snap = SnapshotFrom<typeof contactStageMachine>;
type Chart = typeof contactStageMachine | typeof consentStageMachine;
type Section = 'driver2' | 'consent';
const CHARTS: Record<Section, Chart> = { driver2: contactStageMachine, consent: consentStageMachine };

const noConsent = { ...driver2Values, consent: false };

/** The events tried in each state: each section's Continue (complete or not), Back, Start over. */
const events: EventObject[] = [
  { type: 'driver2.submit', values: driver2Values } as EventObject,
  { type: 'driver2.submit', values: noConsent } as EventObject,
  { type: 'consent.submit', values: driver2Values } as EventObject,
  { type: 'consent.submit', values: noConsent } as EventObject,
  { type: 'step.back' },
  { type: 'restart.ask' },
  { type: 'restart.cancel' },
  { type: 'restart.confirm' },
];

function pathsOf(section: Section) {
  return getShortestPaths(CHARTS[section] as typeof contactStageMachine, {
    // Only what the state takes: every step is a transition.
    events: (s: Snap) => events.filter((e) => s.can(e as never)),
    // A transition-level key (the state, the event that led to it and the state it came from): a path to every transition.
    serializeState: (s: Snap, event: EventObject | undefined, from: Snap | undefined) => `${JSON.stringify(s.value)}|${event?.type ?? ''}|${JSON.stringify(from?.value ?? null)}`,
  } as never);
}

const SECTIONS: Record<Section, { states: string[]; transitions: string[] }> = {
  driver2: {
    states: ['back', 'confirmingRestart', 'editing', 'restarted', 'submitted'],
    transitions: [
      'confirmingRestart --restart.cancel--> editing',
      'confirmingRestart --restart.confirm--> restarted',
      'editing --driver2.submit--> submitted',
      'editing --restart.ask--> confirmingRestart',
      'editing --step.back--> back',
    ],
  },
  // The consent section's Back is the quote chart's: its chart takes none.
  consent: {
    states: ['confirmingRestart', 'editing', 'restarted', 'submitted'],
    transitions: [
      'confirmingRestart --restart.cancel--> editing',
      'confirmingRestart --restart.confirm--> restarted',
      'editing --consent.submit--> submitted',
      'editing --restart.ask--> confirmingRestart',
    ],
  },
};

/** The transitions the paths take, as "state --event--> state". */
function edges(paths: ReturnType<typeof pathsOf>): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    let from = 'editing';
    for (const step of path.steps) {
      const to = String(step.state.value);
      if (from !== to) taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return taken;
}

/** Play a path on a real actor (the policies' modal chart is its real child). */
function play(section: Section, path: ReturnType<typeof pathsOf>[number]) {
  const actor = createActor(CHARTS[section] as typeof contactStageMachine).start();
  for (const step of path.steps) {
    actor.send(step.event as never);
    expect(actor.getSnapshot().value).toEqual(step.state.value);
  }
  return actor;
}

describe.each(['driver2', 'consent'] as const)('contact form chart of %s: model coverage', (section) => {
  const paths = pathsOf(section);
  const { states: STATES, transitions: TRANSITIONS } = SECTIONS[section];

  it('[quote-2.7] [quote-2.12] [quote-3.17] every state and transition is on a path', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    states.add('editing');
    expect([...states].sort()).toEqual(STATES);
    expect([...edges(paths)].sort()).toEqual(TRANSITIONS);
    console.info(`model coverage ${CHARTS[section].id}: states ${states.size}/${STATES.length}, transitions ${edges(paths).size}/${TRANSITIONS.length}, paths ${paths.length}`);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(', ') || '(start)', p] as const))('path: %s', (_title, path) => {
    const actor = play(section, path);
    const end = actor.getSnapshot();
    if (end.matches('submitted')) expect(end.output).toEqual({ kind: 'submitted', values: driver2Values });
    else if (end.matches('back')) expect(end.output).toEqual({ kind: 'back' });
    else if (end.matches('restarted')) expect(end.output).toEqual({ kind: 'restart' });
    else expect(end.status).toBe('active');
    actor.stop();
  });
});

describe('contact form chart: what it asks and refuses', () => {
  it('[quote-2.7] [quote-2.12] each takes its own Continue only, with the e-mail, the phone and the consent', () => {
    for (const [chart, own, other] of [
      [contactStageMachine, 'driver2.submit', 'consent.submit'],
      [consentStageMachine, 'consent.submit', 'driver2.submit'],
    ] as const) {
      const actor = createActor(chart as typeof contactStageMachine).start();
      actor.send({ type: other, values: driver2Values });
      actor.send({ type: own, values: noConsent });
      actor.send({ type: own, values: { ...driver2Values, email: '' } });
      expect(actor.getSnapshot().value).toBe('editing');
      actor.send({ type: own, values: driver2Values });
      expect(actor.getSnapshot().output).toEqual({ kind: 'submitted', values: driver2Values });
    }
  });

  it('[quote-2.31] the policies\' modal chart runs under the form, and stops while Start over is asked', () => {
    const actor = createActor(contactStageMachine).start();
    expect(actor.getSnapshot().children.disclosures?.getSnapshot().value).toBe('closed');
    actor.send({ type: 'restart.ask' });
    expect(actor.getSnapshot().children.disclosures).toBeUndefined();
    actor.send({ type: 'restart.cancel' });
    expect(actor.getSnapshot().children.disclosures?.getSnapshot().value).toBe('closed');
  });

  it('Back is the form\'s on driver2 only (the consent section\'s is the quote chart\'s)', () => {
    expect(createActor(contactStageMachine).start().getSnapshot().can({ type: 'step.back' })).toBe(true);
    expect(createActor(consentStageMachine).start().getSnapshot().can({ type: 'step.back' })).toBe(false);
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    for (const chart of [contactStageMachine, consentStageMachine]) {
      for (const node of Object.values(chart.root.states)) expect(node.description).toBeTruthy();
      expect(chart.root.states.confirmingRestart?.meta).toMatchObject({ spec: ['quote-3.17'] });
    }
  });
});
