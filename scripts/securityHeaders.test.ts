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
import { SANDBOX_CARRIER_ORIGINS, siteConfigSchema } from '../src/config/site';
import nearestOffice from '../src/flows/nearestOffice';
import { pagePath } from '../src/flows/kit';
import {
  ASSETS_CACHE_CONTROL,
  DEPLOYMENT_DOCS_PATH,
  GEOLOCATION_PAGES,
  headersFor,
  nginxConfig,
  pagesPattern,
  renderDeploymentDoc,
  siteHeaders,
  STRICT_TRANSPORT_SECURITY,
  VIDEO_FRAME_ORIGIN,
} from './securityHeaders';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('docs/deployment.md', () => {
  it('matches the headers the preview server sends (else run `npm run deployment-docs`)', () => {
    const committed = readFileSync(join(repo, DEPLOYMENT_DOCS_PATH), 'utf8');
    expect(committed === renderDeploymentDoc(), `${DEPLOYMENT_DOCS_PATH} is stale: run \`npm run deployment-docs\``).toBe(true);
  });

  it('its nginx config sets every header in every location, no-store on the pay, consent and payment-and-e-sign pages', () => {
    const config = nginxConfig();
    // Eight locations: every page, the hashed assets (a year's cache), the set-password pages and the consent pages
    // (no Referer), no-store, the offices pages (the maps policy and geolocation), the locations pages (the maps
    // policy alone), the other geolocation pages.
    for (const [name, value] of Object.entries(siteHeaders())) {
      const own = name === 'Referrer-Policy' ? 6 : name === 'Permissions-Policy' ? 6 : name === 'Content-Security-Policy' ? 6 : 8;
      expect(config.split(`add_header ${name} "${value}" always;`), name).toHaveLength(own + 1);
    }
    expect(config).toContain('location ~ ^(/offices|/es/offices)/(index\\.html)?$');
    expect(config).toContain('location ~ ^(/es)?/(index\\.html)?$');
    expect(config.indexOf('^(/offices|/es/offices)/')).toBeLessThan(config.indexOf('^(/es)?/'));
    expect(config.match(/add_header Permissions-Policy "geolocation=\(self\)[^"]*" always;/g)).toHaveLength(2);
    expect(config.match(/add_header Content-Security-Policy "[^"]*maps\.googleapis\.com[^"]*" always;/g)).toHaveLength(2);
    expect(config).toContain('location ~ ^(/locations|/es/locations)/(index\\.html)?$');
    expect(config.indexOf('^(/locations|/es/locations)/')).toBeLessThan(config.indexOf('^(/es)?/'));
    // The no-store location, and the consent pages' own (no Referer, no-store).
    expect(config.match(/add_header Cache-Control "no-store" always;/g)).toHaveLength(2);
    // The hashed assets: a year, never revalidated, in a prefix location that no page pattern takes first.
    expect(config).toContain(`location ^~ /assets/ {`);
    expect(config.match(/add_header Cache-Control "public, max-age=31536000, immutable" always;/g)).toHaveLength(1);
    expect(config).toContain('location ~ ^(/pay|/es/pay|/consent|/es/consent|/buy|/es/buy)/(index\\.html)?$');
  });

  it('its https server sends Strict-Transport-Security (a year, subdomains included, no preload) in every location; plain http only redirects', () => {
    const config = nginxConfig();
    const https = config.slice(config.indexOf('listen 443 ssl;'));
    const locations = https.match(/^ {4}location /gm) ?? [];
    expect(locations).toHaveLength(8);
    expect(https.split('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;')).toHaveLength(locations.length + 1);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
    expect(config).not.toContain('preload');
    // The port 80 server answers nothing but the redirect to https (a header sent over plain http is ignored).
    const http = config.slice(0, config.indexOf('listen 443 ssl;'));
    expect(http).toContain('listen 80;');
    expect(http).toContain('return 301 https://$host$request_uri;');
    expect(http).not.toContain('add_header');
    // The preview server is plain http on localhost: it never sends it.
    expect(siteHeaders()).not.toHaveProperty('Strict-Transport-Security');
    // The note on preload is in the deployment page.
    expect(renderDeploymentDoc()).toMatch(/preload/);
  });
});

describe('the pages whose address carries a secret (the reset token, the consent id)', () => {
  it('send Referrer-Policy: no-referrer; every other page keeps strict-origin-when-cross-origin', () => {
    for (const page of ['/set-password/', '/es/set-password/index.html', '/consent/', '/es/consent/']) {
      expect(headersFor(page)['Referrer-Policy'], page).toBe('no-referrer');
    }
    expect(headersFor('/consent/')['Cache-Control']).toBe('no-store');
    for (const page of ['/', '/pay/', '/sign-in/', '/forgot-password/', '/es/quote/']) {
      expect(headersFor(page)['Referrer-Policy'], page).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the nginx config sends it there, in locations that come before the no-store one', () => {
    const config = nginxConfig();
    const setPassword = config.indexOf('location ~ ^(/set-password|/es/set-password)/(index\\.html)?$ {');
    const consent = config.indexOf('location ~ ^(/consent|/es/consent)/(index\\.html)?$ {');
    const noStore = config.indexOf('location ~ ^(/pay|/es/pay|/consent|/es/consent|/buy|/es/buy)/');
    expect(setPassword).toBeGreaterThan(0);
    expect(consent).toBeGreaterThan(0);
    expect(consent).toBeLessThan(noStore);
    expect(setPassword).toBeLessThan(noStore);
    const block = (at: number) => config.slice(at, config.indexOf('}', at));
    expect(block(setPassword)).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(block(consent)).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(block(consent)).toContain('add_header Cache-Control "no-store" always;');
    expect(config.match(/add_header Referrer-Policy "no-referrer" always;/g)).toHaveLength(2);
  });
});

describe('headersFor', () => {
  it('keeps the hashed assets for a year, as nginx does, and no page', () => {
    expect(headersFor('/assets/quote-Bx1y2Z3w.js')['Cache-Control']).toBe(ASSETS_CACHE_CONTROL);
    expect(headersFor('/assets/quote-Bx1y2Z3w.js')['Content-Security-Policy']).toBe(headersFor('/')['Content-Security-Policy']);
    expect(headersFor('/')['Cache-Control']).toBeUndefined();
    expect(headersFor('/quote/')['Cache-Control']).toBeUndefined();
  });

  it('sends the strict policy on every page', () => {
    const csp = headersFor('/')['Content-Security-Policy'] ?? '';
    for (const part of ["script-src 'self'", "style-src 'self'", "frame-ancestors 'none'", "connect-src 'self'", "object-src 'none'"]) {
      expect(csp).toContain(part);
    }
    // [site-2.20 site-7.15] frames: the page's own, the video provider's embed origin (the lite video's player), and the
    // origins allowed for the buy-now frame (the sandbox's carriers by default), nothing more.
    expect(csp.split('; ').filter((d) => d.startsWith('frame-src'))).toEqual([`frame-src 'self' ${VIDEO_PROVIDER_ORIGIN} ${SANDBOX_CARRIER_ORIGINS.join(' ')}`]);
    expect(VIDEO_FRAME_ORIGIN).toBe(VIDEO_PROVIDER_ORIGIN);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headersFor('/studio/')['Permissions-Policy']).toContain('geolocation=()');
  });

  it('lets the maps script, its calls, styles, fonts and workers in on the map pages only', () => {
    for (const page of ['/offices/', '/es/offices/index.html', '/locations/', '/es/locations/index.html']) {
      const csp = headersFor(page)['Content-Security-Policy'] ?? '';
      expect(csp).toContain("script-src 'self' https://maps.googleapis.com https://maps.gstatic.com");
      expect(csp).toContain("connect-src 'self' https://maps.googleapis.com");
      expect(csp).toContain("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com");
      expect(csp).toContain("font-src 'self' https://fonts.gstatic.com");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).not.toContain('unsafe-eval');
      // The offices pages ask for the location (the nearest-office banner); the location search does not.
      expect(headersFor(page)['Permissions-Policy']).toContain(page.includes('offices') ? 'geolocation=(self)' : 'geolocation=()');
    }
    for (const page of ['/', '/offices/austin-downtown/', '/pay/', '/reviews/']) {
      expect(headersFor(page)['Content-Security-Policy'], page).not.toMatch(/googleapis|gstatic|unsafe-inline|blob:/);
    }
  });

  it('[site-7.13 site-2.9] lets the nearest-office banner\'s pages (the offices and the home page), and no other, ask for the location', () => {
    for (const path of ['/offices/', '/es/offices/', '/offices/index.html', '/', '/es/', '/index.html', '/es/index.html']) {
      expect(headersFor(path)['Permissions-Policy'], path).toContain('geolocation=(self)');
    }
    for (const path of ['/locations/', '/offices/austin-downtown/', '/pay/', '/es/pay/', '/quote/']) expect(headersFor(path)['Permissions-Policy'], path).toContain('geolocation=()');
    expect(headersFor('/offices/')['Permissions-Policy']).toContain('camera=()');
  });

  it('the nginx pattern of the banner\'s pages matches them and their index.html, and no other page', () => {
    const pattern = new RegExp(pagesPattern(GEOLOCATION_PAGES));
    for (const path of ['/', '/index.html', '/es/', '/es/index.html', '/offices/', '/es/offices/index.html']) expect(path, path).toMatch(pattern);
    for (const path of ['/pay/', '/es/pay/', '/offices/austin-downtown/', '/es/quote/', '/studio/index.html', '//']) expect(path, path).not.toMatch(pattern);
    expect(pagesPattern(['/pay/', '/es/pay/'])).toBe('^(/pay|/es/pay)/(index\\.html)?$');
  });

  it('every page that hosts the nearest-office banner may ask for the location', () => {
    const pages = [nearestOffice.page, ...(nearestOffice.alsoOn ?? [])].flatMap((p) => [pagePath(p, 'en'), pagePath(p, 'es')]);
    expect([...pages].sort()).toEqual([...GEOLOCATION_PAGES].sort());
  });

  it.each([
    ['/pay/', true],
    ['/es/pay/', true],
    ['/pay/index.html', true],
    ['/pay/?token=TOK-1', true],
    ['/consent/?id=CONSENT-PENDING-1001', true],
    ['/es/consent/', true],
    ['/buy/?transactionId=ES-STATUS-0&carrierId=LSM', true],
    ['/es/buy/', true],
    ['/set-password/', false],
    ['/', false],
    ['/es/', false],
    ['/paying/', false],
    ['/assets/main.js', false],
  ])('%s is no-store: %s', (path, noStore) => {
    expect(headersFor(path)['Cache-Control'] === 'no-store').toBe(noStore);
  });

  it("[quote-2.30] frame-src lets in the page's own origin and every origin the default site config allows for frames (the buy-now frame of the sandbox's carriers)", () => {
    const frameSrc = (headersFor('/quote/')['Content-Security-Policy'] ?? '').split('; ').find((d) => d.startsWith('frame-src ')) ?? '';
    const sources = frameSrc.split(' ').slice(1);
    const allowed = siteConfigSchema.parse({}).allowedOrigins.frame;
    expect(allowed.length).toBeGreaterThan(0);
    expect(sources).toEqual(expect.arrayContaining(["'self'", VIDEO_PROVIDER_ORIGIN, ...allowed]));
    // The deployment page gives the same policy.
    expect(renderDeploymentDoc()).toContain(frameSrc);
  });

  it('lists the API and iframe origins it is given', () => {
    const csp = headersFor('/', { apiOrigins: ['https://api.agency.example'], frameOrigins: ['https://maps.example'] })['Content-Security-Policy'];
    expect(csp).toContain("connect-src 'self' https://api.agency.example");
    expect(csp).toContain("frame-src 'self' https://maps.example;");
  });
});
