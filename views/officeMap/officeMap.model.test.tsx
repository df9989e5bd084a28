/**
 * The office map through the rendered view: the tours of its generated paths (`tourPaths`) (English, their only walk in that language, src/testing/ownTours.ts;
 * the generic suite walks them in Spanish), then, with the fake `google.maps` (src/testing/fakeGoogleMaps.ts) in
 * place of the maps script, what the map is given (site-2.1), when the markers come (site-2.2),
 * and a marker's info window with its focus handling (site-2.3), in English and Spanish. Without a
 * key the page asks for no script; a script that fails leaves the text that says so.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_MAPS_KEY } from '../../fixtures/data/maps';
import officeMap from '../../src/flows/officeMap';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { officeMapText } from '../../src/i18n/officeMap';
import { officesText } from '../../src/i18n/offices';
import { officesFor } from '../../src/rules/officesContent';
import { phoneHref } from '../../src/rules/offices';
import { installFakeGoogleMaps, removeFakeGoogleMaps, type FakeMapsRecorder } from '../../src/testing/fakeGoogleMaps';
import { playFlowPath, recordingEffects } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(officeMap);
const { tours } = ownTours(flow);

describe('[site-2.1 site-2.2 site-2.3] the office map through the view: its tours (every state, transition and call outcome)', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, () => ({
        // No key, or the script failed: no script was asked for by the view, and no marker list.
        unavailable: () => expect(document.querySelector('.office-map__list')).toBeNull(),
      }));
    });
  }
});

/** The page's actors: the map area counts as in view at once; the script as the test says. */
const inViewAtOnce = fromPromise<true>(async () => true);
const failingScript = fromPromise<void>(async () => {
  throw new Error('The maps script could not load');
});

function openPage(lang: 'en' | 'es', config: Record<string, unknown>, actors: Record<string, AnyActorLogic> = {}) {
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, { config })} effects={recordingEffects()} actors={{ inView: inViewAtOnce, ...actors }} />);
}

const withKey = (lang: 'en' | 'es', more: Record<string, unknown> = {}) => ({ offices: officesFor(lang), mapsKey: SANDBOX_MAPS_KEY, markerDelayMs: 2000, ...more });

describe('with the fake maps API', () => {
  let maps: FakeMapsRecorder;
  const global = globalThis as { jest?: unknown };
  beforeEach(() => {
    maps = installFakeGoogleMaps(window);
    // The markers' delay and the info window's focus retries run on the fake clock; Testing
    // Library's queries and vi.waitFor move it while they wait (the global `jest` tells them to).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  });
  afterEach(() => {
    cleanup();
    removeFakeGoogleMaps(window);
    delete global.jest;
    vi.useRealTimers();
  });
  /** A visitor on the fake clock: the pointer's and keyboard's pauses move it. */
  const visitor = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  /** The page's promises settle; the clock does not move. */
  const settled = () => act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

  it('[site-2.1 site-9.1] the map is centred on Texas (31.17, -99.68) at zoom 5, with no map-type and no street-view control', async () => {
    openPage('en', withKey('en'));
    await screen.findByTestId('map');
    await vi.waitFor(() => expect(maps.calls.find((c) => c.what === 'Map')).toBeDefined());
    const created = maps.calls.find((c) => c.what === 'Map')?.value as Record<string, unknown>;
    const options = { ...created, ...Object.assign({}, ...maps.calls.filter((c) => c.what === 'setOptions').map((c) => c.value as object)) } as Record<string, unknown>;
    expect(options).toMatchObject({ center: { lat: 31.17, lng: -99.68 }, zoom: 5, mapTypeControl: false, streetViewControl: false });
    expect(maps.camera()).toEqual({ center: { lat: 31.17, lng: -99.68 }, zoom: 5 });
  });

  it('[site-2.2 site-3.1 site-9.7] no marker until the delay has passed once the map is there, then one per office of the page element (a bad entry left out)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offices = [...officesFor('en'), { title: 'Broken', latitude: 'north' }];
    openPage('en', withKey('en', { offices, markerDelayMs: 2000 }));
    await settled();
    expect(screen.getByTestId('map')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.getAllByText(officeMapText.en.pending).length).toBeGreaterThan(0);
    expect(maps.markers()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const markers = screen.getAllByRole('button', { name: officesFor('en')[0]!.title });
    expect(markers).toHaveLength(1);
    const placed = maps.markers();
    expect(placed).toHaveLength(officesFor('en').length);
    expect(placed[0]).toEqual({ title: officesFor('en')[0]!.title, position: { lat: officesFor('en')[0]!.latitude, lng: officesFor('en')[0]!.longitude } });
    expect(placed.map((p) => p.title)).not.toContain('Broken');
  });

  for (const lang of ['en', 'es'] as const) {
    it(`[site-2.3 site-9.1] ${lang}: clicking a marker zooms to 13, pans to it and opens its info window; closing it gives the focus back`, async () => {
      const t = officeMapText[lang];
      const o = officesText[lang];
      // The first office of a city: at zoom 5 the others of that city hide under it (collision behaviour).
      const office = officesFor(lang)[lang === 'en' ? 0 : 3]!;
      const user = visitor();
      openPage(lang, withKey(lang));
      const marker = await screen.findByRole('button', { name: office.title });
      await user.click(marker);
      const info = document.querySelector<HTMLElement>('.fake-info-window');
      expect(info).not.toBeNull();
      const box = within(info!);
      // Name, address, city, state, ZIP, the phone as a call link, the hours, and the three links.
      await vi.waitFor(() => expect(box.getByRole('heading', { name: office.title })).toHaveFocus());
      expect(info!.textContent).toContain(office.address);
      expect(info!.textContent).toContain(`${office.city}, ${office.state} ${office.zipcode}`);
      expect(box.getByRole('link', { name: fill(o.ofOffice, { label: fill(o.phone, { phone: office.phone! }), office: office.title }) })).toHaveAttribute('href', phoneHref(office.phone!));
      expect(info!.textContent).toContain(office.hoursMonFri);
      expect(box.getByText(t.hours.monFri)).toBeInTheDocument();
      expect(box.getByRole('link', { name: fill(o.ofOffice, { label: o.directions, office: office.title }) })).toHaveAttribute('href', office.google);
      expect(box.getByRole('link', { name: fill(o.ofOffice, { label: o.email, office: office.title }) })).toHaveAttribute('href', `mailto:${office.email}`);
      expect(box.getByRole('link', { name: fill(o.ofOffice, { label: o.details, office: office.title }) })).toHaveAttribute('href', office.url);
      // Zoomed to 13 and panned to the marker.
      expect(maps.calls.filter((c) => c.what === 'setZoom').at(-1)?.value).toBe(13);
      expect(maps.calls.filter((c) => c.what === 'panTo').at(-1)?.value).toEqual({ lat: office.latitude, lng: office.longitude });
      expect(maps.camera()).toEqual({ center: { lat: office.latitude, lng: office.longitude }, zoom: 13 });
      expect(screen.getByRole('status')).toHaveTextContent(fill(t.showing, { office: office.title }));
      // The labelled close button closes it; the focus goes back to the marker.
      await user.click(box.getByRole('button', { name: fill(t.closeInfo, { office: office.title }) }));
      expect(document.querySelector('.fake-info-window')).toBeNull();
      expect(maps.calls.at(-1)?.what).toBe('infoWindow.close');
      expect(marker).toHaveFocus();
    });
  }

  it('at zoom 5 the markers of one city do not cover each other: the later ones hide until the map zooms in; the list reaches them all', async () => {
    const t = officeMapText.en;
    const [downtown, northLamar] = officesFor('en');
    const user = visitor();
    openPage('en', withKey('en'));
    await screen.findByRole('button', { name: downtown!.title });
    expect(screen.queryByRole('button', { name: northLamar!.title })).toBeNull();
    expect(maps.markers().map((m) => m.title)).toContain(northLamar!.title);
    await user.click(screen.getByRole('button', { name: fill(t.showOnMap, { office: northLamar!.title }) }));
    // Open, its marker shows (zoom 13 spreads the city out).
    expect(await screen.findByRole('button', { name: northLamar!.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: downtown!.title })).toBeInTheDocument();
  });

  it('[site-2.3] the list beside the map does what a marker does, by keyboard; Escape closes and gives the focus back', async () => {
    const t = officeMapText.en;
    const office = officesFor('en')[5]!;
    const user = visitor();
    openPage('en', withKey('en'));
    const show = await screen.findByRole('button', { name: fill(t.showOnMap, { office: office.title }) });
    // Drawn with the map, usable once the markers are there.
    expect(show).toBeDisabled();
    await vi.waitFor(() => expect(show).toBeEnabled(), { timeout: 4000 });
    show.focus();
    await user.keyboard('{Enter}');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(within(document.querySelector<HTMLElement>('.fake-info-window')!).getByRole('heading', { name: office.title })).toHaveFocus());
    expect(maps.camera()).toEqual({ center: { lat: office.latitude, lng: office.longitude }, zoom: 13 });
    await user.keyboard('{Escape}');
    expect(document.querySelector('.fake-info-window')).toBeNull();
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(show).toHaveFocus();
  });
});

describe('without the map', () => {
  afterEach(() => {
    cleanup();
  });

  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: no key: the map area says the map is unavailable, and no script is asked for`, async () => {
      const before = document.querySelectorAll('script').length;
      openPage(lang, { offices: officesFor(lang) });
      expect(await screen.findByText(officeMapText[lang].configured.unavailable)).toBeInTheDocument();
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
      expect(document.querySelectorAll('script')).toHaveLength(before);
      expect(screen.getByRole('region', { name: officeMapText[lang].mapLabel })).toBeInTheDocument();
    });

    it(`${lang}: a script that fails: the map area says so; the configured text wins`, async () => {
      openPage(lang, withKey(lang), { loadMaps: failingScript });
      expect(await screen.findByText(officeMapText[lang].configured.unavailable)).toBeInTheDocument();
      cleanup();
      openPage(lang, withKey(lang, { messages: { unavailable: 'Map offline.' } }), { loadMaps: failingScript });
      expect(await screen.findByText('Map offline.')).toBeInTheDocument();
    });
  }
});
