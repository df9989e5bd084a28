/**
 * The licence image panel of the quote form's driver1 step (licence modes uploadimage and
 * scanimage, quote-1.1): drawn from the licence image machine's own actor
 * (machines/quote/licenceImage.machine.ts), which the step's own chart invokes. A labelled file input
 * (`accept="image/*"`; in scan mode `capture="environment"` opens the phone's back camera), its
 * hint with the 5 MB limit (quote-5.10), a polite status while the licence is read, one message
 * per code of quote-8.4 (inline, and announced), "Try again" where the same photo can succeed and
 * "Remove photo" after an error, and once read what was read, as text (quote-3.16).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  chosenImage,
  driverFromOcr,
  LICENSE_IMAGE_MAX_BYTES,
  licenceImageBusy,
  licenceImageError,
  licenceImageResult,
  type licenceImageMachine,
  type OcrResult,
} from '../../machines/quote/licenceImage.machine';
import type { Lang } from '../../src/config/lang';
import { commonText, fill } from '../../src/i18n';
import { licenceImageText, type LicenceImageText } from '../../src/i18n/quoteLicenceImage';
import { Button, LiveRegion } from '../../src/ui';
import { FieldFrame, fieldIds } from '../../src/ui/Field';

export type LicenceImageRef = ActorRefFrom<typeof licenceImageMachine>;
type Snap = SnapshotFrom<typeof licenceImageMachine>;

const selectPanel = (s: Snap) => ({
  mode: s.context.mode,
  busy: licenceImageBusy(s),
  error: licenceImageError(s),
  canRetry: s.status === 'active' && s.can({ type: 'image.retry' }),
  result: licenceImageResult(s),
});

const INPUT_ID = 'quote-licence-image';
const MB = 1024 * 1024;

/** quote-3.16: "We read: Rosa Delgado, born 06/14/1988", with what the reading gave. */
export function readSummary(t: LicenceImageText, result: OcrResult): string {
  const driver = driverFromOcr(result);
  const name = [driver.firstName, driver.lastName].filter((part) => part !== '').join(' ');
  const { month, day, year } = driver.dob;
  if (name === '') return t.readNothing;
  return year === '' ? fill(t.readName, { name }) : fill(t.read, { name, dob: `${month}/${day}/${year}` });
}

export function LicenceImagePanel({ actorRef, lang, onBusy }: { actorRef: LicenceImageRef; lang: Lang; onBusy?: (busy: boolean) => void }) {
  const t = licenceImageText[lang];
  const v = useSelector(actorRef, selectPanel, shallowEqual);
  // quote-8.4: the form's Continue waits while the photo is read.
  useEffect(() => onBusy?.(v.busy), [v.busy, onBusy]);
  const input = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const size = new Intl.NumberFormat(lang).format(LICENSE_IMAGE_MAX_BYTES / MB);
  const error = v.error ? fill(t.errors[v.error], { size }) : null;
  const { hintId, errorId } = fieldIds(INPUT_ID);
  const read = v.result !== null;

  // The file input goes away once the licence is read: focus, if it was left on nothing, goes to what was read.
  useEffect(() => {
    if (read && (document.activeElement === null || document.activeElement === document.body)) summary.current?.focus();
  }, [read]);

  /** The buttons go away with the message: focus goes back to the file input (emptied when the photo is removed). */
  const backToInput = (empty: boolean) => {
    if (input.current && empty) input.current.value = '';
    input.current?.focus();
  };

  return (
    <div className="quote-licence-image">
      {v.result === null ? (
        <FieldFrame id={INPUT_ID} label={t.label[v.mode]} hint={fill(t.hint[v.mode], { size })} error={error} errorPrefix={commonText[lang].errorPrefix}>
          <input
            ref={input}
            id={INPUT_ID}
            name="licenceImage"
            type="file"
            accept="image/*"
            capture={v.mode === 'scanimage' ? 'environment' : undefined}
            className="ui-field__input quote-licence-image__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) actorRef.send(chosenImage(file));
            }}
          />
        </FieldFrame>
      ) : (
        <p ref={summary} tabIndex={-1} className="quote-licence-image__read">
          {t.checkDetails}
        </p>
      )}
      <LiveRegion visible className="quote-licence-image__status">
        {v.busy ? t.reading : v.result ? readSummary(t, v.result) : ''}
      </LiveRegion>
      {/* The inline error is read with the input; this announces it when it appears. */}
      <LiveRegion politeness="assertive">{error ?? ''}</LiveRegion>
      {v.error && (
        <div className="quote-retry">
          {v.canRetry && (
            <Button
              variant="secondary"
              onClick={() => {
                actorRef.send({ type: 'image.retry' });
                backToInput(false);
              }}
            >
              {t.retry}
            </Button>
          )}
          <Button
            variant="link"
            onClick={() => {
              actorRef.send({ type: 'image.clear' });
              backToInput(true);
            }}
          >
            {t.clear}
          </Button>
        </div>
      )}
    </div>
  );
}
