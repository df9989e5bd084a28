import { createActorContext } from '@xstate/react';
import { fixtureVerifierMachine } from '../../machines/fixtureVerifier.machine';

/** The actor of the fixtureVerifier engine fixture (studio only). */
export const FixtureVerifierFlow = createActorContext(fixtureVerifierMachine);
