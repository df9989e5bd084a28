import { createActorContext } from '@xstate/react';
import { contactUsMachine } from '../../machines/contactUs.machine';

/** The contact-us widget's actor of one widget. */
export const ContactUsFlow = createActorContext(contactUsMachine);
