/** The nearest-office banner's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_POSITIONS } from '../fixtures/data/geo';
import { nearestOfficePageInput, nearestOfficePathModel } from '../fixtures/models/nearestOffice.model';
import type { LocateAnswer } from '../services/geolocation';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { nearestOfficeMachine } from './nearestOffice.machine';

const generated = generatePaths(nearestOfficePathModel);

afterEach(() => vi.restoreAllMocks());

describe('[site-2.9 site-2.10] nearestOffice chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await runPathOnMachine(nearestOfficePathModel, path);
    });
  }
});

async function located(answer: LocateAnswer, input = nearestOfficePageInput()) {
  const machine = nearestOfficeMachine.provide({ actors: { locate: fromPromise(async () => answer) } });
  const actor = createActor(machine, { input }).start();
  await new Promise((r) => setTimeout(r, 0));
  return actor;
}

describe('the nearest office', () => {
  it('[site-2.9 site-1.1] near the Texas Capitol: Austin Downtown, and its distance in km', async () => {
    const actor = await located({ located: true, ...SANDBOX_POSITIONS.austin });
    expect(actor.getSnapshot().value).toEqual({ found: 'closed' });
    expect(actor.getSnapshot().context.nearest?.office.title).toBe('Austin Downtown');
    expect(actor.getSnapshot().context.nearest?.km).toBeLessThan(1);
  });

  it('[site-2.11 site-3.3] the mindistance attribute, in kilometres, decides whether the nearest shows', async () => {
    // Denver: Amarillo is the nearest office, about 576 km (358 miles) away.
    const far = await located({ located: true, ...SANDBOX_POSITIONS.denver });
    expect(far.getSnapshot().value).toBe('noneNear');
    const wide = await located({ located: true, ...SANDBOX_POSITIONS.denver }, { ...nearestOfficePageInput(), minDistanceKm: 600 });
    expect(wide.getSnapshot().context.nearest?.office.title).toBe('Amarillo');
    // Read as miles, 400 would show it (358 < 400); as kilometres it does not (576 > 400).
    const notMiles = await located({ located: true, ...SANDBOX_POSITIONS.denver }, { ...nearestOfficePageInput(), minDistanceKm: 400 });
    expect(notMiles.getSnapshot().value).toBe('noneNear');
  });

  it('[site-8.1] a failure is logged as a warning with its code and message; nothing else', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actor = await located({ located: false, code: 3, message: 'Timeout expired' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.nearest).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Geolocation failed (code 3): Timeout expired');
  });

  it('[site-2.10 site-4.1] the modal opens and closes', async () => {
    const actor = await located({ located: true, ...SANDBOX_POSITIONS.austin });
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().value).toEqual({ found: 'open' });
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toEqual({ found: 'closed' });
  });
});
