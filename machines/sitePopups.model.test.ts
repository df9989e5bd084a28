/** The site popups chart's own checks, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sitePopupsPageInput, sitePopupsPathModel } from '../fixtures/models/sitePopups.model';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import type { Visitor } from '../services/sitePopups';
import { sitePopupsMachine } from './sitePopups.machine';

const generated = generatePaths(sitePopupsPathModel);

describe('[site-2.30 site-4.13 site-4.14] sitePopups chart, machine alone: every path, with what it remembers and where it goes', () => {
  it('the paths cover every state and transition', () => {
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const navigated: string[] = [];
      const remembered: string[] = [];
      let idleShownWrites = 0;
      await runPathOnMachine(sitePopupsPathModel, path, {
        provide: (machine) =>
          machine.provide({
            actions: {
              navigate: (_, p: { url: string }) => void navigated.push(p.url),
              rememberLanguage: (_, p: { lang: string }) => void remembered.push(p.lang),
              rememberIdleShown: () => void (idleShownWrites += 1),
            },
          }),
        onStep: (step) => {
          const leaf = step.leaves[0];
          // [site-4.14] the idle popup remembers, as it opens, that this visit has seen it; nothing else writes that.
          expect(idleShownWrites).toBe(leaf === 'idle.open' || leaf === 'shown' ? 1 : 0);
          // [site-3.20 site-4.13] choosing remembers the language (visited_site) and goes to the other page, or stays.
          if (leaf === 'switching') {
            expect(remembered).toEqual(['es']);
            expect(navigated).toEqual(['/es/']);
          } else {
            expect(navigated).toEqual([]);
          }
          if (leaf === 'language.waiting' || leaf === 'language.open') expect(remembered).toEqual([]);
        },
      });
    });
  }
});

/** The chart alone on a simulated clock, the visitor read as given, the page quiet unless told. */
function start(visitor: Visitor, options: { quiet?: () => Promise<void>; input?: Parameters<typeof sitePopupsPageInput>[0] } = {}) {
  const clock = new SimulatedClock();
  const remembered: string[] = [];
  const navigated: string[] = [];
  const idleShownWrites: number[] = [];
  const machine = sitePopupsMachine.provide({
    actors: {
      readVisitor: fromPromise(async () => visitor),
      pageQuiet: fromPromise(options.quiet ?? (async () => undefined)),
    },
    actions: {
      navigate: (_, p: { url: string }) => void navigated.push(p.url),
      rememberLanguage: (_, p: { lang: string }) => void remembered.push(p.lang),
      rememberIdleShown: () => void idleShownWrites.push(clock.now()),
    },
  });
  const actor = createActor(machine, { input: sitePopupsPageInput(options.input), clock });
  actor.start();
  return { actor, clock, remembered, navigated, idleShownWrites };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the waits', () => {
  it('[site-4.13 site-9.5] the language popup opens after exactly the default 5000 ms', async () => {
    const { actor, clock } = start({ offerLanguage: true, desktop: true, idleShown: false });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ language: 'waiting' });
    clock.increment(4999);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ language: 'waiting' });
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ language: 'open' });
  });

  it('[site-4.13 site-9.5] a configured wait is the wait', async () => {
    const { actor, clock } = start({ offerLanguage: true, desktop: true, idleShown: false }, { input: { languageWaitMs: 12_000 } });
    await settle();
    clock.increment(11_999);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ language: 'waiting' });
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ language: 'open' });
  });

  it('[site-4.14 site-9.5] the idle popup opens after 5000 ms with no activity; each activity starts the wait again', async () => {
    const { actor, clock } = start({ offerLanguage: false, desktop: true, idleShown: false });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ idle: 'watching' });
    clock.increment(4000);
    actor.send({ type: 'page.activity' });
    clock.increment(4000);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ idle: 'watching' });
    clock.increment(1000);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ idle: 'open' });
  });

  it('[site-4.14] the idle popup opens once: closed, it never comes back however idle the page stays', async () => {
    const { actor, clock } = start({ offerLanguage: false, desktop: true, idleShown: false });
    await settle();
    clock.increment(5000);
    await settle();
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('[site-4.14] the idle popup opens once per visit: it remembers so as it opens, and a later page of the visit shows none', async () => {
    const first = start({ offerLanguage: false, desktop: true, idleShown: false });
    await settle();
    first.clock.increment(4999);
    await settle();
    expect(first.idleShownWrites).toEqual([]);
    first.clock.increment(1);
    await settle();
    expect(first.actor.getSnapshot().value).toEqual({ idle: 'open' });
    expect(first.idleShownWrites).toHaveLength(1);
    first.actor.send({ type: 'popup.close' });
    expect(first.idleShownWrites).toHaveLength(1);
    // The next page of the same visit reads the mark: no idle wait at all, however idle the page stays.
    const next = start({ offerLanguage: false, desktop: true, idleShown: true });
    await settle();
    expect(next.actor.getSnapshot().value).toBe('off');
    next.clock.increment(600_000);
    await settle();
    expect(next.actor.getSnapshot().value).toBe('off');
    expect(next.idleShownWrites).toEqual([]);
  });

  it('[site-4.13 site-4.14] after the language question, a visit that has seen the idle popup gets no second one', async () => {
    for (const event of [{ type: 'language.stay' }, { type: 'popup.close' }] as const) {
      const { actor, clock, remembered, idleShownWrites } = start({ offerLanguage: true, desktop: true, idleShown: true });
      await settle();
      clock.increment(5000);
      await settle();
      expect(actor.getSnapshot().value).toEqual({ language: 'open' });
      actor.send(event);
      expect(remembered).toEqual(['en']);
      expect(actor.getSnapshot().value).toBe('off');
      clock.increment(600_000);
      await settle();
      expect(idleShownWrites).toEqual([]);
    }
  });

  it('[site-4.14] on a mobile view there is no idle popup', async () => {
    const { actor } = start({ offerLanguage: false, desktop: false, idleShown: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('off');
  });

  it('[site-4.13 site-4.14] the idle popup waits for the language question: never two popups at once', async () => {
    const { actor, clock, remembered } = start({ offerLanguage: true, desktop: true, idleShown: false });
    await settle();
    clock.increment(5000);
    await settle();
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toEqual({ language: 'open' });
    actor.send({ type: 'language.stay' });
    expect(remembered).toEqual(['en']);
    expect(actor.getSnapshot().value).toEqual({ idle: 'watching' });
    clock.increment(5000);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ idle: 'open' });
  });

  it('[site-4.13] while a field has focus or a modal is open the popup stays due, and opens when the page is quiet', async () => {
    let quiet: () => void = () => {};
    const { actor, clock } = start({ offerLanguage: true, desktop: true, idleShown: false }, { quiet: () => new Promise<void>((resolve) => (quiet = resolve)) });
    await settle();
    clock.increment(5000);
    await settle();
    clock.increment(30_000);
    expect(actor.getSnapshot().value).toEqual({ language: 'due' });
    quiet();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ language: 'open' });
  });

  it('[site-3.20 site-4.13] Escape on the language popup remembers the page language, like staying', async () => {
    const { actor, clock, remembered, navigated } = start({ offerLanguage: true, desktop: false, idleShown: false });
    await settle();
    clock.increment(5000);
    await settle();
    actor.send({ type: 'popup.close' });
    expect(remembered).toEqual(['en']);
    expect(navigated).toEqual([]);
    expect(actor.getSnapshot().value).toBe('off');
  });
});
