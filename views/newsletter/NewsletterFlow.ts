import { createActorContext } from '@xstate/react';
import { newsletterMachine } from '../../machines/newsletter.machine';

/** The newsletter form's actor of one widget. */
export const NewsletterFlow = createActorContext(newsletterMachine);
