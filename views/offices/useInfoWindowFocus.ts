/**
 * An office map's info window and the keyboard (site-2.3, site-2.6): Escape closes the open window
 * wherever the focus is, and once it is closed the focus goes back to what opened it (a marker, or
 * an office's "show on the map" button). The office map and the location page's map both use it.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useInfoWindowFocus(open: boolean, close: () => void): { rememberOpener: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // Closed again: the focus goes back to what opened the info window.
  useEffect(() => {
    if (wasOpen.current && !open && opener.current?.isConnected) opener.current.focus();
    wasOpen.current = open;
  }, [open]);

  // Escape closes the info window, wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  /** Called before a window opens: what has the focus now (not the window itself) gets it back on close. */
  const rememberOpener = useCallback(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && !active.closest('.office-info')) opener.current = active;
  }, []);
  return { rememberOpener };
}
