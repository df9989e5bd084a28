import { createActorContext } from '@xstate/react';
import { fixtureDelayMachine } from '../../machines/fixtureDelay.machine';

/** The actor of the fixtureDelay engine fixture (studio only). */
export const FixtureDelayFlow = createActorContext(fixtureDelayMachine);
