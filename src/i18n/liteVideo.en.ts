/**
 * Text of the lite video player (site-2.20, site-4.3). English; its shape is the key type of both
 * languages (liteVideo.es.ts must match it). `{title}` is the video's title.
 */
export const en = {
  /** Under the player: where the video comes from once played. */
  provider: 'Plays from YouTube once you press play.',
  configured: {
    playLabel: 'Play the video: {title}',
  },
  /** The example video a page shows when it configures none (its id is the provider's). */
  example: {
    id: 'Bq3xVd7LmK0',
    title: 'How an auto insurance quote works, in two minutes',
  },
};

export type LiteVideoText = typeof en;
