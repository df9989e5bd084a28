/**
 * The location search through the rendered view: every generated path (English) with what it
 * geocoded; then, in both languages, against the in-process sandbox, the six nearest offices with
 * their miles, a refused search, a failure that empties the list, and the configured texts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_GEO } from '../../fixtures/data/geo';
import { connectSandbox, type SandboxHarness } from '../../fixtures/sandbox/testing';
import officeSearch from '../../src/flows/officeSearch';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { officesText } from '../../src/i18n/offices';
import { officesFor } from '../../src/rules/officesContent';
import { generatePaths } from '../../src/paths/model';
import { playFlowPath, recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(officeSearch);
const generated = generatePaths(flow.model);

describe('[site-2.6 site-5.2] the location search through the view: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ controller }) => ({
        // [site-7.12] the typed search is what is geocoded.
        searching: () => expect(controller.lastInput('geocode')).toEqual({ query: (screen.getByRole('searchbox') as HTMLInputElement).value.trim() }),
        // [site-8.5] the list is reset; what was typed stays.
        failed: () => {
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

function openPage(lang: 'en' | 'es', config: Record<string, unknown> = { offices: officesFor(lang) }) {
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, { config })} effects={recordingEffects()} />);
}

describe.each(['en', 'es'] as const)('the location search against the sandbox (%s)', (lang) => {
  const t = officesText[lang];

  async function search(query: string) {
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: t.searchLabel });
    await user.clear(box);
    await user.type(box, query);
    await user.click(screen.getByRole('button', { name: t.searchButton }));
    return box;
  }

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
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(box).toHaveValue(SANDBOX_GEO.placeNotFound);
  });

  it('[site-8.5] a geocoder failure shows the catalog\'s error by default', async () => {
    openPage(lang);
    await search('00010');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.configured.searchError);
  });
});
