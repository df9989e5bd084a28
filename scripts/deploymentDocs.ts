/**
 * `npm run deployment-docs`: writes docs/deployment.md (the site's HTTP headers and a ready nginx
 * config) from scripts/securityHeaders.ts, the module the preview server sends them from.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOYMENT_DOCS_PATH, renderDeploymentDoc } from './securityHeaders';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(root, DEPLOYMENT_DOCS_PATH), renderDeploymentDoc());
console.log(`${DEPLOYMENT_DOCS_PATH} written.`);
