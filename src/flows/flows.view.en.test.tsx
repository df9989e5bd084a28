// @vitest-environment jsdom
/** Every flow through the rendered view, in English: src/flows/flowsView.suite.ts. */
import { flowsThroughTheView } from './flowsView.suite';

await flowsThroughTheView('en');
