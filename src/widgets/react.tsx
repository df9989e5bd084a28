import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Render a widget's React tree into its host, replacing the host's fallback content. */
export function renderReact(host: HTMLElement, node: ReactNode): () => void {
  host.replaceChildren();
  const root = createRoot(host);
  root.render(<StrictMode>{node}</StrictMode>);
  return () => root.unmount();
}

/** Hands a flow's actor to whoever needs it (the studio's path player drives it directly). */
export function ActorSpy<A>({ useActorRef, onActor }: { useActorRef: () => A; onActor: (actor: A) => void }) {
  const actor = useActorRef();
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  return null;
}
