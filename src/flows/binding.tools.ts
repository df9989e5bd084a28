/** What the studio, the charts and the tests load of online binding; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/binding').then((m) => m.bindingFlowText),
  model: () => import('../../fixtures/models/binding.model').then((m) => m.bindingPathModel),
  screens: () => import('../../fixtures/screens/binding.screens').then((m) => m.bindingScreens),
} satisfies FlowTools;
