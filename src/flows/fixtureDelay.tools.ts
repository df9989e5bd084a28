/** What the studio, the charts and the tests load of the fixtureDelay flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/fixtureDelay').then((m) => m.fixtureDelayText),
  model: () => import('../../fixtures/models/fixtureDelay.model').then((m) => m.fixtureDelayPathModel),
  screens: () => import('../../views/fixtureDelay/fixtureDelay.screens').then((m) => m.fixtureDelayScreens),
} satisfies FlowTools;
