/** The portal views' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import type { PortalText } from '../../src/i18n/portal';
import { portalCatalog } from '../../src/i18n/portal.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: PortalTextsProvider, useTexts: usePortalTexts } = createTextsContext(portalCatalog, 'portal');

/** What the views read of the page's config (src/config/portal.ts): the help dialog's hours and phone, the configured messages. */
export interface PortalViewConfig {
  helpModal: { variant: 'a' | 'b'; startHour: number; endHour: number };
  agentPhone: string;
  rewards: { thresholds: { silver: number; gold: number; platinum: number } };
  messages: Partial<PortalText['configured']>;
}
