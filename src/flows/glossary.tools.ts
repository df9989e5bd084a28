/** What the studio, the charts and the tests load of the glossary flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/glossary').then((m) => m.glossaryFlowText),
  model: () => import('../../fixtures/models/glossary.model').then((m) => m.glossaryPathModel),
  screens: () => import('../../fixtures/screens/glossary.screens').then((m) => m.glossaryScreens),
} satisfies FlowTools;
