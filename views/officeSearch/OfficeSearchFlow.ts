import { createActorContext } from '@xstate/react';
import { officeSearchMachine } from '../../machines/officeSearch.machine';

/** The location search's actor of one widget. */
export const OfficeSearchFlow = createActorContext(officeSearchMachine);
