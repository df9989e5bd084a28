/** The glossary's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { GlossaryText } from './glossary.en';

export const glossaryCatalog = lazyCatalog<GlossaryText>('glossary', {
  en: () => import('./glossary.en').then((m) => m.en),
  es: () => import('./glossary.es').then((m) => m.es),
});
