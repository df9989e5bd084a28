/** The consent form (portal §2, §4, §7, §8): the consent customer by the link's id, the checkboxes and their policies. */
import { consentCatalog } from '../i18n/consent.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'consent',
  widget: 'consent',
  page: '/consent/',
  text: () => import('../i18n/consent').then((m) => m.consentFlowText),
  catalogs: [consentCatalog],
  load: () => import('../widgets/consent').then((m) => m.default),
  model: () => import('../../fixtures/models/consent.model').then((m) => m.consentPathModel),
  screens: () => import('../../views/consent/consent.screens').then((m) => m.consentScreens),
});
