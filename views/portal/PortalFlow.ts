import { createActorContext } from '@xstate/react';
import { portalMachine } from '../../machines/portal/portal.machine';

/** The portal actor of one widget. The widget root provides the machine with its browser effects. */
export const PortalFlow = createActorContext(portalMachine);
