/** What the driver steps share: the step heading, the "why we ask" disclosure, the Back button and the affiliate's notice. */
import { useSelector } from '@xstate/react';
import { useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { QuoteMachine } from '../../machines/quote/selectors';
import { draftFor } from '../../machines/quote/quoteRestore.rules';
import type { DraftStage, DraftValues, QuoteDraft } from '../../machines/quote/types';
import type { QuoteStage } from '../../machines/quote/quote.rules';
import { affiliateNoticeText } from './affiliateNotice';
import { Button, useFocusOnMount } from '../../src/ui';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

type Snap = SnapshotFrom<QuoteMachine>;

/** What every step gets from the root view. */
export interface StepProps {
  /** Move focus to the step's heading when it appears (the stage changed; not on the page's first screen). */
  focusHeading: boolean;
  /** The flow is getting ready (the visitor's token, quote-4.4): Continue is busy and sends nothing. */
  starting: boolean;
}

/** The one h2 of a step; focusable by script so that a stage change can move focus to it. */
export function StepHeading({ id, focus, children }: { id: string; focus: boolean; children: ReactNode }) {
  return focus ? (
    <FocusedHeading id={id}>{children}</FocusedHeading>
  ) : (
    <h2 id={id} className="quote-step__heading" tabIndex={-1}>
      {children}
    </h2>
  );
}

function FocusedHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 id={id} ref={ref} className="quote-step__heading" tabIndex={-1}>
      {children}
    </h2>
  );
}

/** Why a field is asked (phone, date of birth, licence): a native disclosure, closed at first. */
export function WhyWeAsk({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="quote-why">
      <summary>{summary}</summary>
      <p>{children}</p>
    </details>
  );
}

const selectCanGoBack = (s: AnyMachineSnapshot) => s.can({ type: 'step.back' });

/**
 * The Back button of a step (quote-4.2): shown while the chart that owns the step's Back takes
 * `step.back` (`from`: a stage's own chart, else the quote chart).
 */
export function BackButton({ from }: { from?: AnyActorRef | undefined }) {
  const { t } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const owner: AnyActorRef = from ?? actor;
  const canGoBack = useSelector(owner, selectCanGoBack);
  if (!canGoBack) return null;
  return (
    <Button variant="secondary" className="quote-step__back" onClick={() => owner.send({ type: 'step.back' })}>
      {t.buttons.back}
    </Button>
  );
}


const selectAffiliateMissing = (s: Snap) => s.context.affiliateMissing;

/**
 * quote-8.9, quote-8.7: on a driver step, the fields of that step that the affiliate's lead did
 * not give ("...did not include: Email address and Phone number"), in the page's language. Shown
 * while the visit that loaded the lead lasts; nothing for any other visitor.
 */
export function AffiliateNotice({ step }: { step: QuoteStage }) {
  const { t, lang } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const missing = useSelector(actor, selectAffiliateMissing);
  const text = affiliateNoticeText(t, lang, missing, step);
  if (text === null) return null;
  return <p className="ui-notice ui-notice--warning quote-affiliate-notice">{text}</p>;
}

/** The drafts keeper, the chart's child (`drafts`), which the steps tell what is typed. */
const selectDrafts = (s: Snap): AnyActorRef | null => s.children.drafts ?? null;

/**
 * The draft a step opens with (machines/quote/quoteRestore.rules.ts): what the visitor had typed in it
 * before the page was reloaded or left, while the chart keeps it; null otherwise.
 */
export function useStepDraft<S extends DraftStage>(stage: S): DraftValues[S] | null {
  const actor = QuoteFlow.useActorRef();
  return useSelector(actor, (s) => draftFor(s.context.draft, stage));
}

/**
 * Inside a step's form: each change the visitor makes (from the first value that differs from those
 * the step opened with; a field that only cleans its value changes nothing) goes to the chart's
 * drafts keeper as the step's draft. `toDraft` must be stable (module scope).
 */
export function KeepDraft<V>({ toDraft }: { toDraft: (values: V) => QuoteDraft }) {
  const actor = QuoteFlow.useActorRef();
  const drafts = useSelector(actor, selectDrafts);
  const { values, initialValues } = useFormikContext<V>();
  const changed = useRef(false);
  useEffect(() => {
    if (!drafts) return;
    if (!changed.current && JSON.stringify(values) === JSON.stringify(initialValues)) return;
    changed.current = true;
    drafts.send({ type: 'draft.changed', draft: toDraft(values) });
  }, [values, initialValues, drafts, toDraft]);
  return null;
}
