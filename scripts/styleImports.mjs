/**
 * For scripts run with tsx that load widget modules (`npm run charts`, `npm run bench:paths`): a
 * widget imports its own stylesheet (`import './x.css'`, one CSS chunk per widget in the build),
 * which Node cannot load. This hook gives such an import an empty module; Vite, vitest and
 * Playwright handle stylesheets themselves.
 */
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function load(url, context, nextLoad) {
  if (/\\.css(\\?.*)?$/.test(url)) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}`),
  import.meta.url,
);
