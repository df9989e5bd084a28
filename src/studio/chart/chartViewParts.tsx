/**
 * The chart viewer's small parts (ChartView.tsx): its inline styles (the page's stylesheet is not
 * the studio's), the list of transitions crossing a focused state's border, the deepest drawn box
 * of an active state (what following pans to), and the drawn element an event hit that carries an
 * attribute (a state's button, a compound's toggle).
 */
import type { CSSProperties } from 'react';
import type { BoundaryTransition } from './focus';
import type { ChartLayout, LaidNode } from './layout';

/** The deepest drawn box of an active state (a collapsed box that hides one counts), not the machine's. */
export function deepestActive(layout: ChartLayout, active: ReadonlySet<string>): LaidNode | undefined {
  let best: LaidNode | undefined;
  for (const n of layout.nodes) {
    const id = n.info.stateId;
    if (!id || n.info.kind === 'machine') continue;
    if (!active.has(id) && !n.info.hides.some((h) => active.has(h))) continue;
    if (!best || n.depth > best.depth) best = n;
  }
  return best;
}

export function closestWith(target: EventTarget | null, attr: string): Element | null {
  return target instanceof Element ? target.closest(`[${attr}]`) : null;
}

export const styles = {
  root: { display: 'flex', flexDirection: 'column', gap: 8 },
  // Above the drawing in stacking order: a panned chart's boxes reach under the toolbar (clipped, but still boxes).
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', position: 'relative', zIndex: 1 },
  button: { minWidth: 32, minHeight: 32, padding: '4px 12px', cursor: 'pointer' },
  status: { margin: 0, minHeight: '1.25em' },
  viewport: {
    position: 'relative',
    zIndex: 0,
    overflow: 'hidden',
    minHeight: 320,
    border: '1px solid #cbd5e1',
    borderRadius: 6,
    background: '#ffffff',
    touchAction: 'none',
    userSelect: 'none',
    cursor: 'grab',
  },
} satisfies Record<string, CSSProperties>;

export function BoundaryList({ heading, items, far, none }: { heading: string; items: BoundaryTransition[]; far: boolean; none: string }) {
  return (
    <div>
      <p className="chart-view__boundary-heading" style={{ margin: '0.5rem 0 0.25rem', fontWeight: 700 }}>
        {heading}
      </p>
      {items.length ? (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {items.map((b, i) => (
            <li key={`${b.key}#${i}`}>
              <code>{far ? b.other : b.inside}</code> → <code>{far ? b.inside : b.other}</code>: {b.label.join(' ')}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>{none}</p>
      )}
    </div>
  );
}
