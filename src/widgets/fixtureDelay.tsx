/** The fixtureDelay engine fixture's widget: shown by the studio and the tests only, never on a customer page. */
import * as z from 'zod/mini';
import { fixtureDelayMachine } from '../../machines/fixtureDelay.machine';
import { FixtureDelayFlow } from '../../views/fixtureDelay/FixtureDelayFlow';
import { FixtureDelayView } from '../../views/fixtureDelay/FixtureDelayView';
import { createWidget } from './createWidget';

export default createWidget({
  machine: fixtureDelayMachine,
  Flow: FixtureDelayFlow,
  View: FixtureDelayView,
  configSchema: z.strictObject({}),
  input: () => undefined,
});
