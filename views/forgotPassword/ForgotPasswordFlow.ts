import { createActorContext } from '@xstate/react';
import { forgotPasswordMachine } from '../../machines/forgotPassword.machine';

/** The forgot-password actor of one widget. */
export const ForgotPasswordFlow = createActorContext(forgotPasswordMachine);
