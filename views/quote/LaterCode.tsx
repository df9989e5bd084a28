/**
 * A part of the form whose code comes when it is first needed (machines/quote/laterCode.ts
 * `quoteLaterCode`: the stages after driver1, the dialogs, the quote stage, the previous quotes).
 * While it is on its way: the form's spinner, announced politely (usually for no time at all: the
 * page asks for the code once the first step is drawn). When it did not come: an alert, Try again
 * (`code.retry`) with the focus on it, and a link back to a step (its hash) where the chart offers
 * one. The answers are the chart's: nothing typed is lost. The events go to `to`, the chart that
 * waits for the code (driver1's, the opening's), else the quote chart.
 */
import type { AnyActorRef } from 'xstate';
import { Button, ButtonLink, Spinner, useFocusOnMount } from '../../src/ui';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

export function LaterCode({ failed, back, to }: { failed: boolean; back?: string | undefined; to?: AnyActorRef }) {
  const { t } = useQuoteTexts();
  if (!failed) return <Spinner className="quote-starting" label={t.code.loading} size="small" />;
  return <CodeFailed back={back} to={to} />;
}

function CodeFailed({ back, to }: { back: string | undefined; to: AnyActorRef | undefined }) {
  const { t } = useQuoteTexts();
  const quote = QuoteFlow.useActorRef();
  const actor: AnyActorRef = to ?? quote;
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
        {back !== undefined && (
          <ButtonLink variant="secondary" href={`#${back}`}>
            {t.code.back}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
