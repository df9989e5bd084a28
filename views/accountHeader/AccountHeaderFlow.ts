import { createActorContext } from '@xstate/react';
import { accountHeaderMachine } from '../../machines/accountHeader.machine';

/** The header account control's actor. The widget root provides the machine with its browser effects. */
export const AccountHeaderFlow = createActorContext(accountHeaderMachine);
