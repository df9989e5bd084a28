/**
 * Every flow of the site, one line each. The mount list, the pages' widget hosts, the studio,
 * `npm run charts`, the generic model tests and the browser walk are derived from this list;
 * a flow is its own files (src/flows/<id>.ts and what it names) plus its line here.
 */
import type { FlowDescriptor } from './flows/kit';
import payment from './flows/payment';
import quoteZip from './flows/quoteZip';

export const flows: readonly FlowDescriptor[] = [payment, quoteZip];

export function flowById(id: string): FlowDescriptor | undefined {
  return flows.find((f) => f.id === id);
}
