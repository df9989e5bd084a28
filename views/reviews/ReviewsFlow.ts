import { createActorContext } from '@xstate/react';
import { reviewsMachine } from '../../machines/reviews.machine';

/** A review slider's actor of one widget. */
export const ReviewsFlow = createActorContext(reviewsMachine);
