import { createActorContext } from '@xstate/react';
import { signInMachine } from '../../machines/signIn.machine';

/** The sign-in actor of one widget. The widget root provides the machine with its browser effects. */
export const SignInFlow = createActorContext(signInMachine);
