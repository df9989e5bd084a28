/**
 * A part of the form whose code comes when it is first needed (machines/quote/quote.machine.ts
 * `quoteLaterCode`: the dialogs, the quote stage, the previous quotes). While it is on its way:
 * the form's spinner, announced politely (usually for no time at all: the page asks for the code
 * once the first step is drawn). When it did not come: an alert, Try again (`code.retry`) with the
 * focus on it, and Cancel (`code.cancel`) where the chart offers one, or a link back to a step
 * (its hash). The answers are the chart's: nothing typed is lost. The events go to the chart that
 * waits for the code: the quote chart, or a stage's own chart (`chart`, driver1's photo panel).
 */
import type { AnyActorRef } from 'xstate';
import { Button, ButtonLink, Spinner, useFocusOnMount } from '../../src/ui';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

export function LaterCode({ failed, cancel = false, back, chart }: { failed: boolean; cancel?: boolean; back?: string | undefined; chart?: AnyActorRef | undefined }) {
  const { t } = useQuoteTexts();
  if (!failed) return <Spinner className="quote-starting" label={t.code.loading} size="small" />;
  return <CodeFailed cancel={cancel} back={back} chart={chart} />;
}

function CodeFailed({ cancel, back, chart }: { cancel: boolean; back: string | undefined; chart: AnyActorRef | undefined }) {
  const { t } = useQuoteTexts();
  const quote = QuoteFlow.useActorRef();
  const actor: AnyActorRef = chart ?? quote;
  // The button pressed (Add, Continue) is disabled or gone: the focus goes to Try again.
  const retryRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <div className="quote-start-failed quote-code-failed">
      <p className="ui-notice ui-notice--error" role="alert">
        {t.code.failed}
      </p>
      <div className="form-actions">
        <Button ref={retryRef} onClick={() => actor.send({ type: 'code.retry' })}>
          {t.buttons.retry}
        </Button>
        {cancel && (
          <Button variant="secondary" onClick={() => actor.send({ type: 'code.cancel' })}>
            {t.code.cancel}
          </Button>
        )}
        {back !== undefined && (
          <ButtonLink variant="secondary" href={`#${back}`}>
            {t.code.back}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
