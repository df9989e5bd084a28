import { createActorContext } from '@xstate/react';
import { quoteZipMachine } from '../../machines/quoteZip.machine';

/** The quote-by-ZIP actor of one widget. */
export const QuoteZipFlow = createActorContext(quoteZipMachine);
