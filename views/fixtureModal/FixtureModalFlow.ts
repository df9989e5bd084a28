import { createActorContext } from '@xstate/react';
import { fixtureModalMachine } from '../../machines/fixtureModal.machine';

/** The actor of the fixtureModal engine fixture (studio only). */
export const FixtureModalFlow = createActorContext(fixtureModalMachine);
