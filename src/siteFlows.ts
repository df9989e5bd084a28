/**
 * The site's own flows, one line each (drafts too: their descriptor says `draft: true`). The
 * pages' mount list reads this module alone, so no page carries the engine fixtures' descriptors;
 * src/registry.ts adds the fixtures for the studio, the generic suites and the browser walk.
 */
import type { FlowDescriptor } from './flows/kit';
import accountHeader from './flows/accountHeader';
import binding from './flows/binding';
import esign from './flows/esign';
import consent from './flows/consent';
import contactUs from './flows/contactUs';
import createCustomer from './flows/createCustomer';
import estimatePanel from './flows/estimatePanel';
import forgotPassword from './flows/forgotPassword';
import genericForm from './flows/genericForm';
import glossary from './flows/glossary';
import liteVideo from './flows/liteVideo';
import locationCard from './flows/locationCard';
import nearestOffice from './flows/nearestOffice';
import newsletter from './flows/newsletter';
import officeMap from './flows/officeMap';
import officeSearch from './flows/officeSearch';
import outOfState from './flows/outOfState';
import payment from './flows/payment';
import portal from './flows/portal';
import quote from './flows/quote';
import quoteZip from './flows/quoteZip';
import reviews from './flows/reviews';
import setPassword from './flows/setPassword';
import signIn from './flows/signIn';
import sitePopups from './flows/sitePopups';

export const siteFlows: readonly FlowDescriptor[] = [payment, quoteZip, quote, setPassword, forgotPassword, createCustomer, outOfState, consent, signIn, accountHeader, estimatePanel, glossary, liteVideo, genericForm, newsletter, officeSearch, locationCard, sitePopups, reviews, nearestOffice, officeMap, portal, contactUs, binding, esign];

/** The customer flows: the pages' widget hosts and the mount list come from these only (not the drafts). */
export const flows: readonly FlowDescriptor[] = siteFlows.filter((f) => !f.draft);
