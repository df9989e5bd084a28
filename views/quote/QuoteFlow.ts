import { createActorContext } from '@xstate/react';
import { quoteMachine } from '../../machines/quote/quote.machine';

/** The quote form's actor of one widget. The widget root provides the machine with its browser effects. */
export const QuoteFlow = createActorContext(quoteMachine);
