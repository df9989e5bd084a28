/**
 * The site's headers come from one module: the preview server sends them and docs/deployment.md
 * gives them for nginx. This fails when the document differs from the module (run
 * `npm run deployment-docs`); e2e/csp.spec.ts checks what the preview server really sends.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VIDEO_PROVIDER_ORIGIN } from '../src/config/liteVideo';
import { DEPLOYMENT_DOCS_PATH, headersFor, nginxConfig, renderDeploymentDoc, siteHeaders, VIDEO_FRAME_ORIGIN } from './securityHeaders';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('docs/deployment.md', () => {
  it('matches the headers the preview server sends (else run `npm run deployment-docs`)', () => {
    const committed = readFileSync(join(repo, DEPLOYMENT_DOCS_PATH), 'utf8');
    expect(committed === renderDeploymentDoc(), `${DEPLOYMENT_DOCS_PATH} is stale: run \`npm run deployment-docs\``).toBe(true);
  });

  it('its nginx config sets every header in every location, no-store on the pay and consent pages', () => {
    const config = nginxConfig();
    for (const [name, value] of Object.entries(siteHeaders())) {
      // Every location sends it, but the nearest-office banner's sends its own Permissions-Policy.
      expect(config.split(`add_header ${name} "${value}" always;`)).toHaveLength(name === 'Permissions-Policy' ? 3 : 4);
    }
    expect(config).toContain('location ~ ^(/offices|/es/offices)/(index\\.html)?$');
    expect(config.match(/add_header Permissions-Policy "geolocation=\(self\)[^"]*" always;/g)).toHaveLength(1);
    expect(config.match(/add_header Cache-Control "no-store" always;/g)).toHaveLength(1);
    expect(config).toContain('location ~ ^(/pay|/es/pay|/consent|/es/consent)/(index\\.html)?$');
  });
});

describe('headersFor', () => {
  it('sends the strict policy on every page', () => {
    const csp = headersFor('/')['Content-Security-Policy'] ?? '';
    for (const part of ["script-src 'self'", "style-src 'self'", "frame-ancestors 'none'", "connect-src 'self'", "object-src 'none'"]) {
      expect(csp).toContain(part);
    }
    // [site-2.20 site-7.15] frames: the video provider's embed origin (the lite video's player), and nothing more.
    expect(csp.split('; ').filter((d) => d.startsWith('frame-src'))).toEqual([`frame-src ${VIDEO_PROVIDER_ORIGIN}`]);
    expect(VIDEO_FRAME_ORIGIN).toBe(VIDEO_PROVIDER_ORIGIN);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headersFor('/studio/')['Permissions-Policy']).toContain('geolocation=()');
  });

  it('[site-7.13 site-2.9] lets the nearest-office banner\'s pages, and no other, ask for the location', () => {
    for (const path of ['/offices/', '/es/offices/', '/offices/index.html']) expect(headersFor(path)['Permissions-Policy'], path).toContain('geolocation=(self)');
    for (const path of ['/', '/locations/', '/offices/austin-downtown/', '/pay/']) expect(headersFor(path)['Permissions-Policy'], path).toContain('geolocation=()');
    expect(headersFor('/offices/')['Permissions-Policy']).toContain('camera=()');
  });

  it.each([
    ['/pay/', true],
    ['/es/pay/', true],
    ['/pay/index.html', true],
    ['/pay/?token=TOK-1', true],
    ['/consent/?id=CONSENT-PENDING-1001', true],
    ['/es/consent/', true],
    ['/set-password/', false],
    ['/', false],
    ['/es/', false],
    ['/paying/', false],
    ['/assets/main.js', false],
  ])('%s is no-store: %s', (path, noStore) => {
    expect(headersFor(path)['Cache-Control'] === 'no-store').toBe(noStore);
  });

  it('lists the API and iframe origins it is given', () => {
    const csp = headersFor('/', { apiOrigins: ['https://api.agency.example'], frameOrigins: ['https://maps.example'] })['Content-Security-Policy'];
    expect(csp).toContain("connect-src 'self' https://api.agency.example");
    expect(csp).toContain('frame-src https://maps.example');
  });
});
