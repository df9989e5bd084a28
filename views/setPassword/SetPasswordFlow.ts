import { createActorContext } from '@xstate/react';
import { setPasswordMachine } from '../../machines/setPassword.machine';

/** The set-new-password actor of one widget. */
export const SetPasswordFlow = createActorContext(setPasswordMachine);
