import { createActorContext } from '@xstate/react';
import { sitePopupsMachine } from '../../machines/sitePopups.machine';

/** The site popups' actor of one widget. */
export const SitePopupsFlow = createActorContext(sitePopupsMachine);
