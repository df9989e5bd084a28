/**
 * The video provider cannot be reached from the test machine: its embed origin (the lite video's
 * iframe, site-2.20) is answered by a stand-in page, so a path that presses play shows a player
 * rather than the browser's error page. Returns the embed addresses asked for, in order.
 */
import type { Page } from '@playwright/test';
import { VIDEO_PROVIDER_ORIGIN } from '../src/config/liteVideo';

export async function stubVideoProvider(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${VIDEO_PROVIDER_ORIGIN}/**`, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><title>Video player</title></head><body><main><p>Video player stand-in</p></main></body></html>',
    });
  });
  return asked;
}
