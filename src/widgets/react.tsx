import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Render a widget's React tree into its host, replacing the host's fallback content. */
export function renderReact(host: HTMLElement, node: ReactNode): () => void {
  host.replaceChildren();
  const root = createRoot(host);
  root.render(<StrictMode>{node}</StrictMode>);
  return () => root.unmount();
}
