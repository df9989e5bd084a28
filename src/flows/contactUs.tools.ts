/** What the studio, the charts and the tests load of the contact-us flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/contactUs').then((m) => m.contactUsFlowText),
  model: () => import('../../fixtures/models/contactUs.model').then((m) => m.contactUsPathModel),
  screens: () => import('../../fixtures/screens/contactUs.screens').then((m) => m.contactUsScreens),
} satisfies FlowTools;
