/**
 * Engine fixture: a countdown of two timed bands. After 5 s of the session the page warns, and
 * 5 s after the warning the session ends unless the user asks for more time. It proves delayed
 * steps: simulated clocks on the machine and in jsdom, `page.clock` in Chromium, the player's skip.
 */
import { setup } from 'xstate';

export const WARN_AFTER_MS = 5000;
export const END_AFTER_MS = 5000;

export type FixtureDelayEvent = { type: 'session.extend' };

export const fixtureDelayMachine = setup({
  types: { events: {} as FixtureDelayEvent },
  delays: { warnAfter: WARN_AFTER_MS, endAfter: END_AFTER_MS },
}).createMachine({
  id: 'fixtureDelay',
  description: 'Engine fixture: a session that warns after 5 s and ends 5 s later',
  initial: 'active',
  states: {
    active: {
      description: 'The session runs',
      after: { warnAfter: { target: 'warning' } },
    },
    warning: {
      description: 'The session ends soon: a button for more time',
      after: { endAfter: { target: 'ended' } },
      on: { 'session.extend': { target: 'active' } },
    },
    ended: { description: 'The session ended', type: 'final' },
  },
});
