/** The office map's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeMapPageInput, officeMapPathModel } from '../fixtures/models/officeMap.model';
import { SANDBOX_MAPS_KEY } from '../fixtures/data/maps';
import { formatCoverage, generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { drawMarkerDelay, MAP_LIMITS } from '../src/rules/officeMap';
import { officeMapMachine } from './officeMap.machine';

const generated = generatePaths(officeMapPathModel);

describe('[site-2.1 site-2.2 site-2.3 site-9.1 site-9.7 site-3.1] officeMap chart, machine alone: every path', () => {
  it('covers every state and transition in a handful of paths', () => {
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
    expect(generated.paths.length).toBeLessThanOrEqual(6);
    expect(formatCoverage(generated)).toMatch(/^model coverage officeMap:/);
  });
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(officeMapPathModel, path, {
        onStep: (step, controller) => {
          // The script is asked for with the page's key and language, only once the map is in view.
          if (step.leaves[0] === 'loading') expect(controller.lastInput('loadMaps')).toEqual({ key: SANDBOX_MAPS_KEY, lang: 'en' });
        },
      });
    });
  }
});

/** The chart with its two steps before the map answered at once (in view; the script loaded or not). */
function started(mapsKey: string | null, script: 'loads' | 'fails' = 'loads', markerDelayMs = 2500) {
  const asked: string[] = [];
  const machine = officeMapMachine.provide({
    actors: {
      inView: fromPromise<true>(async () => true),
      loadMaps: fromPromise<void, { key: string; lang: string }>(async ({ input }) => {
        asked.push(input.key);
        if (script === 'fails') throw new Error('The maps script could not load');
      }),
    },
  });
  const actor = createActor(machine, { input: { ...officeMapPageInput(mapsKey), markerDelayMs } }).start();
  return { actor, asked };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the map', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a key: unavailable at once, and no script is asked for', async () => {
    const { actor, asked } = started(null);
    expect(actor.getSnapshot().value).toBe('unavailable');
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([]);
  });

  it('a script that fails: unavailable', async () => {
    const { actor, asked } = started(SANDBOX_MAPS_KEY, 'fails');
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([SANDBOX_MAPS_KEY]);
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('[site-2.1 site-9.1] the map starts at its default view, Texas (31.17, -99.68) at zoom 5', () => {
    const { actor } = started(SANDBOX_MAPS_KEY);
    expect(actor.getSnapshot().context).toMatchObject({ center: { latitude: 31.17, longitude: -99.68 }, zoom: 5 });
  });

  it('[site-2.2 site-9.7] the markers come exactly the drawn delay after the map is there', async () => {
    vi.useFakeTimers();
    const { actor } = started(SANDBOX_MAPS_KEY, 'loads', 2730);
    await settle();
    expect(actor.getSnapshot().value).toBe('pending');
    await vi.advanceTimersByTimeAsync(2729);
    expect(actor.getSnapshot().value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('[site-2.2 site-9.7] the draw gives 2 to 3 s: 2000 ms at 0, 3000 ms at the top, in between otherwise', () => {
    expect(drawMarkerDelay(() => 0)).toBe(2000);
    expect(drawMarkerDelay(() => 0.999999)).toBe(3000);
    expect(drawMarkerDelay(() => 0.25)).toBe(2250);
    for (let i = 0; i < 200; i++) {
      const ms = drawMarkerDelay(Math.random);
      expect(ms).toBeGreaterThanOrEqual(MAP_LIMITS.markerDelayMinMs);
      expect(ms).toBeLessThanOrEqual(MAP_LIMITS.markerDelayMaxMs);
    }
  });

  it('[site-2.3] selecting an office opens its info window; another moves it; closing goes back to the markers; an unknown office is ignored', async () => {
    vi.useFakeTimers();
    const { actor } = started(SANDBOX_MAPS_KEY);
    await settle();
    await vi.advanceTimersByTimeAsync(2500);
    actor.send({ type: 'marker.select', index: 99 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'marker.select', index: 3 });
    expect(actor.getSnapshot().value).toBe('selected');
    expect(actor.getSnapshot().context.selected).toBe(3);
    actor.send({ type: 'marker.select', index: 1 });
    expect(actor.getSnapshot().context.selected).toBe(1);
    actor.send({ type: 'infoWindow.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('markers cannot be selected before they are there', async () => {
    vi.useFakeTimers();
    const { actor } = started(SANDBOX_MAPS_KEY);
    await settle();
    actor.send({ type: 'marker.select', index: 0 });
    expect(actor.getSnapshot().value).toBe('pending');
  });
});
