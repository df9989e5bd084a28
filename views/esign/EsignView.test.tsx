/**
 * The payment and e-sign page's own checks through its views (what the generic screens do not say):
 * the e-sign overlay's focus, frame and new-window link; server texts shown as text, never as HTML;
 * the reload countdown's colours; the stage tabs' progress.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { esignPageInput } from '../../fixtures/models/esign.model';
import { esignMachine } from '../../machines/esign/esign.machine';
import type { SigningActor } from '../../machines/esign/selectors';
import { signingMachine } from '../../machines/esign/signing.machine';
import { esignText } from '../../src/i18n/esign';
import { esignCatalog } from '../../src/i18n/esign.lazy';
import { EsignFlow } from './EsignFlow';
import { EsignView } from './EsignView';
import { ReloadCountdown } from './ReloadCountdown';
import { SigningSection } from './SigningSection';
import { StageTabs } from './StageTabs';
import { EsignTextsProvider } from './texts';

esignCatalog.provide(esignText);
afterEach(cleanup);

const t = esignText.en;
const PAGE = 'https://www.bluebonnet.example/buy/?transactionId=ES-5&carrierId=LSM';

describe('the e-sign overlay', () => {
  const renderSigning = async () => {
    const machine = signingMachine.provide({
      actors: {
        eSignUrl: fromPromise(async () => 'https://sign.carrier.example/s/ES-5') as never,
        frameMessage: fromPromise(() => new Promise<never>(() => undefined)) as never,
      },
    });
    const actor = createActor(machine, { input: { transactionId: 'ES-5', carrierId: 'LSM', esignOrigins: ['https://sign.carrier.example'], pageUrl: PAGE } }).start();
    await waitFor(actor, (s) => s.matches('overlay'));
    render(
      <EsignTextsProvider lang="en" messages={{}}>
        <SigningSection actor={actor as unknown as SigningActor} />
      </EsignTextsProvider>,
    );
    return { actor, user: userEvent.setup() };
  };

  it('[portal-2.14] the frame of the allowed address in a dialog, focus inside it, with Close and Open in a new window', async () => {
    await renderSigning();
    const dialog = await screen.findByRole('dialog', { name: t.esign.overlayTitle });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const frame = within(dialog).getByTitle(t.esign.frameTitle);
    expect(frame.getAttribute('src')).toBe('https://sign.carrier.example/s/ES-5');
    expect(frame.hasAttribute('data-esign-frame')).toBe(true);
    const link = within(dialog).getByRole('link', { name: t.esign.newWindow });
    expect(link.getAttribute('href')).toBe('https://sign.carrier.example/s/ES-5');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('[portal-2.14] Close (or Escape): the dialog goes, focus comes back to the page on what happened, and the documents can be opened again', async () => {
    const { actor, user } = await renderSigning();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(screen.getByText(t.esign.closed)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t.esign.open }));
    expect(await screen.findByRole('dialog', { name: t.esign.overlayTitle })).toBeInTheDocument();
  });
});

describe('server texts', () => {
  it('[portal-4.24] [portal-8.7] the failed payment\'s status and message are shown as text, never as HTML', async () => {
    const message = '<img src=x onerror="alert(1)"> The card was declined.';
    const machine = esignMachine.provide({
      actors: {
        status: fromPromise(async () => ({ status: 1, rc2Status: 1, rc3Status: null, paymentToken: 'ptk', paymentStatus: 'Pending', paymentDescription: null, signedPolicySendStatus: false, rc3PolicyId: null, isESignAvailable: false, eSignSignedStatus: false, rc3Messages: [] })) as never,
        paymentDetail: fromPromise(async () => ({ resultCode: 51, paymentAmount: null, status: '<b>Declined</b>', message })) as never,
      },
    });
    const { container } = render(
      <EsignFlow.Provider logic={machine} options={{ input: { ...esignPageInput({ transactionId: 'ES-PAY-DECLINED', carrierId: 'LSM' }), carriers: [], pageUrl: PAGE, now: () => Date.now() } }}>
        <EsignView lang="en" config={{ messages: {} }} />
      </EsignFlow.Provider>,
    );
    expect(await screen.findByRole('heading', { name: t.payment.failedTitle })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('<b>Declined</b>')).toBeInTheDocument();
    expect(screen.getByText('51')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });
});

describe('the reload countdown and the stage tabs', () => {
  const renderCountdown = (refreshMs: number, elapsed: number) =>
    render(
      <EsignTextsProvider lang="en" messages={{}}>
        <ReloadCountdown wait={{ startedAt: 0, refreshMs, now: () => elapsed }} />
      </EsignTextsProvider>,
    );

  it.each([
    [30_000, 0, 'green', 'This page refreshes in 30 seconds.'],
    [10_000, 0, 'orange', 'This page refreshes in 10 seconds.'],
    [10_000, 4_000, 'orange', 'This page refreshes in 6 seconds.'],
    [10_000, 5_000, 'red', 'This page refreshes in 5 seconds.'],
    [10_000, 9_500, 'red', 'This page refreshes in 1 second.'],
  ])('[portal-4.30] [portal-9.10] %i ms after %i ms: %s, "%s"', (refreshMs, elapsed, tone, text) => {
    renderCountdown(refreshMs, elapsed);
    const timer = screen.getByRole('timer');
    expect(timer.dataset.tone).toBe(tone);
    expect(timer).toHaveTextContent(text);
  });

  it('[portal-2.15] the four stage tabs, the current one marked, its progress', () => {
    render(
      <EsignTextsProvider lang="en" messages={{}}>
        <StageTabs stage="policyStage" />
      </EsignTextsProvider>,
    );
    const nav = screen.getByRole('navigation', { name: t.page.stagesLabel });
    expect(within(nav).getAllByRole('listitem').map((li) => li.dataset.stage)).toEqual(['driverStage', 'vehicleStage', 'policyStage', 'quoteStage']);
    expect(within(nav).getByText(t.stages.policyStage).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByRole('progressbar')).toHaveAttribute('value', '67');
  });
});

// The chart's clock and the view's redraw: the countdown redraws every second on its own.
describe('the countdown redraws', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[portal-9.10] one second later it says one second less', () => {
    vi.useFakeTimers();
    let now = 0;
    render(
      <EsignTextsProvider lang="en" messages={{}}>
        <ReloadCountdown wait={{ startedAt: 0, refreshMs: 10_000, now: () => now }} />
      </EsignTextsProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('10 seconds');
    now = 1_000;
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('9 seconds');
  });
});
