/**
 * The location card through the rendered view: the tours of its generated paths (`tourPaths`) (English); then, in both
 * languages, with a fixed clock, today first with the configured today label and the other days
 * in rotation, in the office's time zone, and the button's state for assistive technology.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import locationCard from '../../src/flows/locationCard';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { officesText } from '../../src/i18n/offices';
import { officesFor } from '../../src/rules/officesContent';
import { playFlowPath, recordingEffects } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(locationCard);
const { tours } = ownTours(flow);

describe('[site-2.12 site-4.1] the location card through the view: its tours (every state, transition and call outcome)', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, () => ({
        // [site-2.12] seven days, today (marked) first.
        hoursShown: () => {
          const items = screen.getAllByRole('listitem');
          expect(items).toHaveLength(7);
          expect(items[0]).toHaveAttribute('aria-current', 'date');
          expect(items.slice(1).every((li) => !li.hasAttribute('aria-current'))).toBe(true);
        },
      }));
    });
  }
});

function openCard(lang: 'en' | 'es', officeIndex: number, now: Date, todaylabel?: string) {
  const office = officesFor(lang)[officeIndex]!;
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, { config: { office, ...(todaylabel ? { todaylabel } : {}) } })} effects={recordingEffects()} now={() => now} />);
  return office;
}

describe.each(['en', 'es'] as const)('the hours dropdown (%s)', (lang) => {
  const t = officesText[lang];

  it('[site-2.12 site-4.1] the button toggles the hours; aria-expanded says which; today first with the configured label, then the rotation', async () => {
    const user = userEvent.setup();
    // Thursday 2026-01-08, 10:00 in Houston.
    const office = openCard(lang, 9, new Date('2026-01-08T16:00:00Z'), lang === 'en' ? 'Open today' : 'Abierto hoy');
    const button = screen.getByRole('button', { name: t.hoursButton });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: fill(t.hoursTitle, { office: office.title }) });
    expect(button.getAttribute('aria-controls')).toBe(list.parentElement?.id);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `${lang === 'en' ? 'Open today' : 'Abierto hoy'} (${t.days[3]})9:00 AM - 7:00 PM`,
      `${t.days[4]}9:00 AM - 7:00 PM`,
      `${t.days[5]}10:00 AM - 5:00 PM`,
      `${t.days[6]}12:00 PM - 4:00 PM`,
      `${t.days[0]}9:00 AM - 7:00 PM`,
      `${t.days[1]}9:00 AM - 7:00 PM`,
      `${t.days[2]}9:00 AM - 7:00 PM`,
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'date');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('[site-2.12] today is the office\'s: 06:30 UTC on a Monday is Monday in Austin, still Sunday in El Paso', async () => {
    const user = userEvent.setup();
    const monday0630 = new Date('2026-01-05T06:30:00Z');
    openCard(lang, 24, monday0630);
    await user.click(screen.getByRole('button', { name: t.hoursButton }));
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(`${t.configured.todayLabel} (${t.days[6]})`);
    expect(first).toHaveTextContent(t.closed);
  });
});
