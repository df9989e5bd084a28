import { createActorContext } from '@xstate/react';
import { fixturePollerMachine } from '../../machines/fixturePoller.machine';

/** The actor of the fixturePoller engine fixture (studio only). */
export const FixturePollerFlow = createActorContext(fixturePollerMachine);
