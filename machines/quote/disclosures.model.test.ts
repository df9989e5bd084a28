/**
 * The policy disclosure modals' machine alone (quote-2.31): the paths of its graph (every state,
 * every transition, each policy), each replayed on a real actor and checked at every step, and the
 * events each state refuses. The view's tests are views/quote/disclosures.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '../../src/paths/graph';
import { DISCLOSURE_POLICIES, disclosuresMachine, isDisclosurePolicy, type DisclosuresEvent } from './disclosures.machine';

type Snap = SnapshotFrom<typeof disclosuresMachine>;

const events: DisclosuresEvent[] = [...DISCLOSURE_POLICIES.map((policy) => ({ type: 'disclosure.open', policy }) as const), { type: 'disclosure.close' }];

const paths = getShortestPaths(disclosuresMachine, {
  events,
  serializeState: (s: Snap) => `${JSON.stringify(s.value)}|${s.context.policy}`,
});

/** The transitions a path takes, as "state --event--> state". */
function edges(): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    let from = String(disclosuresMachine.resolveState({ value: 'closed', context: { policy: 'informationDisclosure' } }).value);
    for (const step of path.steps) {
      const to = String(step.state.value);
      if (step.event.type.startsWith('disclosure.')) taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return taken;
}

describe('disclosures machine: model coverage', () => {
  it('[quote-2.31] every state and transition is on a path, with each policy opened and closed', () => {
    const states = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...states].sort()).toEqual(['"closed"', '"open"']);
    expect([...edges()].sort()).toEqual(['closed --disclosure.open--> open', 'open --disclosure.close--> closed']);
    const reached = paths.map((p) => `${String(p.state.value)}|${p.state.context.policy}`).sort();
    expect(reached).toEqual([
      'closed|informationDisclosure',
      'closed|privacyPolicy',
      'closed|smsPolicy',
      'open|informationDisclosure',
      'open|privacyPolicy',
      'open|smsPolicy',
    ]);
    console.info(`model coverage disclosures: states ${states.size}/2, transitions ${edges().size}/2, paths ${paths.length}`);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event.type === 'disclosure.open' ? `open ${s.event.policy}` : s.event.type)).join(', '), p] as const))(
    '[quote-2.31] path: %s',
    (_title, path) => {
      const actor = createActor(disclosuresMachine).start();
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.')) continue;
        actor.send(step.event as DisclosuresEvent);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().context).toEqual(step.state.context);
      }
      expect(actor.getSnapshot().status).toBe('active');
      actor.stop();
    },
  );
});

describe('disclosures machine: what each state refuses', () => {
  it('[quote-2.31] starts closed; closing while closed, or opening while open, changes nothing', () => {
    const actor = createActor(disclosuresMachine).start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().can({ type: 'disclosure.close' })).toBe(false);
    actor.send({ type: 'disclosure.open', policy: 'smsPolicy' });
    expect(actor.getSnapshot().can({ type: 'disclosure.open', policy: 'privacyPolicy' })).toBe(false);
    actor.send({ type: 'disclosure.open', policy: 'privacyPolicy' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'open', context: { policy: 'smsPolicy' } });
  });

  it('[quote-2.31] a policy the form has no text for is not opened', () => {
    const actor = createActor(disclosuresMachine).start();
    const odd: unknown = { type: 'disclosure.open', policy: 'cookiePolicy' };
    actor.send(odd as DisclosuresEvent);
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { policy: 'informationDisclosure' } });
    expect(isDisclosurePolicy('cookiePolicy')).toBe(false);
    expect(DISCLOSURE_POLICIES.every(isDisclosurePolicy)).toBe(true);
  });

  it('[quote-2.31] every state has a description and the clause', () => {
    for (const node of Object.values(disclosuresMachine.root.states)) {
      expect(node.description).toBeTruthy();
      expect(node.meta).toEqual({ spec: ['quote-2.31'] });
    }
  });
});
