/**
 * A countdown as the customer sees it (portal-4.30): its time written out, on a background of its
 * tone (green; orange, then red, as it runs out: the flow's rules decide), redrawn every second.
 * `role="timer"` without live announcements: a screen reader reads it when asked, not each second.
 */
import { useEffect, useState, type ReactNode } from 'react';

export type CountdownTone = 'green' | 'orange' | 'red';

/** Draws the calling component again every second while it is shown (presentation only: the charts own the time). */
export function useSecondTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, []);
}

export function CountdownTimer({ tone, children }: { tone: CountdownTone; children: ReactNode }) {
  return (
    <p role="timer" aria-live="off" data-tone={tone} className={`ui-timer ui-timer--${tone}`}>
      {children}
    </p>
  );
}
