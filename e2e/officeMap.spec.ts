/**
 * The office map in Chromium with the fake maps script (e2e/mapsStub.ts; the real one cannot be
 * reached here): the map's options (site-2.1), the markers after the delay (site-2.2), a marker
 * chosen by keyboard opening its info window, zoomed and panned to, and closed again with the
 * focus back on the marker (site-2.3), in English and Spanish, with axe-core on the open window.
 * Then the script failing: the map says so, and the nearest office, the list and the search work.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './workerPage';
import { SANDBOX_POSITIONS } from '../fixtures/data/geo';
import { SANDBOX_MAPS_KEY } from '../fixtures/data/maps';
import { LANGS } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { fill } from '../src/i18n';
import { officeMapText } from '../src/i18n/officeMap';
import { officesText } from '../src/i18n/offices';
import { officesFor } from '../src/rules/officesContent';
import type { FakeMapsRecorder } from '../src/testing/fakeGoogleMaps';
import { stubMapsScript } from './mapsStub';
import { scan } from './axeScan';

/** The offices page's map host with a key (and a fixed 2 s marker delay) added to what the page configures. */
async function withMapsKey(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      const host = document.querySelector<HTMLElement>('[data-widget="officeMap"]');
      if (!host) return;
      const config = JSON.parse(host.dataset.config ?? '{}') as Record<string, unknown>;
      host.dataset.config = JSON.stringify({ ...config, mapsKey: key, markerDelayMs: 2000 });
    });
  }, SANDBOX_MAPS_KEY);
}

const fake = (page: Page) =>
  page.evaluate(() => {
    const f = (window as unknown as { __fakeMaps?: FakeMapsRecorder }).__fakeMaps;
    return f ? { camera: f.camera(), markers: f.markers().length, created: f.calls.find((c) => c.what === 'Map')?.value } : null;
  });

for (const lang of LANGS) {
  test(`[site-2.1 site-2.2 site-2.3] offices page (${lang}): the fake map, its markers after the delay, a marker's info window by keyboard`, async ({ page }) => {
    const t = officeMapText[lang];
    const o = officesText[lang];
    const offices = officesFor(lang);
    const office = offices[0]!;
    const asked = await stubMapsScript(page);
    await withMapsKey(page);
    await page.goto(pagePath('/offices/', lang));
    const region = page.getByRole('region', { name: t.mapLabel });
    await region.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-fake-map]')).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).searchParams.get('language')).toBe(lang);
    // site-2.1: Texas at zoom 5, no map-type or street-view control; site-2.2: no marker yet.
    expect(await fake(page)).toMatchObject({
      camera: { center: { lat: 31.17, lng: -99.68 }, zoom: 5 },
      markers: 0,
      created: { center: { lat: 31.17, lng: -99.68 }, zoom: 5, mapTypeControl: false, streetViewControl: false },
    });
    const marker = region.getByRole('button', { name: office.title, exact: true });
    await expect(marker).toBeVisible({ timeout: 5000 });
    expect((await fake(page))?.markers).toBe(offices.length);
    // site-2.3: the marker by keyboard.
    await marker.focus();
    await page.keyboard.press('Enter');
    const info = page.locator('.fake-info-window');
    await expect(info.getByRole('heading', { name: office.title })).toBeFocused();
    await expect(info).toContainText(office.address);
    await expect(info).toContainText(`${office.city}, ${office.state} ${office.zipcode}`);
    await expect(info.getByRole('link', { name: fill(o.ofOffice, { label: fill(o.phone, { phone: office.phone! }), office: office.title }) })).toHaveAttribute('href', /^tel:/);
    for (const label of [o.directions, o.email, o.details]) await expect(info.getByRole('link', { name: fill(o.ofOffice, { label, office: office.title }) })).toBeVisible();
    await expect(info).toContainText(office.hoursMonFri!);
    expect((await fake(page))?.camera).toEqual({ center: { lat: office.latitude, lng: office.longitude }, zoom: 13 });
    expect(await scan(page)).toEqual([]);
    await info.getByRole('button', { name: fill(t.closeInfo, { office: office.title }) }).click();
    await expect(info).toHaveCount(0);
    await expect(marker).toBeFocused();
  });
}

test('offices page: the maps script failing leaves the map unavailable, and the nearest office, the list and the search work', async ({ page, context }) => {
  const t = officeMapText.en;
  await page.route(/^https:\/\/maps\.googleapis\.com\//, (route) => route.abort('internetdisconnected'));
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...SANDBOX_POSITIONS.austin, accuracy: 20 });
  await withMapsKey(page);
  await page.goto('/offices/');
  const region = page.getByRole('region', { name: t.mapLabel });
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByText(t.configured.unavailable)).toBeVisible();
  // The nearest office by the browser's location, and every office listed.
  await expect(page.getByText(officesText.en.nearestLead)).toBeVisible();
  await expect(page.locator('.office-list .office-card')).toHaveCount(officesFor('en').length);
  // The search, on its page, through the sandbox's geocoder: offices with their miles.
  await page.goto('/locations/');
  await page.getByRole('searchbox', { name: officesText.en.searchLabel }).fill('78701');
  await page.getByRole('button', { name: officesText.en.searchButton }).click();
  await expect(page.getByRole('heading', { name: fill(officesText.en.resultsTitle, { query: '78701' }) })).toBeVisible();
  await expect(page.locator('.office-list__distance').first()).toHaveText(/mile/);
  await context.clearPermissions();
  await context.setGeolocation(null);
});
