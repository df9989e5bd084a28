/** The contact-us chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { contactUsPageInput, contactUsPathModel } from '../fixtures/models/contactUs.model';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { CONTACT_TABS, contactUsMachine } from './contactUs.machine';

const generated = generatePaths(contactUsPathModel);

describe('[portal-2.8] contactUs chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(contactUsPathModel, path);
    });
  }
});

const start = () => createActor(contactUsMachine, { input: contactUsPageInput() }).start();

describe('contact us', () => {
  it('[portal-2.8] starts on the call tab with the agency’s phone', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('call');
    expect(actor.getSnapshot().context.phone).toBe('1-800-555-0199');
  });

  it('[portal-2.8] every tab goes to every other; pressing the tab shown changes nothing', () => {
    for (const from of CONTACT_TABS) {
      for (const to of CONTACT_TABS) {
        const actor = start();
        actor.send({ type: 'tab.select', tab: from });
        const before = actor.getSnapshot();
        expect(before.value).toBe(from);
        expect(before.can({ type: 'tab.select', tab: to })).toBe(to !== from);
        actor.send({ type: 'tab.select', tab: to });
        expect(actor.getSnapshot().value).toBe(to);
      }
    }
  });

  it('[portal-2.8] each tab is a state of its own with its description and clause', () => {
    for (const tab of CONTACT_TABS) {
      const node = contactUsMachine.states[tab]!;
      expect(node.description).toBeTruthy();
      expect(node.meta).toEqual({ spec: ['portal-2.8'] });
    }
  });
});
