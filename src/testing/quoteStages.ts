/**
 * The quote chart's stage charts as a test reaches them: each stage is the chart's child while it
 * is shown, and its events go to that child (machines/quote/selectors.ts names each one). A test
 * gives the running quote actor, or the object that holds it (`{ actor }`). Test-only.
 */
import { addressChild, contactChild, coverageChild, driver1Child, driverListChild, openingChild, quoteStageChild, savedQuotesChild, vehicleListChild, type QuoteSnapshot, type QuoteStageSnapshot } from '../../machines/quote/selectors';
import { quotesChild, rateRequestChild } from '../../machines/quote/stepSelectors';

type Running = { getSnapshot(): QuoteSnapshot };

/** The stage's chart that `pick` finds on the quote chart now; a test that expected the stage fails with what was not shown. */
function stage<R>(pick: (s: QuoteSnapshot) => R | undefined, what: string) {
  return (holder: Running | { actor: Running }): R => {
    const actor = 'actor' in holder ? holder.actor : holder;
    const child = pick(actor.getSnapshot());
    if (!child) throw new Error(`${what} is not shown`);
    return child;
  };
}

export const openingOf = stage(openingChild, 'the opening (the form has opened)');
export const driver1Of = stage(driver1Child, 'the first driver step');
export const contactOf = stage(contactChild, 'the contact form');
export const addressOf = stage(addressChild, 'the address step');
export const driversOf = stage(driverListChild, 'the driver list');
export const vehiclesOf = stage(vehicleListChild, 'the vehicle list');
export const coverageOf = stage(coverageChild, 'the coverage stage');
export const quoteStageOf = stage(quoteStageChild, 'the quote stage');
/** The quote stage's children: the saved quotes, the rate request, the cards (the stage's chart's children). */
const inStage = <R>(pick: (s: QuoteStageSnapshot) => R | undefined) => (s: QuoteSnapshot) => {
  const child = quoteStageChild(s);
  return child ? pick(child.getSnapshot()) : undefined;
};
export const savedOf = stage(inStage(savedQuotesChild), 'the saved quotes');
export const rateRequestOf = stage(inStage(rateRequestChild), 'the rate request');
export const cardsOf = stage(inStage(quotesChild), 'the quote cards');
