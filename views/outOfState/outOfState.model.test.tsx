/**
 * The out-of-state page's own checks through the rendered view: the tours of its generated paths (`tourPaths`) (English)
 * with where the page went and what the form posted; then, in both languages, what the paths do
 * not show: the stored customer state, the configured delay and links, the countdown's
 * announcements, and the email form's unavailable button. The generic Spanish suite
 * (src/flows/flows.view.es.test.tsx) walks them in Spanish; this file is their English walk (src/testing/ownTours.ts).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_OUT_OF_STATE } from '../../fixtures/data/outOfState';
import { outOfStateConfigSchema } from '../../src/config/outOfState';
import outOfState from '../../src/flows/outOfState';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { outOfStateText } from '../../src/i18n/outOfState';
import { createActorController } from '../../src/paths/actors';
import { storageKeys, storageWith } from '../../src/storage';
import { playFlowPath, recordingEffects } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(outOfState);
const { tours } = ownTours(flow);

describe('[site-2.26 site-4.17] out-of-state through the view: its tours (every state, transition and call outcome), with where it goes and what it posts', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ controller, effects }) => ({
        // [site-2.26 site-9.8] the redirect goes to the state link, once.
        'redirect.leaving': () => expect(effects.navigated).toEqual(['/quote-ca/#driver1']),
        'redirect.counting': () => expect(effects.navigated).toEqual([]),
        // [site-7.8] the form posts the typed email, the state and the redirect field to its action.
        'form.submitting': () => {
          const typed = (screen.getByRole('textbox', { name: outOfStateText.en.emailLabel }) as HTMLInputElement).value;
          expect(typed).toMatch(/@/);
          expect(controller.lastInput('subscribe')).toEqual({ action: '/api/outofstate/subscribe', fields: { email: typed, state: 'FL', redirect: '/' } });
        },
        // [site-7.8] a failed post keeps the email for the next try.
        'form.failed': () => {
          const posted = (controller.lastInput('subscribe') as { fields: { email: string } }).fields.email;
          expect(screen.getByRole('textbox', { name: outOfStateText.en.emailLabel })).toHaveValue(posted);
        },
      }));
    });
  }
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page in a language, with a query, storage and config, its call held. */
function openPage(lang: 'en' | 'es', start: { query?: Record<string, string>; storage?: Record<string, unknown>; config?: Record<string, unknown> } = {}) {
  storageWith(start.storage, window.localStorage);
  const controller = createActorController(flow.widget.machine);
  const effects = recordingEffects();
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, start)} effects={effects} actors={controller.actors} />);
  return { controller, effects };
}

describe.each(['en', 'es'] as const)('the out-of-state page (%s)', (lang) => {
  const t = outOfStateText[lang];
  const prefix = lang === 'es' ? '/es' : '';

  it('[site-2.26] without a query it reads the stored customer state: a stored CA counts down to the California page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { effects } = openPage(lang, { storage: { [storageKeys.customerState('bluebonnet')]: 'CA' } });
    expect(screen.getByRole('heading', { name: fill(t.redirectTitle, { state: 'California' }) })).toBeVisible();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(effects.navigated).toEqual([`${prefix}/quote-ca/#driver1`]);
  });

  it('[site-2.26] the query state wins over the stored one; a state without a link gets the email form', () => {
    openPage(lang, { query: { state: 'fl' }, storage: { [storageKeys.customerState('bluebonnet')]: 'CA' } });
    expect(screen.getByRole('heading', { name: fill(t.formTitle, { state: 'Florida' }) })).toBeVisible();
    expect(screen.getByText(fill(t.configured.formMessage, { state: 'Florida' }))).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('[site-2.26 site-4.17] no state at all: the email form for "your state", posting an empty state', async () => {
    const user = userEvent.setup();
    const { controller } = openPage(lang);
    expect(screen.getByText(fill(t.configured.formMessage, { state: t.yourState }))).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), SANDBOX_OUT_OF_STATE.saved);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(controller.lastInput('subscribe')).toEqual({
      action: '/api/outofstate/subscribe',
      fields: { email: SANDBOX_OUT_OF_STATE.saved, state: '', redirect: `${prefix}/` },
    });
  });

  it('[site-5.4] the button is unavailable until the email matches the pattern; pressing it then shows the problem and posts nothing', async () => {
    const user = userEvent.setup();
    const { controller } = openPage(lang, { query: { state: 'FL' } });
    const submit = () => screen.getByRole('button', { name: t.submit });
    const box = screen.getByRole('textbox', { name: t.emailLabel });
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    await user.type(box, 'maria.garcia@example');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(within(screen.getByRole('alert')).getByText(t.emailInvalid)).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(controller.lastInput('subscribe')).toBeUndefined();
    await user.type(box, '.com');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('[site-9.8 site-4.17] a configured delay of 3 seconds counts 3, 2, 1 on screen, announces once, then goes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { effects } = openPage(lang, { query: { state: 'CA' }, config: { redirectSeconds: 3 } });
    const status = screen.getByRole('status');
    const announced = status.textContent;
    expect(announced).toContain(fill(t.announce.other, { seconds: 3 }));
    for (const left of [3, 2, 1]) {
      expect(screen.getByRole('timer')).toHaveTextContent(fill(left === 1 ? t.countdown.one : t.countdown.other, { seconds: left }));
      // The countdown is a timer (not a live region): the announcement does not change with it.
      expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
      expect(status.textContent).toBe(announced);
      expect(effects.navigated).toEqual([]);
      await act(async () => vi.advanceTimersByTimeAsync(1000));
    }
    expect(effects.navigated).toEqual([`${prefix}/quote-ca/#driver1`]);
  });

  it('[site-3.10 site-2.26] configured states and state links: a state found by name goes to its https link', async () => {
    const user = userEvent.setup();
    const config = {
      states: [{ id: 'WA', name: 'Washington' }],
      stateLinks: [{ stateName: 'Washington', stateLink: 'https://www.evergreen-partner.example/quotes' }],
    };
    const { effects } = openPage(lang, { query: { state: 'washington' }, config });
    const link = screen.getByRole('link', { name: fill(t.goNow, { state: 'Washington' }) });
    expect(link).toHaveAttribute('href', 'https://www.evergreen-partner.example/quotes');
    await user.click(link);
    expect(effects.navigated).toEqual(['https://www.evergreen-partner.example/quotes']);
  });

  it('[site-3.10] a state link that is not https (or a path of this site) is refused with the page configuration', () => {
    for (const stateLink of ['http://partner.example/', 'javascript:alert(1)', '//partner.example/', '/\\partner.example/']) {
      expect(outOfStateConfigSchema.safeParse({ stateLinks: [{ stateName: 'Nevada', stateLink }] }).success, stateLink).toBe(false);
    }
    for (const stateLink of ['https://partner.example/nv', '/quote-ca/']) {
      expect(outOfStateConfigSchema.safeParse({ stateLinks: [{ stateName: 'Nevada', stateLink }] }).success, stateLink).toBe(true);
    }
  });
});
