/**
 * Engine fixture: a countdown of two timed bands, timed like the quote flow's rate polling (an extra
 * message after 12 s, a 55 s window). After 12 s the page warns, and when the 55 s window has passed
 * (43 s after the warning) the session ends unless the user asks for more time. It proves delayed
 * steps: simulated clocks on the machine and in jsdom, `page.clock` in Chromium (the 55 s pass in
 * moments), the player's skip.
 */
import { setup } from 'xstate';

export const WARN_AFTER_MS = 12_000;
/** The rest of the 55 s window after the warning. */
export const END_AFTER_MS = 55_000 - WARN_AFTER_MS;

export type FixtureDelayEvent = { type: 'session.extend' };

export const fixtureDelayMachine = setup({
  types: { events: {} as FixtureDelayEvent },
  delays: { warnAfter: WARN_AFTER_MS, endAfter: END_AFTER_MS },
}).createMachine({
  id: 'fixtureDelay',
  description: 'Engine fixture: a session that warns after 12 s and ends when its 55 s window passes',
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
