/** The lite video's texts in Spanish ("usted"): the same keys as liteVideo.en.ts, the type says so. */
import type { LiteVideoText } from './liteVideo.en';

export const es: LiteVideoText = {
  provider: 'Se reproduce desde YouTube cuando usted presiona reproducir.',
  configured: {
    playLabel: 'Reproducir el video: {title}',
  },
  example: {
    id: 'Bq3xVd7LmK0',
    title: 'Cómo funciona una cotización de seguro de auto, en dos minutos',
  },
};
