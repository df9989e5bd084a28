/**
 * The lite video's texts in both languages at once (liteVideo.en.ts, liteVideo.es.ts), for the
 * studio, the screens descriptions and the tests. A page loads only its own language, through
 * liteVideo.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type LiteVideoText } from './liteVideo.en';
import { es } from './liteVideo.es';
import type { FlowText } from './texts';

export type { LiteVideoText } from './liteVideo.en';

export const liteVideoText: Record<Lang, LiteVideoText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const liteVideoFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Lite video player',
      summary: 'The site’s own thumbnail and a play button; the provider’s player loads only after the press, once.',
    },
  },
  es: {
    flow: {
      title: 'Reproductor de video ligero',
      summary: 'La miniatura del propio sitio y un botón de reproducir; el reproductor del proveedor se carga solo después de presionarlo, una vez.',
    },
  },
};
