/** What the studio, the charts and the tests load of the fixturePoller flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/fixturePoller').then((m) => m.fixturePollerText),
  model: () => import('../../fixtures/models/fixturePoller.model').then((m) => m.fixturePollerPathModel),
  screens: () => import('../../views/fixturePoller/fixturePoller.screens').then((m) => m.fixturePollerScreens),
} satisfies FlowTools;
