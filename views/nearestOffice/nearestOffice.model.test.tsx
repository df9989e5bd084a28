/**
 * The nearest-office banner through the rendered view: the tours of its generated paths (`tourPaths`) (English), then, in
 * both languages, the browser's geolocation call itself (a stand-in `navigator.geolocation`), the
 * modal's keyboard and focus, and a failure that is only logged. The generic Spanish suite walks them in
 * Spanish; this file is their English walk (src/testing/ownTours.ts).
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DENIED_MESSAGE, geolocationFor, SANDBOX_POSITIONS } from '../../fixtures/data/geo';
import nearestOffice from '../../src/flows/nearestOffice';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { officesText } from '../../src/i18n/offices';
import { officesFor } from '../../src/rules/officesContent';
import { playFlowPath, recordingEffects } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(nearestOffice);
const { tours } = ownTours(flow);

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('[site-2.9 site-2.10] the nearest-office banner through the view: its tours (every state, transition and call outcome)', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await playFlowPath(flow, 'en', path, () => ({
        // [site-8.1] nothing on screen when the location failed.
        unavailable: () => expect(document.querySelector('.nearest-office')).toBeNull(),
        noneNear: () => expect(document.querySelector('.nearest-office')).toBeNull(),
      }));
    });
  }
});

/** The browser's geolocation as a stand-in that records what the page asked. */
function browserAt(setting: Parameters<typeof geolocationFor>[0]) {
  const asked: Array<PositionOptions | undefined> = [];
  const inner = geolocationFor(setting);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) => {
        asked.push(options);
        inner.getCurrentPosition(ok, fail, options);
      },
    },
  });
  return asked;
}

function openPage(lang: 'en' | 'es', config: Record<string, unknown> = { offices: officesFor(lang) }) {
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, { config })} effects={recordingEffects()} />);
}

describe.each(['en', 'es'] as const)('the nearest-office banner (%s)', (lang) => {
  const t = officesText[lang];
  const austin = officesFor(lang)[0]!;

  it('[site-7.13 site-9.3 site-2.9] asks the browser once, with high accuracy, 15 000 ms and no cached position, then links the nearest office\'s address', async () => {
    const asked = browserAt(SANDBOX_POSITIONS.austin);
    openPage(lang);
    const link = await screen.findByRole('link', { name: '701 Congress Ave, Austin, TX 78701' });
    expect(link).toHaveAttribute('href', austin.url);
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: 15000, maximumAge: 0 }]);
    expect(screen.getByText(t.nearestLead)).toBeVisible();
  });

  it('[site-2.10 site-4.1] a button opens the modal (focus inside); its close button and Escape close it, focus back on the button', async () => {
    browserAt(SANDBOX_POSITIONS.austin);
    const user = userEvent.setup();
    openPage(lang);
    const more = await screen.findByRole('button', { name: t.nearestMore });
    await user.click(more);
    const dialog = screen.getByRole('dialog', { name: fill(t.nearestTitle, { office: austin.title }) });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const named = (label: string) => fill(t.ofOffice, { label, office: austin.title });
    expect(within(dialog).getByText(austin.title)).toBeVisible();
    expect(within(dialog).getByText(/701 Congress Ave/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: named(fill(t.phone, { phone: '(512) 555-0101' })) })).toHaveAttribute('href', 'tel:+15125550101');
    expect(within(dialog).getByRole('link', { name: named(t.directions) })).toHaveAttribute('href', austin.google);
    expect(within(dialog).getByRole('link', { name: named(t.email) })).toHaveAttribute('href', `mailto:${austin.email}`);
    expect(within(dialog).getByRole('link', { name: named(t.details) })).toHaveAttribute('href', austin.url);
    await user.click(within(dialog).getByRole('button', { name: t.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('[site-8.1] a refused location is logged as a warning with its code and message; nothing shows', async () => {
    browserAt('denied');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    openPage(lang);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(`Geolocation failed (code 1): ${DENIED_MESSAGE}`));
    expect(screen.queryByText(t.nearestLead)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('[site-8.1] a browser without geolocation: logged, nothing shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    openPage(lang);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Geolocation failed \(code 0\): /);
    expect(screen.queryByText(t.nearestLead)).toBeNull();
  });

  it('[site-2.11 site-3.3] the mindistance attribute: 0.5 km hides an office 0.66 km away, 1 km shows it', async () => {
    browserAt(SANDBOX_POSITIONS.austin);
    openPage(lang, { offices: officesFor(lang), mindistance: 0.5 });
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(screen.queryByText(t.nearestLead)).toBeNull();
    cleanup();
    openPage(lang, { offices: officesFor(lang), mindistance: 1 });
    expect(await screen.findByText(t.nearestLead)).toBeVisible();
  });

  it('[site-3.1] a bad entry of the list is left out with a configuration error; the rest still works', async () => {
    browserAt(SANDBOX_POSITIONS.austin);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [first, ...rest] = officesFor(lang);
    openPage(lang, { offices: [{ ...first, latitude: 'here' }, ...rest] });
    // Austin Downtown is left out: Austin South Congress is now the nearest.
    expect(await screen.findByRole('link', { name: '4477 S Lamar Blvd, Austin, TX 78745' })).toBeVisible();
    expect(error).toHaveBeenCalledWith('[widget nearestOffice] data-config.offices.0.latitude: left out: Invalid input: expected number, received string');
  });
});
