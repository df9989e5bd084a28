/**
 * Contact verification's dialogs as a customer uses them, in English and Spanish: the view drawn
 * from a real verification actor whose calls the test settles (createActorController), found by
 * role and name, worked with the keyboard, the configured messages in their place.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { verificationMachine, type VerificationInput } from '../../machines/binding/verification.machine';
import { newRow } from '../../machines/binding/verification.rules';
import type { VerificationRow } from '../../services/binding';
import type { Lang } from '../../src/config/lang';
import { countedText, fill } from '../../src/i18n';
import { bindingText, type BindingText } from '../../src/i18n/binding';
import { bindingCatalog } from '../../src/i18n/binding.lazy';
import { createActorController } from '../../src/paths/actors';
import { provideControlled } from '../../src/paths/play';
import { BindingTextsProvider } from './texts';
import { VerificationDialogs } from './VerificationDialogs';

bindingCatalog.provide(bindingText);

const START = Date.UTC(2026, 10, 29, 15);
const fresh: VerificationRow = newRow({ transactionId: 'TX-VIEW-1', rateQuoteId: 'RQ-77', now: START });
const pending: VerificationRow = { ...fresh, 'Email Code 1': '123456', 'Email Code Status 1': 'Verify-1', 'Text Code 1': '654321', 'Text Code Status 1': 'Verify-1' };

function renderDialogs(lang: Lang, messages: Partial<BindingText['configured']> = {}) {
  let nowMs = START;
  const input: VerificationInput = {
    transactionId: 'TX-VIEW-1',
    rateQuoteId: 'RQ-77',
    phone: '214-555-0142',
    email: 'rosa.martinez@example.com',
    sheet: { region: 'main', url: null },
    // Long enough that no real poll timer fires during a test: the polls are the machine test's.
    pollIntervalMs: 600_000,
    agentWaitMs: 60_000,
    now: () => nowMs,
  };
  const controller = createActorController(verificationMachine);
  const actor = createActor(provideControlled(verificationMachine, controller), { input });
  actor.start();
  render(
    <BindingTextsProvider lang={lang} messages={messages}>
      <p>The driver section</p>
      <VerificationDialogs actor={actor} />
    </BindingTextsProvider>,
  );
  const settle = (id: string, result: { done: unknown } | { error: unknown }) =>
    act(async () => {
      controller.settle(id, result);
    });
  const passMs = (ms: number) =>
    act(() => {
      nowMs += ms;
      vi.advanceTimersByTime(ms);
    });
  return { actor, controller, settle, passMs, user: userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) }) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe.each(['en', 'es'] as const)('contact verification dialogs (%s)', (lang) => {
  const t = bindingText[lang];
  const v = t.verification;
  const tries = (left: number) => `${v.codeHint} ${fill(countedText(lang, v.triesLeft, left), { total: 2 })}`;

  it('[portal-2.11 portal-4.19 portal-4.20 portal-5.16] the code dialog: named, its code fields as phones expect them, the tries left; an empty code is ignored; Enter sends the codes', async () => {
    const r = renderDialogs(lang);
    expect(screen.getByRole('dialog', { name: v.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(v.preparing);
    await r.settle('openRow', { done: fresh });
    const dialog = screen.getByRole('dialog', { name: v.title });
    expect(within(dialog).getByText(fill(v.lead, { email: 'rosa.martinez@example.com', phone: '214-555-0142' }))).toBeVisible();
    const email = within(dialog).getByRole('textbox', { name: v.emailCode });
    const text = within(dialog).getByRole('textbox', { name: v.textCode });
    for (const input of [email, text]) {
      expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAccessibleDescription(tries(2));
    }
    expect(email).toHaveFocus();
    // portal-5.16: nothing typed, nothing written.
    await r.user.click(within(dialog).getByRole('button', { name: v.submit }));
    expect(r.controller.hasPending('writeCodes')).toBe(false);
    // The whole code pasted keeps its digits; the other typed; Enter sends both.
    await r.user.click(email);
    await r.user.paste('123 456');
    expect(email).toHaveValue('123456');
    await r.user.tab();
    expect(text).toHaveFocus();
    await r.user.keyboard('654321{Enter}');
    expect(r.controller.lastInput('writeCodes')).toEqual({
      transactionId: 'TX-VIEW-1',
      changes: { 'Email Code 1': '123456', 'Email Code Status 1': 'Verify-1', 'Text Code 1': '654321', 'Text Code Status 1': 'Verify-1' },
      where: { region: 'main', url: null },
    });
    expect(within(dialog).getByRole('button', { name: v.submitting })).toHaveAttribute('aria-busy', 'true');
  });

  it('[portal-4.20 portal-4.30 portal-9.15] the waiting dialog says what is happening, counts down in green, orange at 10 s, red at 5 s, then offers to wait again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const r = renderDialogs(lang);
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'code.submit', codes: { email: '123456', text: '654321' } });
    await r.settle('writeCodes', { done: undefined });
    const dialog = screen.getByRole('dialog', { name: v.waitingTitle });
    expect(within(dialog).getByText(v.waitingLead)).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(v.waitingStatus);
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent(countedText(lang, v.secondsLeft, 60));
    expect(timer).toHaveAttribute('data-tone', 'green');
    await r.passMs(49_000);
    expect(timer).toHaveTextContent(countedText(lang, v.secondsLeft, 11));
    expect(timer).toHaveAttribute('data-tone', 'green');
    await r.passMs(1_000);
    expect(timer).toHaveAttribute('data-tone', 'orange');
    await r.passMs(5_000);
    expect(timer).toHaveTextContent(countedText(lang, v.secondsLeft, 5));
    expect(timer).toHaveAttribute('data-tone', 'red');
    await r.passMs(5_000);
    // The poll's answer at the countdown's end: still pending.
    await r.settle('pollRow', { done: pending });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.configured.agentValidation);
    expect(within(dialog).getByRole('button', { name: v.waitAgain })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: v.callBack })).toBeEnabled();
    await r.user.keyboard('{Enter}');
    expect(within(dialog).getByRole('timer')).toHaveTextContent(countedText(lang, v.secondsLeft, 60));
  });

  it('[portal-4.20 portal-8.9] the agent says no to the email code: its message, its field cleared and focused, one try left; the text code stays locked', async () => {
    const r = renderDialogs(lang);
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'code.submit', codes: { email: '123456', text: '654321' } });
    await r.settle('writeCodes', { done: undefined });
    await r.settle('pollRow', { done: { ...pending, 'Email Code Status 1': 'No' } });
    const dialog = screen.getByRole('dialog', { name: v.title });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.configured.emailValidationFailed);
    const email = within(dialog).getByRole('textbox', { name: v.emailCode });
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(tries(1));
    const text = within(dialog).getByRole('textbox', { name: v.textCode });
    expect(text).toHaveAttribute('readonly');
    expect(text).toHaveValue('654321');
    expect(text).toHaveAccessibleDescription(v.codePending);
  });

  it('[portal-4.20 portal-9.15 portal-8.9] a code refused twice: the multiple-attempt message (a configured one shows instead of the default)', async () => {
    const r = renderDialogs(lang, { multipleAttemptFailure: 'Too many tries: configured.' });
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'code.submit', codes: { email: '123456', text: '' } });
    await r.settle('writeCodes', { done: undefined });
    await r.settle('pollRow', { done: { ...fresh, 'Email Code 1': '123456', 'Email Code Status 1': 'No' } });
    r.actor.send({ type: 'code.submit', codes: { email: '222222', text: '' } });
    await r.settle('writeCodes', { done: undefined });
    await r.settle('pollRow', { done: { ...fresh, 'Email Code 1': '123456', 'Email Code Status 1': 'No', 'Email Code 2': '222222', 'Email Code Status 2': 'No' } });
    await r.settle('clearSecond', { done: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many tries: configured.');
    expect(screen.getByRole('textbox', { name: v.emailCode })).toHaveAccessibleDescription(tries(2));
  });

  it('[portal-4.21 portal-7.19] Request Call Back: busy, then the buttons disabled and the number said; a failed request says so and can be asked again', async () => {
    const r = renderDialogs(lang);
    await r.settle('openRow', { done: fresh });
    const button = () => screen.getByRole('button', { name: new RegExp(`^(${v.callBack}|${v.callingBack})$`) });
    await r.user.click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await r.settle('callBack', { error: { kind: 'http', status: 500 } });
    await r.settle('noteFailure', { done: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent(v.callBackFailed);
    await r.user.click(button());
    await r.settle('callBack', { done: 'An agent will call you.' });
    await r.settle('noteCallBack', { done: undefined });
    expect(button()).toBeDisabled();
    expect(screen.getByText(fill(v.callBackRequested, { phone: '214-555-0142' }))).toHaveAttribute('role', 'status');
  });

  it('[portal-4.19] Escape closes the dialog (never a trap); a failed write keeps the codes with a retry', async () => {
    const r = renderDialogs(lang);
    await r.settle('openRow', { done: fresh });
    await r.user.type(screen.getByRole('textbox', { name: v.emailCode }), '123456');
    await r.user.click(screen.getByRole('button', { name: v.submit }));
    await r.settle('writeCodes', { error: { kind: 'http', status: 500 } });
    expect(screen.getByRole('alert')).toHaveTextContent(v.failed.write);
    expect(screen.getByRole('textbox', { name: v.emailCode })).toHaveValue('123456');
    await r.user.click(screen.getByRole('button', { name: v.retry }));
    expect(r.controller.hasPending('writeCodes')).toBe(true);
    await r.settle('writeCodes', { done: undefined });
    expect(screen.getByRole('dialog', { name: v.waitingTitle })).toBeInTheDocument();
    await r.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The driver section')).toBeVisible();
    // Back or Next: the check reads the row and the dialog opens again where it stands.
    act(() => r.actor.send({ type: 'verification.check' }));
    await r.settle('checkRow', { done: { ...fresh, 'Email Code 1': '123456', 'Email Code Status 1': 'Verify-1' } });
    expect(screen.getByRole('dialog', { name: v.waitingTitle })).toBeInTheDocument();
  });

  it('[portal-4.20] WebOTP where the browser has it: the text code filled from the SMS', async () => {
    const requests: Array<{ signal: AbortSignal; resolve: (c: unknown) => void }> = [];
    const get = vi.fn((options: { signal: AbortSignal }) => new Promise((resolve) => requests.push({ signal: options.signal, resolve })));
    vi.stubGlobal('OTPCredential', class {});
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    try {
      const r = renderDialogs(lang);
      await r.settle('openRow', { done: fresh });
      expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
      await act(async () => requests[0]!.resolve({ code: '987654' }));
      const text = screen.getByRole('textbox', { name: v.textCode });
      expect(text).toHaveValue('987654');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'credentials');
    }
  });

  it('WebOTP: the customer typing first aborts the pending request', async () => {
    const signals: AbortSignal[] = [];
    const get = vi.fn((options: { signal: AbortSignal }) => {
      signals.push(options.signal);
      return new Promise(() => undefined);
    });
    vi.stubGlobal('OTPCredential', class {});
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    try {
      const r = renderDialogs(lang);
      await r.settle('openRow', { done: fresh });
      expect(signals).toHaveLength(1);
      expect(signals[0]!.aborted).toBe(false);
      await r.user.type(screen.getByRole('textbox', { name: v.textCode }), '4');
      expect(signals[0]!.aborted).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'credentials');
    }
  });
});
