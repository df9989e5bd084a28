/**
 * E-sign (portal-2.14, portal-4.27), drawn from the signing chart (machines/esign/signing.machine.ts):
 * the documents being prepared; the overlay, a dialog over the page (focus moves into it, Escape
 * and Close close it, focus comes back) with the e-sign frame (only an address the chart allowed;
 * services/esignFrame.ts hears its messages) and "Open in a new window" for a browser that refuses
 * the frame; then, closed, declined or failed, what happened and a way to open the documents again.
 */
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { signingScreen, type SigningActor } from '../../machines/esign/selectors';
import type { SigningMachine } from '../../machines/esign/signing.machine';
import { ESIGN_FRAME_ATTRIBUTE } from '../../machines/esign/signing.rules';
import { Button, Modal, Spinner, useFocusOnMount } from '../../src/ui';
import { useEsignTexts } from './texts';

type Snap = SnapshotFrom<SigningMachine>;
const selectScreen = (s: Snap) => signingScreen(s);
const selectTarget = (s: Snap) => s.context.target;

export function SigningSection({ actor }: { actor: SigningActor }) {
  const { t } = useEsignTexts();
  const screen = useSelector(actor, selectScreen);
  const target = useSelector(actor, selectTarget);
  if (screen === 'gettingUrl' || screen === 'done') return <Spinner label={t.esign.loading} />;
  const notice = screen === 'closed' ? t.esign.closed : screen === 'declined' ? t.esign.declined : screen === 'frameFailed' ? t.esign.failed : null;
  return (
    <section className="esign__section" aria-labelledby="esign-sign-heading">
      <h2 id="esign-sign-heading">{t.esign.heading}</h2>
      {notice && <Notice text={notice} alert={screen !== 'closed'} />}
      {notice && <Button onClick={() => actor.send({ type: 'overlay.open' })}>{t.esign.open}</Button>}
      {screen === 'overlay' && target && (
        <Modal title={t.esign.overlayTitle} onClose={() => actor.send({ type: 'overlay.close' })} closeLabel={t.esign.close} size="large" className="esign__overlay">
          <p>
            {t.esign.newWindowHint}{' '}
            <a href={target} target="_blank" rel="noopener noreferrer">
              {t.esign.newWindow}
            </a>
          </p>
          <iframe className="esign__frame" src={target} title={t.esign.frameTitle} {...{ [ESIGN_FRAME_ATTRIBUTE]: '' }} />
        </Modal>
      )}
    </section>
  );
}

/** What happened to the documents, focused when it shows (the overlay has just closed). */
function Notice({ text, alert }: { text: string; alert: boolean }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} className={alert ? 'ui-notice ui-notice--error' : 'ui-notice'} role={alert ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
