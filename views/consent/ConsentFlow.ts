import { createActorContext } from '@xstate/react';
import { consentMachine } from '../../machines/consent.machine';

/** The consent form's actor of one widget. */
export const ConsentFlow = createActorContext(consentMachine);
