/** The fixtureModal engine fixture's widget: shown by the studio and the tests only, never on a customer page. */
import * as z from 'zod/mini';
import { fixtureModalMachine } from '../../machines/fixtureModal.machine';
import { FixtureModalFlow } from '../../views/fixtureModal/FixtureModalFlow';
import { FixtureModalView } from '../../views/fixtureModal/FixtureModalView';
import { createWidget } from './createWidget';

export default createWidget({
  machine: fixtureModalMachine,
  Flow: FixtureModalFlow,
  View: FixtureModalView,
  configSchema: z.strictObject({}),
  input: () => undefined,
});
