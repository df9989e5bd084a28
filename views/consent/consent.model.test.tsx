/**
 * The consent form's own checks through the rendered view: the tours of its generated paths (`tourPaths`) (English) with
 * the calls' inputs and the boxes' state; then, in both languages, what the paths do not show:
 * each policy in its modal, the submit unavailable until every box is ticked, the server's names
 * as text, and the page's configured consents and messages. The generic Spanish suite
 * (src/flows/flows.view.es.test.tsx) walks them in Spanish; this file is their English walk (src/testing/ownTours.ts).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingCustomer } from '../../fixtures/models/consent.model';
import { SANDBOX_CONSENT } from '../../fixtures/data/consent';
import consent from '../../src/flows/consent';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { consentText } from '../../src/i18n/consent';
import { createActorController } from '../../src/paths/actors';
import { playFlowPath, recordingEffects } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';
import { consentCheckboxes } from './consentOptions';

const flow = await loadFlow(consent);
const { tours } = ownTours(flow);
const en = consentText.en;

describe('[portal-2.6 portal-4.16 portal-8.1] consent form through the view: its tours (every state, transition and call outcome), with its calls', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ controller }) => ({
        // [portal-7.1 portal-6.1] a visitor's page asks for the customer of its id (no sign-in).
        loading: () => expect(controller.lastInput('loadConsent')).toEqual({ id: SANDBOX_CONSENT.pending }),
        // [portal-7.2] the update sends the customer as read, with isMarketingConsentGiven true.
        'form.submitting': () =>
          expect(controller.lastInput('saveConsent')).toEqual({
            id: SANDBOX_CONSENT.pending,
            update: { name: 'Maria', surname: 'Garcia', email: pendingCustomer.email, phone: pendingCustomer.mobile_number, isMarketingConsentGiven: true },
          }),
        // [portal-4.16] after a failed update the boxes stay ticked (the retry sends them again).
        'form.submitError': () => {
          for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
        },
        // [portal-4.16] success: every box ticked and disabled, the button disabled.
        consentSuccess: () => {
          for (const box of screen.getAllByRole('checkbox')) {
            expect(box).toBeChecked();
            expect(box).toBeDisabled();
          }
          expect(screen.getByRole('button', { name: en.submit })).toBeDisabled();
        },
      }));
    });
  }
});

/** The page in a language with a query and config; the customer call answered with `customer`. */
async function openPage(lang: 'en' | 'es', options: { id?: string; config?: Record<string, unknown>; customer?: typeof pendingCustomer } = {}) {
  const controller = createActorController(flow.widget.machine);
  const effects = recordingEffects();
  const { App } = flow.widget;
  const query = { id: options.id ?? SANDBOX_CONSENT.pending };
  render(<App page={pageSetupFor(flow.descriptor, lang, { query, ...(options.config ? { config: options.config } : {}) })} effects={effects} actors={controller.actors} />);
  await waitFor(() => expect(controller.hasPending('loadConsent')).toBe(true));
  controller.settle('loadConsent', { done: options.customer ?? pendingCustomer });
  await screen.findAllByRole('checkbox');
  return { controller, user: userEvent.setup() };
}

describe.each(['en', 'es'] as const)('the consent form (%s)', (lang) => {
  const t = consentText[lang];
  const boxes = consentCheckboxes(t, undefined);
  const submit = () => screen.getByRole('button', { name: t.submit });

  it('[portal-2.6] each checkbox has its own button opening its policy text in a modal, with a close button', async () => {
    const { user } = await openPage(lang);
    expect(screen.getAllByRole('checkbox')).toHaveLength(boxes.length);
    for (const box of boxes) {
      await user.click(screen.getByRole('button', { name: box.readLabel }));
      const dialog = screen.getByRole('dialog', { name: box.title });
      for (const paragraph of box.policy.split('\n\n')) expect(within(dialog).getByText(paragraph)).toBeVisible();
      // Only this checkbox's policy.
      for (const other of boxes.filter((b) => b !== box)) expect(within(dialog).queryByText(other.policy.split('\n\n')[0]!)).toBeNull();
      await user.click(within(dialog).getAllByRole('button', { name: new RegExp(`^${lang === 'es' ? 'Cerrar' : 'Close'}$`) }).at(-1)!);
      expect(screen.queryByRole('dialog')).toBeNull();
      // Reading a policy does not tick its box.
      expect(screen.getByRole('checkbox', { name: box.label })).not.toBeChecked();
    }
  });

  it('[portal-5.3 portal-4.16 portal-2.6 site-5.12] the submit is unavailable until every box is ticked; pressing it early names the unticked ones and sends nothing', async () => {
    const { user, controller } = await openPage(lang);
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    await user.click(screen.getByRole('checkbox', { name: boxes[0]!.label }));
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText(boxes[1]!.required)).toBeVisible();
    expect(within(summary).queryByText(boxes[0]!.required)).toBeNull();
    expect(controller.lastInput('saveConsent')).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: boxes[1]!.label }));
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    await user.click(submit());
    expect(controller.lastInput('saveConsent')).toMatchObject({ id: SANDBOX_CONSENT.pending, update: { isMarketingConsentGiven: true } });
  });

  it('[portal-3.6] the server\'s names are shown as text: markup in them is not markup', async () => {
    const container = document.body;
    await openPage(lang, { customer: { ...pendingCustomer, first_name: '<img src=x onerror="alert(1)">', last_name: '<b>Smith</b>' } });
    expect(screen.getByRole('heading', { name: fill(t.greeting, { name: '<img src=x onerror="alert(1)"> <b>Smith</b>' }) })).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('[portal-2.6 portal-5.3] configured consents (checkboxoptions): a known id with its policy text, another with its own label; the chart needs both', async () => {
    const config = {
      checkboxoptions: {
        privacy: 'Our own privacy text.',
        terms: { label: 'I accept the Terms of Use', title: 'Terms of Use', policy: 'The terms.\n\nSecond paragraph.' },
      },
    };
    const { user, controller } = await openPage(lang, { config });
    expect(screen.getAllByRole('checkbox').map((b) => b.getAttribute('name'))).toEqual(['consents.privacy', 'consents.terms']);
    await user.click(screen.getByRole('button', { name: fill(t.readPolicy, { title: t.consents.privacy.title }) }));
    expect(within(screen.getByRole('dialog')).getByText('Our own privacy text.')).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: fill(t.readPolicy, { title: 'Terms of Use' }) }));
    expect(within(screen.getByRole('dialog', { name: 'Terms of Use' })).getByText('Second paragraph.')).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: t.consents.privacy.label }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }));
    await user.click(submit());
    expect(controller.hasPending('saveConsent')).toBe(true);
  });

  it('[portal-8.1] the configured messages replace the catalog ones', async () => {
    const { user, controller } = await openPage(lang, { config: { messages: { consentSuccess: 'Done, thanks!', consentError: 'Call us at 1-800-555-0100.' } } });
    for (const box of boxes) await user.click(screen.getByRole('checkbox', { name: box.label }));
    await user.click(submit());
    controller.settle('saveConsent', { error: { kind: 'http', status: 500 } });
    expect(await screen.findByText('Call us at 1-800-555-0100.')).toBeVisible();
    await user.click(submit());
    controller.settle('saveConsent', { done: { isSuccess: true, message: null } });
    expect(await screen.findByText('Done, thanks!')).toBeVisible();
    expect(screen.queryByText(t.configured.consentSuccess)).toBeNull();
  });

  it('[portal-8.1 portal-2.6] a page without an id shows the consent error and asks for nothing', async () => {
    const controller = createActorController(flow.widget.machine);
    render(<flow.widget.App page={pageSetupFor(flow.descriptor, lang)} effects={recordingEffects()} actors={controller.actors} />);
    expect(await screen.findByRole('heading', { name: t.errorTitle })).toHaveFocus();
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
    expect(controller.calls).toHaveLength(0);
  });
});
