/** Out of state (site §2, §4, §7): the timed redirect to a state link, or the email form. */
import { outOfStateCatalog } from '../i18n/outOfState.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'outOfState',
  widget: 'outOfState',
  page: '/out-of-state/',
  text: () => import('../i18n/outOfState').then((m) => m.outOfStateFlowText),
  catalogs: [outOfStateCatalog],
  load: () => import('../widgets/outOfState').then((m) => m.default),
  model: () => import('../../fixtures/models/outOfState.model').then((m) => m.outOfStatePathModel),
  screens: () => import('../../views/outOfState/outOfState.screens').then((m) => m.outOfStateScreens),
});
