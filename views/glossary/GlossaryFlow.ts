import { createActorContext } from '@xstate/react';
import { glossaryMachine } from '../../machines/glossary.machine';

/** The glossary's actor of one widget. */
export const GlossaryFlow = createActorContext(glossaryMachine);
