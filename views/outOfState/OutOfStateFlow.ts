import { createActorContext } from '@xstate/react';
import { outOfStateMachine } from '../../machines/outOfState.machine';

/** The out-of-state page's actor of one widget. */
export const OutOfStateFlow = createActorContext(outOfStateMachine);
