import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Render a widget's React tree into its host, replacing the host's fallback content. With
 * `now`, the tree is drawn before this returns (a widget taking over a drawn first screen gives
 * its controls what was typed right after).
 */
export function renderReact(host: HTMLElement, node: ReactNode, options: { now?: boolean } = {}): () => void {
  host.replaceChildren();
  const root = createRoot(host);
  const draw = () => root.render(<StrictMode>{node}</StrictMode>);
  if (options.now) flushSync(draw);
  else draw();
  return () => root.unmount();
}
