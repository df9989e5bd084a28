/**
 * Floor A of `npm run bench:pages` (issue 31's yardstick): React 19 drawing one form into the page,
 * nothing else. The host says it is ready once React has committed the form, as a site widget does.
 */
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

function FloorForm() {
  const [policy, setPolicy] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.closest('[data-widget]')?.setAttribute('data-widget-state', 'ready');
  }, []);
  return (
    <form ref={form} method="post" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="policy">Policy number</label>
      <input id="policy" name="policy" value={policy} required onChange={(e) => setPolicy(e.target.value)} />
      <button type="submit">Continue</button>
    </form>
  );
}

const host = document.querySelector<HTMLElement>('[data-widget="floor"]');
if (host) createRoot(host).render(<FloorForm />);
