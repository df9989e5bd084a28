/**
 * `npm run sandbox-docs`: writes docs/sandbox.md from the sandbox domains' magic-input tables
 * (fixtures/sandbox/routes/*.ts, listed in fixtures/sandbox/app.ts). Same input, same bytes.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_DOMAINS } from '../fixtures/sandbox/app';
import { renderSandboxDocs, SANDBOX_DOCS_PATH } from '../fixtures/sandbox/docs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(root, SANDBOX_DOCS_PATH), renderSandboxDocs(SANDBOX_DOMAINS));
console.log(`${SANDBOX_DOCS_PATH} written (${SANDBOX_DOMAINS.map((d) => d.id).join(', ')}).`);
