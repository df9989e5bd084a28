import { createActorContext } from '@xstate/react';
import { bindingMachine } from '../../machines/binding/binding.machine';

/** The binding actor of one widget. */
export const BindingFlow = createActorContext(bindingMachine);
