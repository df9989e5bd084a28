/** The lite video's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { LiteVideoText } from './liteVideo.en';

export const liteVideoCatalog = lazyCatalog<LiteVideoText>('liteVideo', {
  en: () => import('./liteVideo.en').then((m) => m.en),
  es: () => import('./liteVideo.es').then((m) => m.es),
});
