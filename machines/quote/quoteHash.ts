/**
 * The stage shown and the address's hash, both ways, as the quote chart (machines/quote/quote.machine.ts)
 * wires them: entering a stage writes its hash and tracks the step (`stageEntry`); the page's
 * `hash.changed` moves the chart to a stage reached, to the previous quotes, or writes the hash of
 * the stage it is on (`hashTransitions`); from the previous quotes, a stage reached leaves them
 * (`returnTransitions`). The transitions name the chart's own guards and actions.
 */
import { and, not, stateIn } from 'xstate';
import { stepEvent } from './quoteContext';
import { ENTRY_STAGES, stageOfHash, type EntryStage } from './stages';
import type { QuoteContext } from './types';

/**
 * The stages a visit opens at as they are: all but the quote stage, which opens on the saved
 * transaction's quotes (the quote stage's chart started on them: asked for again, or said to be too old).
 */
export const OPENING_STAGES = ENTRY_STAGES.filter((stage) => stage !== 'quotes');

/** The stage shown, and how far the visit reached (the progress bar's links). */
export const stageParams = (stage: EntryStage) => ({ context }: { context: QuoteContext }) => ({ stage, reached: context.navigation.reached });

/** The stage shown again: its hash written, the step tracked. */
export function stageShown(stage: EntryStage) {
  return [{ type: 'showStage' as const, params: stageParams(stage) }, { type: 'track' as const, params: stepEvent(stage) }];
}

/** A stage's entry: the stage the visitor is on, its hash, the step tracked. */
export function stageEntry(stage: EntryStage) {
  return [{ type: 'enterStage' as const, params: { stage } }, ...stageShown(stage)];
}

/** The hash's stage when it is `stage` (null otherwise), as the guards that move there read it. */
const askedFor = (stage: EntryStage) => ({ event }: { event: { hash: string } }) => ({ stage: stageOfHash(event.hash) === stage ? stage : null });

/** Not while the page is being left for another (quote-8.5), nor while an affiliate's lead decides where the form lands: the address is theirs then. */
const settled = () => [not(stateIn('#quote.leavingNotAvailable')), not(stateIn('#quote.opening.loadingLead')), not(stateIn('#quote.leavingForPage'))];

/** The chart's `hash.changed`: the previous quotes, a stage reached, else the hash of the stage the visitor is on. */
export function hashTransitions() {
  return [
    // quote 001 §2: `#previousQuotes` (any case) opens the previous quotes, from any stage.
    {
      guard: and([...settled(), not(stateIn('#quote.previousQuotes')), { type: 'isPreviousHash' as const, params: ({ event }: { event: { hash: string } }) => ({ hash: event.hash }) }]),
      target: '.previousQuotes',
    },
    ...ENTRY_STAGES.map((stage) => ({ guard: and([...settled(), { type: 'canGoTo' as const, params: askedFor(stage) }]), target: `.${stage}` as const })),
    // The stage the visitor is on, one not reached yet, or no stage: the address shows the stage the visitor is on.
    { guard: and(settled()), actions: { type: 'showStage' as const, params: ({ context }: { context: QuoteContext }) => ({ stage: context.navigation.stage, reached: context.navigation.reached }) } },
  ];
}

/**
 * The previous quotes' `hash.changed`: a stage reached, typed or by Back, leaves them (the one
 * they were opened from too); anything else keeps the address on them.
 */
export function returnTransitions() {
  return [
    ...OPENING_STAGES.map((stage) => ({ guard: { type: 'canReturnTo' as const, params: askedFor(stage) }, target: `#quote.${stage}` as const })),
    { actions: 'showPrevious' as const },
  ];
}
