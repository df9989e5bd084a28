/**
 * The newsletter form's own checks through the rendered view, in both languages: no message and
 * no submit without a valid email; a valid one is submitted natively to the rewritten action; a
 * configured content tree. The generic suites (src/flows/flows.view.*.test.tsx) walk the paths' screens.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import newsletter from '../../src/flows/newsletter';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { newsletterText } from '../../src/i18n/newsletter';
import { createActorController } from '../../src/paths/actors';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(newsletter);

const submits: Array<{ prevented: boolean; action: string; fields: Record<string, string> }> = [];
function watchSubmits(event: Event) {
  const form = event.target as HTMLFormElement;
  submits.push({
    prevented: event.defaultPrevented,
    action: form.getAttribute('action') ?? '',
    fields: Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)])),
  });
  // jsdom does not navigate: the native submit itself is the browser's.
  event.preventDefault();
}

afterEach(() => {
  window.removeEventListener('submit', watchSubmits);
  submits.length = 0;
});

function openPage(lang: 'en' | 'es', config?: Record<string, unknown>) {
  window.addEventListener('submit', watchSubmits);
  const controller = createActorController(flow.widget.machine);
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, config ? { config } : {})} effects={recordingEffects()} actors={controller.actors} />);
}

describe.each(['en', 'es'] as const)('the newsletter form (%s)', (lang) => {
  const t = newsletterText[lang];
  const prefix = lang === 'es' ? '/es' : '';

  it('[site-5.10] without a valid email nothing is submitted and no message shows; the field keeps the text and the focus', async () => {
    const user = userEvent.setup();
    openPage(lang);
    const box = screen.getByRole('textbox', { name: t.emailLabel });
    const before = document.body.textContent;
    await user.type(box, 'maria.garcia@example');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(submits.map((s) => s.prevented)).toEqual([true]);
    expect(document.body.textContent).toBe(before);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveValue('maria.garcia@example');
    expect(box).toHaveFocus();
  });

  it('[site-2.19 site-5.10 site-7.14] the newsletter form: a valid email is submitted natively to the action, its content-tree prefix rewritten to root', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), 'maria.garcia@example.com');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(submits).toEqual([
      { prevented: false, action: '/api/forms/submit', fields: { email: 'maria.garcia@example.com', redirect: `${prefix}/auto-insurance-101/?subscribed=1` } },
    ]);
  });

  it('[site-5.10] a configured action and content tree', async () => {
    const user = userEvent.setup();
    openPage(lang, { action: '/content/agency-us/en/newsletter/subscribe', contentRoot: '/content/agency-us' });
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), 'maria.garcia@example.com');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(submits[0]!.action).toBe('/en/newsletter/subscribe');
  });

  it('[site-5.10 site-1.7] opened again by the handler (?subscribed=1): the thank-you with focus', () => {
    const controller = createActorController(flow.widget.machine);
    const { App } = flow.widget;
    render(<App page={pageSetupFor(flow.descriptor, lang, { query: { subscribed: '1' } })} effects={recordingEffects()} actors={controller.actors} />);
    expect(screen.getByRole('heading', { name: t.thankYouTitle })).toHaveFocus();
    expect(screen.getByText(t.configured.thankYou)).toBeVisible();
  });
});
