/**
 * Every flow, one line each: the site's own (src/siteFlows.ts, the only list a page loads) and the
 * engine fixtures (fixtures/engine/, their descriptor says `fixture: true`). The mount list, the pages' widget hosts,
 * the studio, `npm run charts`, the generic model tests and the browser walk are derived from
 * these lists; a flow is its own files (src/flows/<id>.ts and what it names) plus its line.
 */
import type { FlowDescriptor } from './flows/kit';
import { engineFixtureFlows } from '../fixtures/engine';
import { flows, siteFlows } from './siteFlows';

/** Every registered flow, engine fixtures included (the studio, the generic suites, the browser walk). */
export const allFlows: readonly FlowDescriptor[] = [...siteFlows, ...engineFixtureFlows];

/** The customer flows: the pages' widget hosts and the mount list come from these only (not the drafts). */
export { flows };

/** Flows being built (`draft: true`): tested in jsdom and shown in the studio and docs/charts, on no page yet. */
export const draftFlows: readonly FlowDescriptor[] = allFlows.filter((f) => f.draft);

/** The flows the browser walks: those on pages and the engine fixtures (on the studio page). */
export const walkedFlows: readonly FlowDescriptor[] = allFlows.filter((f) => !f.draft);

/** The flows drawn in docs/charts: the customer flows and the drafts. */
export const chartedFlows: readonly FlowDescriptor[] = allFlows.filter((f) => !f.fixture);

/** The engine fixtures (docs/architecture.md, "Engine fixtures"): no customer page hosts them. */
export const engineFixtures: readonly FlowDescriptor[] = allFlows.filter((f) => f.fixture);

export function flowById(id: string): FlowDescriptor | undefined {
  return allFlows.find((f) => f.id === id);
}
