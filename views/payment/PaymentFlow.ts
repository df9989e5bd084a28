import { createActorContext } from '@xstate/react';
import { paymentMachine } from '../../machines/payment.machine';

/** The payment actor of one widget. The widget root provides the machine with its browser effects. */
export const PaymentFlow = createActorContext(paymentMachine);
