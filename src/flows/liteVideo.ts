/** The lite video player (site §2 "Forms and media", §4, §7): the provider's player loads only after a press. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'liteVideo',
  widget: 'liteVideo',
  page: '/auto-insurance-101/',
  tools: () => import('./liteVideo.tools').then((m) => m.default),
  catalogs: () => import('../i18n/liteVideo.lazy').then((m) => [m.liteVideoCatalog]),
  load: () => import('../widgets/liteVideo').then((m) => m.default),
});
