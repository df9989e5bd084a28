/**
 * The site's own flows, one line each (drafts too: their descriptor says `draft: true`). The
 * pages' mount list reads this module alone, so no page carries the engine fixtures' descriptors;
 * src/registry.ts adds the fixtures for the studio, the generic suites and the browser walk.
 */
import type { FlowDescriptor } from './flows/kit';
import accountHeader from './flows/accountHeader';
import consent from './flows/consent';
import createCustomer from './flows/createCustomer';
import forgotPassword from './flows/forgotPassword';
import outOfState from './flows/outOfState';
import payment from './flows/payment';
import quote from './flows/quote';
import quoteZip from './flows/quoteZip';
import setPassword from './flows/setPassword';
import signIn from './flows/signIn';

export const siteFlows: readonly FlowDescriptor[] = [payment, quoteZip, quote, setPassword, forgotPassword, createCustomer, outOfState, consent, signIn, accountHeader];

/** The customer flows: the pages' widget hosts and the mount list come from these only (not the drafts). */
export const flows: readonly FlowDescriptor[] = siteFlows.filter((f) => !f.draft);
