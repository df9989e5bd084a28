import { createActorContext } from '@xstate/react';
import { createCustomerMachine } from '../../machines/createCustomer.machine';

/** The create-customer actor of one widget. The widget root provides the machine with its browser effects. */
export const CreateCustomerFlow = createActorContext(createCustomerMachine);
