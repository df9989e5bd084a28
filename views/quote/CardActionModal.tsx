/**
 * What a card's button opens (machines/quote/cardAction.machine.ts, the quote cards' chart's
 * `cardAction` child): nothing while its calls run (the pressed card says "One moment…" and its buttons wait),
 * then a modal for each resting state:
 *
 * - `confirming` (quote-2.29): "Redirecting you to {carrier}", Yes opens the carrier's page in a new
 *   tab (inside the click, so no popup blocker refuses it), No closes. An address on this site (the
 *   agency's online binding) is not "leaving our site": the text says the purchase goes on with us.
 * - `framed` (quote-2.30): the carrier's page in a frame, with "Open in a new window" and Close;
 *   "Loading {carrier}'s page…" (a status) until the frame's load event; a page not loaded in
 *   time opens in a new tab instead (the chart's timer).
 * - `unavailable`, `urlFailed`, `contactFailed`: what went wrong, Try again where a call failed.
 * - `contacted` (quote-2.28, quote-2.34): the contact success modal, with the feedback question
 *   answered once, then thanks.
 *
 * Escape and the close button do what the modal's Close or No does. The carrier's name is server
 * text, rendered as text.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { quoteStageChild, type CardActionRef } from '../../machines/quote/selectors';
import { cardActionChild, cardActionScreen, quotesChild } from '../../machines/quote/stepSelectors';
import { fill } from '../../src/i18n';
import { Button, Modal } from '../../src/ui';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

export function CardActionModal() {
  const actor = QuoteFlow.useActorRef();
  const quoteStage = useSelector(actor, quoteStageChild);
  const cards = useSelector(quoteStage, quotesChild);
  const child = useSelector(cards, (s) => (s ? cardActionChild(s) : undefined));
  return child ? <ActionModal key={child.sessionId} child={child} /> : null;
}

function ActionModal({ child }: { child: CardActionRef }) {
  const { t } = useQuoteTexts();
  const a = t.quotes.action;
  const v = useSelector(child, cardActionScreen, shallowEqual);
  const carrier = { carrier: v.carrier };
  const close = () => child.send({ type: 'action.close' });
  switch (v.screen) {
    case null:
      return null;
    case 'confirming': {
      const no = () => child.send({ type: 'buy.cancel' });
      return (
        <Modal
          title={fill(a.confirmTitle, carrier)}
          onClose={no}
          closeLabel={a.dismiss}
          size="small"
          actions={
            <>
              <Button data-autofocus onClick={() => child.send({ type: 'buy.confirm' })}>
                {a.yes}
              </Button>
              <Button variant="secondary" onClick={no}>
                {a.no}
              </Button>
            </>
          }
        >
          <p>{fill(v.ownSite ? a.confirmTextOwnSite : a.confirmText, carrier)}</p>
        </Modal>
      );
    }
    case 'framed': {
      const closeFrame = () => child.send({ type: 'frame.close' });
      return (
        <Modal
          title={fill(a.frameTitle, carrier)}
          onClose={closeFrame}
          closeLabel={a.dismiss}
          size="large"
          className="quote-frame"
          actions={
            <>
              <Button variant="secondary" onClick={() => child.send({ type: 'frame.openWindow' })}>
                {a.openWindow}
              </Button>
              <Button variant="secondary" onClick={closeFrame}>
                {a.close}
              </Button>
            </>
          }
        >
          {v.loading && (
            <p role="status" className="quote-frame__loading">
              {fill(a.frameLoading, carrier)}
            </p>
          )}
          {v.url && <iframe
              className="quote-frame__page"
              src={v.url}
              title={fill(a.frameTitle, carrier)}
              // Loaded, the status goes; not loaded in time, the chart opens a new tab instead.
              onLoad={() => child.send({ type: 'frame.loaded' })}
              referrerPolicy="no-referrer"
              // The carrier's checkout runs its own scripts and forms; it may not reach this page.
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
            />}
        </Modal>
      );
    }
    case 'unavailable':
      return (
        <Modal title={fill(a.unavailableTitle, carrier)} onClose={close} closeLabel={a.dismiss} size="small" actions={<Button onClick={close}>{a.close}</Button>}>
          <p>{a.unavailableText}</p>
        </Modal>
      );
    case 'urlFailed':
    case 'contactFailed':
      return (
        <Modal
          title={fill(a.unavailableTitle, carrier)}
          onClose={close}
          closeLabel={a.dismiss}
          size="small"
          actions={
            <>
              <Button onClick={() => child.send({ type: 'action.retry' })}>{a.retry}</Button>
              <Button variant="secondary" onClick={close}>
                {a.close}
              </Button>
            </>
          }
        >
          <p role="alert">{fill(v.screen === 'urlFailed' ? a.urlFailed : a.contactFailed, carrier)}</p>
        </Modal>
      );
    case 'contacted':
      return (
        <Modal title={a.contactedTitle} onClose={close} closeLabel={a.dismiss} size="small" actions={<Button onClick={close}>{a.close}</Button>}>
          <p>{fill(v.kind === 'text' ? a.textedText : a.calledText, carrier)}</p>
          {v.thanked ? (
            <p className="quote-feedback__thanks" role="status">
              {a.thanks}
            </p>
          ) : (
            <fieldset className="quote-feedback">
              <legend>{a.feedbackQuestion}</legend>
              <Button variant="secondary" onClick={() => child.send({ type: 'feedback.answer', helpful: true })}>
                {a.feedbackYes}
              </Button>
              <Button variant="secondary" onClick={() => child.send({ type: 'feedback.answer', helpful: false })}>
                {a.feedbackNo}
              </Button>
            </fieldset>
          )}
        </Modal>
      );
  }
}
