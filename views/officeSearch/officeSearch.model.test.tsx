/**
 * The location search through the rendered view: the tours of its generated paths (`tourPaths`) (English) with what it
 * geocoded; then, in both languages, against the in-process sandbox, the six nearest offices with
 * their miles, a refused search, a failure that empties the list, and the configured texts; and
 * with the fake `google.maps` (src/testing/fakeGoogleMaps.ts) in place of the maps script, the
 * search's map: its default view, the searched point, a marker per office found and their info windows.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_GEO } from '../../fixtures/data/geo';
import { SANDBOX_MAPS_KEY } from '../../fixtures/data/maps';
import { connectSandbox, type SandboxHarness } from '../../fixtures/sandbox/testing';
import officeSearch from '../../src/flows/officeSearch';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { officeMapText } from '../../src/i18n/officeMap';
import { officesText } from '../../src/i18n/offices';
import { installFakeGoogleMaps, removeFakeGoogleMaps, type FakeMapsRecorder } from '../../src/testing/fakeGoogleMaps';
import { officesFor } from '../../src/rules/officesContent';
import { playFlowPath, recordingEffects } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(officeSearch);
const { tours } = ownTours(flow);

describe('[site-2.6 site-5.2] the location search through the view: its tours (every state, transition and call outcome)', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ controller }) => ({
        // [site-7.12] the typed search is what is geocoded.
        'search.searching': () => expect(controller.lastInput('geocode')).toEqual({ query: (screen.getByRole('searchbox') as HTMLInputElement).value.trim() }),
        // [site-8.5] the list is reset; what was typed stays.
        'search.failed': () => {
          expect(screen.queryAllByRole('listitem')).toEqual([]);
          expect(screen.getByRole('searchbox')).not.toHaveValue('');
        },
      }));
    });
  }
});

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = connectSandbox();
});
afterEach(() => sandbox.records.splice(0));

/** Types a search in the box and presses the search button, as a visitor does. */
async function searchFor(t: (typeof officesText)['en'], query: string) {
  const user = userEvent.setup();
  const box = screen.getByRole('searchbox', { name: t.searchLabel });
  await user.clear(box);
  await user.type(box, query);
  await user.click(screen.getByRole('button', { name: t.searchButton }));
  return { user, box };
}

function openPage(lang: 'en' | 'es', config: Record<string, unknown> = { offices: officesFor(lang) }, actors: Record<string, AnyActorLogic> = {}) {
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, { config })} effects={recordingEffects()} actors={actors} />);
}

describe.each(['en', 'es'] as const)('the location search against the sandbox (%s)', (lang) => {
  const t = officesText[lang];

  const search = async (query: string) => (await searchFor(t, query)).box;

  it('[site-2.6 site-2.8 site-9.2 site-7.12] a ZIP: the six nearest offices, nearest first, each with its miles', async () => {
    openPage(lang);
    await search(SANDBOX_GEO.zip);
    const results = await screen.findByRole('heading', { name: fill(t.resultsTitle, { query: '78701' }) });
    const list = results.parentElement!.querySelector('ol')!;
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Austin Downtown');
    expect(within(items[0]!).getByRole('link', { name: 'Austin Downtown' })).toHaveAttribute('href', officesFor(lang)[0]!.url);
    const miles = items.map((li) => li.querySelector('.office-list__distance')!.textContent ?? '');
    const other = new RegExp(`^${t.miles.other.replace('{miles}', '(\\d+[.,]\\d)')}$`);
    for (const m of miles) expect(m === t.miles.one || other.test(m), m).toBe(true);
    const numbers = miles.map((m) => Number(other.exec(m)?.[1]?.replace(',', '.') ?? 1));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(screen.getByRole('status')).toHaveTextContent(fill(t.resultsCount.other, { count: 6, query: '78701' }));
    expect(sandbox.records.map((r) => r.path)).toEqual(['/api/geo/geocode']);
  });

  it('[site-2.6 site-7.12] a city and state works the same', async () => {
    openPage(lang);
    await search(SANDBOX_GEO.place);
    expect(await screen.findByRole('heading', { name: fill(t.resultsTitle, { query: SANDBOX_GEO.place }) })).toBeVisible();
    expect(screen.getByRole('link', { name: 'San Antonio Downtown' })).toBeVisible();
  });

  it('[site-5.2] a search that is neither: the configured error on the box, no call', async () => {
    openPage(lang, { offices: officesFor(lang), messages: { invalidQuery: 'ZIP or City, ST please' } });
    const box = await search('12 Main St');
    expect(screen.getByRole('alert')).toHaveTextContent('ZIP or City, ST please');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(sandbox.records).toEqual([]);
  });

  it('[site-8.5] after results, a search that finds nothing shows the configured error and resets the list', async () => {
    openPage(lang, { offices: officesFor(lang), messages: { searchError: 'Nothing there.' } });
    await search(SANDBOX_GEO.zip);
    await screen.findByRole('heading', { name: fill(t.resultsTitle, { query: '78701' }) });
    const box = await search(SANDBOX_GEO.placeNotFound);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nothing there.'));
    // The results' heading is gone; the map's (without a key: it says the map is unavailable) stays.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([t.searchMapLabel]);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(box).toHaveValue(SANDBOX_GEO.placeNotFound);
  });

  it('[site-5.2 site-8.5] after results, a search that is neither shows the configured error and resets the list: no office under a heading that no longer matches', async () => {
    openPage(lang, { offices: officesFor(lang), messages: { invalidQuery: 'ZIP or City, ST please' } });
    await search(SANDBOX_GEO.zip);
    await screen.findByRole('heading', { name: fill(t.resultsTitle, { query: '78701' }) });
    const box = await search('7870');
    expect(screen.getByRole('alert')).toHaveTextContent('ZIP or City, ST please');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // No heading "Offices near 7870" (nor the old one), no office listed; what was typed stays.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([t.searchMapLabel]);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Austin Downtown' })).toBeNull();
    expect(box).toHaveValue('7870');
    // The refused search called nothing.
    expect(sandbox.records.map((r) => r.path)).toEqual(['/api/geo/geocode']);
  });

  it('[site-8.5] a geocoder failure shows the catalog\'s error by default', async () => {
    openPage(lang);
    await search('00010');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.configured.searchError);
  });
});

/** The page's map actors: the map area counts as in view at once; the script as the test says. */
const inViewAtOnce = fromPromise<true>(async () => true);
const failingScript = fromPromise<void>(async () => {
  throw new Error('The maps script could not load');
});

describe.each(['en', 'es'] as const)('the search map with the fake maps API (%s)', (lang) => {
  const t = officesText[lang];
  const m = officeMapText[lang];
  let maps: FakeMapsRecorder;
  beforeEach(() => {
    maps = installFakeGoogleMaps(window);
  });
  afterEach(() => {
    cleanup();
    removeFakeGoogleMaps(window);
  });

  const search = async (query: string) => (await searchFor(t, query)).user;

  it('[site-2.6 site-2.7 site-9.1] the map at Texas zoom 5 with no map-type or street-view control, then the searched point at zoom 13 with a marker per office found', async () => {
    openPage(lang, { offices: officesFor(lang), mapsKey: SANDBOX_MAPS_KEY }, { inView: inViewAtOnce });
    const region = screen.getByRole('region', { name: t.searchMapLabel });
    await within(region).findByTestId('map');
    await vi.waitFor(() => expect(maps.calls.find((c) => c.what === 'Map')).toBeDefined());
    const created = maps.calls.find((c) => c.what === 'Map')?.value as Record<string, unknown>;
    expect(created).toMatchObject({ mapTypeControl: false, streetViewControl: false });
    expect(maps.camera()).toEqual({ center: { lat: 31.17, lng: -99.68 }, zoom: 5 });
    expect(maps.markers()).toEqual([]);
    await search(SANDBOX_GEO.zip);
    await screen.findByRole('heading', { name: fill(t.resultsTitle, { query: '78701' }) });
    // The geocoded point of 78701 (the sandbox's geocoder) at the search zoom.
    await vi.waitFor(() => expect(maps.camera()?.zoom).toBe(13));
    const center = maps.camera()!.center;
    expect(center.lat).toBeCloseTo(30.27, 1);
    expect(center.lng).toBeCloseTo(-97.74, 1);
    await vi.waitFor(() => expect(maps.markers()).toHaveLength(6));
    const items = [...document.querySelectorAll('.office-search__results .office-list__item')];
    expect(maps.markers().map((mk) => mk.title)).toEqual(items.map((li) => li.querySelector('h3')!.textContent));
  });

  it('[site-2.6 site-9.1] each office found has an info window: its button (or marker) zooms to 13 and opens it; Escape closes and gives the focus back; a new search closes it', async () => {
    const o = officesText[lang];
    openPage(lang, { offices: officesFor(lang), mapsKey: SANDBOX_MAPS_KEY }, { inView: inViewAtOnce });
    await screen.findByTestId('map');
    const user = await search(SANDBOX_GEO.zip);
    const second = (await screen.findAllByRole('button', { name: new RegExp(m.showOnMap.replace('{office}', '.+')) }))[1]!;
    const office = officesFor(lang).find((x) => second.textContent === m.showOnMap.replace('{office}', x.title))!;
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    const info = document.querySelector<HTMLElement>('.fake-info-window')!;
    await vi.waitFor(() => expect(within(info).getByRole('heading', { name: office.title })).toHaveFocus());
    expect(info.textContent).toContain(`${office.city}, ${office.state} ${office.zipcode}`);
    expect(within(info).getByRole('link', { name: fill(o.ofOffice, { label: o.details, office: office.title }) })).toHaveAttribute('href', office.url);
    expect(maps.camera()).toEqual({ center: { lat: office.latitude, lng: office.longitude }, zoom: 13 });
    expect(screen.getByRole('status')).toHaveTextContent(fill(m.showing, { office: office.title }));
    await user.keyboard('{Escape}');
    expect(document.querySelector('.fake-info-window')).toBeNull();
    expect(second).toHaveFocus();
    // A marker does the same; a new search closes its window.
    await user.click(screen.getAllByRole('button', { name: office.title, pressed: undefined }).find((b) => b.closest('[data-testid="map"]'))!);
    expect(document.querySelector('.fake-info-window')).not.toBeNull();
    await search(SANDBOX_GEO.place);
    await screen.findByRole('heading', { name: fill(t.resultsTitle, { query: SANDBOX_GEO.place }) });
    expect(document.querySelector('.fake-info-window')).toBeNull();
  });

  it('[site-5.2 site-8.5] a search that is neither, after results: the map goes back to its default view with no marker', async () => {
    openPage(lang, { offices: officesFor(lang), mapsKey: SANDBOX_MAPS_KEY }, { inView: inViewAtOnce });
    await screen.findByTestId('map');
    await search(SANDBOX_GEO.zip);
    await screen.findByRole('heading', { name: fill(t.resultsTitle, { query: '78701' }) });
    await vi.waitFor(() => expect(maps.markers()).toHaveLength(6));
    await search('7870');
    expect(screen.getByRole('alert')).toHaveTextContent(t.configured.invalidQuery);
    await vi.waitFor(() => expect(maps.markers()).toEqual([]));
    expect(maps.camera()).toEqual({ center: { lat: 31.17, lng: -99.68 }, zoom: 5 });
  });

  it('[site-2.6] a script that fails: the map area says so, no office button; the search works the same', async () => {
    openPage(lang, { offices: officesFor(lang), mapsKey: SANDBOX_MAPS_KEY, messages: { mapUnavailable: 'Map offline.' } }, { inView: inViewAtOnce, loadMaps: failingScript });
    expect(await screen.findByText('Map offline.')).toBeInTheDocument();
    await search(SANDBOX_GEO.zip);
    await screen.findByRole('heading', { name: fill(t.resultsTitle, { query: '78701' }) });
    expect(screen.queryByRole('button', { name: new RegExp(m.showOnMap.replace('{office}', '.+')) })).toBeNull();
  });

  it('[site-2.6] no key: the map area says the map is unavailable, and no script is asked for', async () => {
    const before = document.querySelectorAll('script').length;
    openPage(lang);
    expect(await screen.findByText(t.configured.mapUnavailable)).toBeInTheDocument();
    expect(document.querySelectorAll('script')).toHaveLength(before);
    expect(maps.calls).toEqual([]);
  });
});
