/** What the studio, the charts and the tests load of the sitePopups flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/sitePopups').then((m) => m.sitePopupsFlowText),
  model: () => import('../../fixtures/models/sitePopups.model').then((m) => m.sitePopupsPathModel),
  screens: () => import('../../fixtures/screens/sitePopups.screens').then((m) => m.sitePopupsScreens),
} satisfies FlowTools;
