/** The location card's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { locationCardPageInput, locationCardPathModel } from '../fixtures/models/locationCard.model';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { locationCardMachine } from './locationCard.machine';

const generated = generatePaths(locationCardPathModel);

describe('[site-2.12 site-4.1] locationCard chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(locationCardPathModel, path);
    });
  }
});

describe('the hours dropdown', () => {
  it('[site-2.12 site-4.1] starts hidden; the button shows it, and again hides it', () => {
    const actor = createActor(locationCardMachine, { input: locationCardPageInput() }).start();
    expect(actor.getSnapshot().value).toBe('hoursHidden');
    actor.send({ type: 'hours.toggle' });
    expect(actor.getSnapshot().value).toBe('hoursShown');
    actor.send({ type: 'hours.toggle' });
    expect(actor.getSnapshot().value).toBe('hoursHidden');
    expect(actor.getSnapshot().context.office.title).toBe('Austin Downtown');
  });
});
