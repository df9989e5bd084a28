/** The lite video's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { liteVideoPageInput, liteVideoPathModel } from '../fixtures/models/liteVideo.model';
import { VIDEO_PROVIDER_ORIGIN } from '../src/config/liteVideo';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { liteVideoMachine } from './liteVideo.machine';
import { embedUrl } from './liteVideo.rules';

const generated = generatePaths(liteVideoPathModel);

describe('[site-2.20 site-4.3] liteVideo chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(liteVideoPathModel, path);
    });
  }
});

describe('the lite video', () => {
  it('[site-4.3] is inactive until played, then active once: nothing turns it back', () => {
    const actor = createActor(liteVideoMachine, { input: liteVideoPageInput() }).start();
    expect(actor.getSnapshot().value).toBe('inactive');
    actor.send({ type: 'video.play' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().can({ type: 'video.play' })).toBe(false);
    actor.send({ type: 'video.play' });
    expect(actor.getSnapshot().value).toBe('active');
  });

  it('[site-7.15] the embed address is the provider’s privacy-enhanced origin over https, the id escaped', () => {
    const url = new URL(embedUrl('Bq3xVd7LmK0'));
    expect(url.origin).toBe(VIDEO_PROVIDER_ORIGIN);
    expect(url.protocol).toBe('https:');
    expect(url.pathname).toBe('/embed/Bq3xVd7LmK0');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(new URL(embedUrl('../../x?y=1')).origin).toBe(VIDEO_PROVIDER_ORIGIN);
  });
});
