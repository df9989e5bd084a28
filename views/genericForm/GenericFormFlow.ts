import { createActorContext } from '@xstate/react';
import { genericFormMachine } from '../../machines/genericForm.machine';

/** The generic form's actor of one widget. */
export const GenericFormFlow = createActorContext(genericFormMachine);
