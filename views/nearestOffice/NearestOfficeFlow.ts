import { createActorContext } from '@xstate/react';
import { nearestOfficeMachine } from '../../machines/nearestOffice.machine';

/** The nearest-office banner's actor of one widget. */
export const NearestOfficeFlow = createActorContext(nearestOfficeMachine);
