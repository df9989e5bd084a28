import { createActorContext } from '@xstate/react';
import { liteVideoMachine } from '../../machines/liteVideo.machine';

/** The lite video's actor of one widget. */
export const LiteVideoFlow = createActorContext(liteVideoMachine);
