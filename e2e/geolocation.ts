/**
 * The browser's location for a path (the nearest-office banner, site-7.13): what the path's start
 * or its first located outcome says in `sandbox.geolocation` (src/paths/types.ts). Coordinates:
 * the page may read the location, and the browser is there. `denied`: the page may not (Chromium
 * answers PERMISSION_DENIED, code 1, which the banner only logs: site-8.1). A path that says
 * nothing gets what a fresh context has: no permission.
 *
 * The walk calls it in openPath (e2e/walk.ts) before the page opens:
 *   await applyGeolocation(page.context(), path);
 */
import type { BrowserContext } from '@playwright/test';
import type { ModelPath } from '../src/paths/model';
import type { SandboxInput } from '../src/paths/types';

/** The location a path's page is given: its start's, else its first outcome's that names one. */
export function geolocationOf(path: ModelPath): SandboxInput['geolocation'] {
  if (path.start.sandbox.geolocation) return path.start.sandbox.geolocation;
  for (const step of path.steps) {
    const setting = step.outcome?.sandbox.geolocation;
    if (setting) return setting;
  }
  return undefined;
}

export async function applyGeolocation(context: BrowserContext, path: ModelPath): Promise<void> {
  const setting = geolocationOf(path);
  // The worker's context outlives the test (it is reused, and Playwright's reset keeps what a test
  // granted): a path that says nothing starts as a fresh context does, with nothing granted.
  if (setting === undefined || setting === 'denied') {
    await context.clearPermissions();
    await context.setGeolocation(null);
    return;
  }
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: setting.latitude, longitude: setting.longitude, accuracy: setting.accuracy ?? 20 });
}
