/** The fixtureVerifier engine fixture's widget: shown by the studio and the tests only, never on a customer page. */
import * as z from 'zod/mini';
import { fixtureVerifierMachine } from '../../machines/fixtureVerifier.machine';
import { FixtureVerifierFlow } from '../../views/fixtureVerifier/FixtureVerifierFlow';
import { FixtureVerifierView } from '../../views/fixtureVerifier/FixtureVerifierView';
import { createWidget } from './createWidget';

export default createWidget({
  machine: fixtureVerifierMachine,
  Flow: FixtureVerifierFlow,
  View: FixtureVerifierView,
  configSchema: z.strictObject({}),
  input: () => undefined,
});
