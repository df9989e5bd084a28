/**
 * The lite video player (site-2.20, site-4.3, site-7.15): inactive (the site's own thumbnail and
 * a play button; nothing of the provider is loaded) until the visitor presses play, then active
 * (the provider's player in an iframe), once: nothing turns it back into the thumbnail.
 */
import { setup } from 'xstate';
import type { Video } from '../src/config/liteVideo';

export interface LiteVideoInput {
  /** The video the page configured (or the catalog's example). */
  video: Video;
}

export interface LiteVideoContext {
  video: Video;
}

export type LiteVideoEvent = { type: 'video.play' };

export const liteVideoMachine = setup({
  types: {
    context: {} as LiteVideoContext,
    events: {} as LiteVideoEvent,
    input: {} as LiteVideoInput,
  },
}).createMachine({
  id: 'liteVideo',
  description: 'The lite video player: the thumbnail until played, then the provider’s player, once',
  context: ({ input }) => ({ video: input.video }),
  initial: 'inactive',
  states: {
    inactive: {
      description: 'The thumbnail the site serves and the play button; no request to the provider',
      meta: { spec: ['site-2.20', 'site-4.3'] },
      on: { 'video.play': { target: 'active' } },
    },
    active: {
      description: 'Activated once: the provider’s player in an iframe, playing',
      meta: { spec: ['site-2.20', 'site-4.3', 'site-7.15'] },
    },
  },
});

export type LiteVideoMachine = typeof liteVideoMachine;
