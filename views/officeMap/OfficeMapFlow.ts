import { createActorContext } from '@xstate/react';
import { officeMapMachine } from '../../machines/officeMap.machine';

/** The office map's actor of one widget. */
export const OfficeMapFlow = createActorContext(officeMapMachine);
