/**
 * The lite video's own checks through the rendered view, in both languages: nothing of the
 * provider in the page before the press (the thumbnail is the site's), the player after it (https,
 * the provider's embed origin, focused), once; the declared size; a configured video and what the
 * page may not configure. The generic suites (src/flows/flows.view.*.test.tsx) walk the paths'
 * screens; e2e/liteVideo.spec.ts checks the requests and the size in Chromium.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { embedUrl } from '../../machines/liteVideo.rules';
import { liteVideoConfigSchema, VIDEO_PROVIDER_ORIGIN } from '../../src/config/liteVideo';
import liteVideo from '../../src/flows/liteVideo';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { liteVideoText } from '../../src/i18n/liteVideo';
import { createActorController } from '../../src/paths/actors';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(liteVideo);

function openPage(lang: 'en' | 'es', config?: Record<string, unknown>) {
  const controller = createActorController(flow.widget.machine);
  const { App } = flow.widget;
  return render(<App page={pageSetupFor(flow.descriptor, lang, config ? { config } : {})} effects={recordingEffects()} actors={controller.actors} />);
}

/** Every address the rendered widget would make the browser load (src, srcset, href, poster, data). */
function addresses(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    ['src', 'srcset', 'href', 'poster', 'data'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null),
  );
}

describe.each(['en', 'es'] as const)('the lite video (%s)', (lang) => {
  const t = liteVideoText[lang];
  const { title, id } = t.example;
  const playName = fill(t.configured.playLabel, { title });

  it('[site-2.20 site-4.3 site-7.15] before the press nothing of the provider is in the page: the site’s thumbnail in a play button', () => {
    const { container } = openPage(lang);
    const play = screen.getByRole('button', { name: playName });
    expect(container.querySelector('iframe')).toBeNull();
    // No address to load at all: the default thumbnail is drawn in the page, hidden from assistive technology inside the named button.
    expect(addresses(container)).toEqual([]);
    expect(play.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('[site-2.20 site-4.3 site-7.15] the press loads the provider’s player once, in the button’s place, with the focus', async () => {
    const user = userEvent.setup();
    const { container } = openPage(lang);
    await user.click(screen.getByRole('button', { name: playName }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    expect(frame.getAttribute('src')).toBe(embedUrl(id));
    expect(new URL(frame.src).origin).toBe(VIDEO_PROVIDER_ORIGIN);
    expect(frame).toHaveAttribute('title', title);
    expect(frame).toHaveFocus();
    // Activated once: no button to press again, and the player stays.
    expect(screen.queryByRole('button', { name: playName })).toBeNull();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('[site-2.20] the player is capped at the declared width, at the declared proportions', async () => {
    const { container } = openPage(lang, { video: { id: 'Zz9_yY8-xX7', title: 'Claims', width: 640, height: 360, thumbnail: '/media/claims.jpg' } });
    const figure = screen.getByRole('figure', { name: 'Claims' });
    expect(figure.style.maxWidth).toBe('640px');
    // A configured thumbnail is a file of the site, and the only address the player loads before the press.
    expect(screen.getByRole('button', { name: fill(t.configured.playLabel, { title: 'Claims' }) }).querySelector('img')).toHaveAttribute('alt', '');
    expect(addresses(container)).toEqual(['/media/claims.jpg']);
    await userEvent.setup().click(screen.getByRole('button'));
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('width', '640');
    expect(frame).toHaveAttribute('height', '360');
    expect(frame.getAttribute('src')).toBe(embedUrl('Zz9_yY8-xX7'));
  });

  it('[site-2.20] a configured play label', () => {
    openPage(lang, { messages: { playLabel: 'Watch {title} now' } });
    expect(screen.getByRole('button', { name: `Watch ${title} now` })).toBeVisible();
  });
});

describe('the lite video’s data-config', () => {
  it('[site-7.15] refuses a thumbnail from anywhere but the site, a video id that is not the provider’s, or a size out of range', () => {
    const video = { id: 'Bq3xVd7LmK0', title: 'A video' };
    for (const thumbnail of ['https://i.ytimg.com/vi/Bq3xVd7LmK0/hqdefault.jpg', 'http://localhost/x.jpg', '//cdn.example/x.jpg', '/\\cdn.example/x.jpg', 'javascript:alert(1)']) {
      expect(liteVideoConfigSchema.safeParse({ video: { ...video, thumbnail } }).success, thumbnail).toBe(false);
    }
    for (const id of ['short', 'Bq3xVd7LmK0/../x', 'Bq3xVd7LmK0?a=1']) {
      expect(liteVideoConfigSchema.safeParse({ video: { ...video, id } }).success, id).toBe(false);
    }
    expect(liteVideoConfigSchema.safeParse({ video: { ...video, width: 5000 } }).success).toBe(false);
    expect(liteVideoConfigSchema.safeParse({ video: { ...video, thumbnail: '/media/a.jpg' } }).success).toBe(true);
  });
});
