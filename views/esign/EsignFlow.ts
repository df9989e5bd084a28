import { createActorContext } from '@xstate/react';
import { esignMachine } from '../../machines/esign/esign.machine';

/** The payment and e-sign actor of one widget. */
export const EsignFlow = createActorContext(esignMachine);
