import { useEffect, useRef } from 'react';

/** Move focus to a screen's heading when the screen appears, so it is announced. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
