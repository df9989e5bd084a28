/**
 * Contact verification's dialogs (portal-2.11, portal-4.20, portal-4.21, portal-4.30, portal-5.16,
 * portal-8.9, portal-9.15), drawn from the verification chart's snapshot (machines/binding/
 * verification.selectors.ts): the code dialog (the email code and the text code, each on its own;
 * a verified or pending one locked; the tries left; the agent's No as a message), the waiting
 * dialog (what is happening, the countdown in its colour, what the customer can do: wait, request a
 * call back, or close), and Request Call Back in both.
 *
 * Code inputs as phones expect them: `autocomplete="one-time-code"`, `inputmode="numeric"`, the
 * whole code pasted (its digits kept), and the WebOTP API where the browser has it (feature-
 * detected; aborted as soon as the customer types in the text code). Every dialog closes with its
 * close button or Escape: the chart's `dialog.close`; Back or Next opens it again if needed.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { VerificationMachine } from '../../machines/binding/verification.machine';
import { normalizeCode, timerTone, TRIES_PER_ROUND } from '../../machines/binding/verification.rules';
import {
  callBackStatus,
  codeFields,
  codeNotice,
  countdownOf,
  remainingMs,
  submitting,
  verificationScreen,
  type CodeField,
} from '../../machines/binding/verification.selectors';
import { countedText, fill } from '../../src/i18n';
import { Button, CountdownTimer, Modal, Spinner, useFocusOnMount, useSecondTick, type ButtonProps } from '../../src/ui';
import { Field } from '../../src/ui/form/plain';
import { useBindingTexts } from './texts';

export type VerificationRef = ActorRefFrom<VerificationMachine>;
type Snap = SnapshotFrom<VerificationMachine>;

const selectEntered = (s: Snap) => s.context.entered;
const selectContact = (s: Snap) => ({ email: s.context.email, phone: s.context.phone });

export function VerificationDialogs({ actor }: { actor: VerificationRef }) {
  const { t } = useBindingTexts();
  const v = t.verification;
  const screen = useSelector(actor, verificationScreen);
  const close = useCallback(() => actor.send({ type: 'dialog.close' }), [actor]);
  const retry = () => actor.send({ type: 'verification.retry' });
  if (screen === 'none') return null;
  if (screen === 'preparing') {
    return (
      <Modal title={v.title} onClose={close} closeLabel={v.close} size="small">
        <Spinner label={v.preparing} />
      </Modal>
    );
  }
  if (screen === 'startFailed') {
    return (
      <Modal title={v.title} onClose={close} closeLabel={v.close} size="small">
        <p className="ui-notice ui-notice--error" role="alert">
          {v.failed.read}
        </p>
        <FirstAction onClick={retry}>{v.retry}</FirstAction>
      </Modal>
    );
  }
  if (screen === 'codes') return <CodeDialog actor={actor} onClose={close} />;
  return (
    <Modal title={v.waitingTitle} onClose={close} closeLabel={v.close} size="small" className="verification">
      {screen === 'waiting' && (
        <>
          <p>{v.waitingLead}</p>
          <Spinner label={v.waitingStatus} />
          <Countdown actor={actor} />
        </>
      )}
      {screen === 'timeUp' && (
        <>
          <p className="ui-notice ui-notice--warning" role="alert">
            {t.configured.agentValidation}
          </p>
          <FirstAction onClick={() => actor.send({ type: 'wait.again' })}>{v.waitAgain}</FirstAction>
        </>
      )}
      {(screen === 'waitFailed' || screen === 'finishFailed') && (
        <>
          <p className="ui-notice ui-notice--error" role="alert">
            {screen === 'waitFailed' ? v.failed.poll : v.failed.finish}
          </p>
          <FirstAction onClick={retry}>{v.retry}</FirstAction>
        </>
      )}
      {screen === 'finishing' && <Spinner label={v.finishing} />}
      {screen !== 'finishing' && <CallBack actor={actor} />}
    </Modal>
  );
}

/** The main action of a dialog's new content, focused as it appears (the dialog stays open, its content changes). */
function FirstAction(props: ButtonProps) {
  const ref = useFocusOnMount<HTMLButtonElement>();
  return <Button ref={ref} data-autofocus {...props} />;
}

const noticeText = (t: ReturnType<typeof useBindingTexts>['t'], notice: NonNullable<ReturnType<typeof codeNotice>>): string =>
  ({
    emailRefused: t.configured.emailValidationFailed,
    textRefused: t.configured.textValidationFailed,
    bothRefused: t.configured.emailAndTextValidationFailed,
    tooManyAttempts: t.configured.multipleAttemptFailure,
    writeFailed: t.verification.failed.write,
  })[notice];

/** The code dialog: both codes typed on their own and sent together; an empty one is ignored (portal-5.16). */
function CodeDialog({ actor, onClose }: { actor: VerificationRef; onClose: () => void }) {
  const { t, lang } = useBindingTexts();
  const v = t.verification;
  const fields = useSelector(actor, codeFields, shallowEqualFields);
  const notice = useSelector(actor, codeNotice);
  const busy = useSelector(actor, submitting);
  const entered = useSelector(actor, selectEntered);
  const contact = useSelector(actor, selectContact, shallowEqual);
  const [codes, setCodes] = useState(entered);
  const textOpen = fields.some((f) => f.channel === 'text' && f.answer === 'open');
  const stopOtp = useWebOtp(textOpen, (code) => setCodes((c) => ({ ...c, text: normalizeCode(code) })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'code.submit', codes });
  };
  const firstOpen = fields.find((f) => f.answer === 'open')?.channel;
  return (
    <Modal title={v.title} onClose={onClose} closeLabel={v.close} className="verification">
      <p>{fill(v.lead, contact)}</p>
      {notice && (
        <p className="ui-notice ui-notice--error" role="alert">
          {noticeText(t, notice)}
        </p>
      )}
      <form className="verification__codes" onSubmit={submit} noValidate>
        {fields.map((f) => (
          <CodeInput
            key={f.channel}
            field={f}
            value={codes[f.channel]}
            first={f.channel === firstOpen}
            hint={f.answer === 'open' ? `${v.codeHint} ${fill(countedText(lang, v.triesLeft, f.triesLeft), { total: TRIES_PER_ROUND })}` : f.answer === 'verified' ? v.codeVerified : v.codePending}
            onChange={(value, typed) => {
              if (typed && f.channel === 'text') stopOtp();
              setCodes((c) => ({ ...c, [f.channel]: value }));
            }}
          />
        ))}
        <div className="verification__actions">
          {notice === 'writeFailed' && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'verification.retry' })}>
              {v.retry}
            </Button>
          )}
          <Button type="submit" busy={busy} busyLabel={v.submitting}>
            {v.submit}
          </Button>
        </div>
      </form>
      <CallBack actor={actor} />
    </Modal>
  );
}

function shallowEqualFields(a: CodeField[], b: CodeField[]): boolean {
  return a.length === b.length && a.every((f, i) => shallowEqual(f, b[i]));
}

function CodeInput({ field, value, hint, first, onChange }: { field: CodeField; value: string; hint: string; first: boolean; onChange: (value: string, typed: boolean) => void }) {
  const { t, common } = useBindingTexts();
  const locked = field.answer !== 'open';
  const id = `verification-${field.channel}-code`;
  return (
    <Field
      id={id}
      name={`${field.channel}Code`}
      label={field.channel === 'email' ? t.verification.emailCode : t.verification.textCode}
      hint={hint}
      errorPrefix={common.errorPrefix}
      value={locked ? field.written : value}
      readOnly={locked}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      className="ui-field--medium"
      {...(first ? { 'data-autofocus': true } : {})}
      onChange={(event) => onChange(normalizeCode(event.target.value), (event.nativeEvent as InputEvent).inputType !== 'insertFromPaste')}
    />
  );
}

/** portal-4.30: the agent wait's countdown on the chart's clock, redrawn every second (presentation only: the chart holds the polls). */
function Countdown({ actor }: { actor: VerificationRef }) {
  const { t, lang } = useBindingTexts();
  const c = useSelector(actor, countdownOf, shallowEqual);
  useSecondTick();
  const ms = remainingMs(c);
  return <CountdownTimer tone={timerTone(ms)}>{countedText(lang, t.verification.secondsLeft, Math.ceil(ms / 1000))}</CountdownTimer>;
}

/** portal-4.21, portal-7.19: Request Call Back; once requested, the button is disabled and says so. */
function CallBack({ actor }: { actor: VerificationRef }) {
  const { t } = useBindingTexts();
  const v = t.verification;
  const status = useSelector(actor, callBackStatus);
  const phone = useSelector(actor, selectContact, shallowEqual).phone;
  return (
    <div className="verification__actions">
      {status === 'noteFailed' ? (
        <Button variant="secondary" onClick={() => actor.send({ type: 'callBack.retry' })}>
          {v.retry}
        </Button>
      ) : (
        <Button variant="secondary" busy={status === 'busy'} busyLabel={v.callingBack} disabled={status === 'requested'} onClick={() => actor.send({ type: 'callBack.request' })}>
          {v.callBack}
        </Button>
      )}
      {status === 'requested' && <p role="status">{fill(v.callBackRequested, { phone })}</p>}
      {status === 'refused' && <p role="alert">{v.callBackFailed}</p>}
      {status === 'noteFailed' && <p role="alert">{v.failed.note}</p>}
    </div>
  );
}

/**
 * The WebOTP API, where the browser has it: the text code read from the SMS as it arrives. Asked
 * while the text code is open; the returned function aborts it (the customer types), as does
 * leaving the dialog.
 */
function useWebOtp(enabled: boolean, onCode: (code: string) => void): () => void {
  const controller = useRef<AbortController | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return undefined;
    const ac = new AbortController();
    controller.current = ac;
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: ac.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && !ac.signal.aborted) onCodeRef.current(code);
      })
      .catch(() => undefined);
    return () => ac.abort();
  }, [enabled]);
  return useCallback(() => controller.current?.abort(), []);
}
