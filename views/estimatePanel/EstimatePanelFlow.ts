import { createActorContext } from '@xstate/react';
import { estimatePanelMachine } from '../../machines/estimatePanel.machine';

/** The estimate panel's actor of one widget. */
export const EstimatePanelFlow = createActorContext(estimatePanelMachine);
