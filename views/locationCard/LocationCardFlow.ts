import { createActorContext } from '@xstate/react';
import { locationCardMachine } from '../../machines/locationCard.machine';

/** The location card's actor of one widget. */
export const LocationCardFlow = createActorContext(locationCardMachine);
