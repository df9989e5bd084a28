// @vitest-environment jsdom
/** Every flow through the rendered view, in Spanish (every screen's texts once): src/flows/flowsView.suite.ts. */
import { flowsThroughTheView } from './flowsView.suite';

await flowsThroughTheView('es');
