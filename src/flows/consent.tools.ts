/** What the studio, the charts and the tests load of the consent flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/consent').then((m) => m.consentFlowText),
  model: () => import('../../fixtures/models/consent.model').then((m) => m.consentPathModel),
  screens: () => import('../../fixtures/screens/consent.screens').then((m) => m.consentScreens),
} satisfies FlowTools;
