/** The fixturePoller engine fixture's widget: shown by the studio and the tests only, never on a customer page. */
import * as z from 'zod/mini';
import { fixturePollerMachine } from '../../machines/fixturePoller.machine';
import { FixturePollerFlow } from '../../views/fixturePoller/FixturePollerFlow';
import { FixturePollerView } from '../../views/fixturePoller/FixturePollerView';
import { createWidget } from './createWidget';

export default createWidget({
  machine: fixturePollerMachine,
  Flow: FixturePollerFlow,
  View: FixturePollerView,
  configSchema: z.strictObject({}),
  input: () => undefined,
});
