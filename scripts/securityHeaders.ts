import { DEFAULT_ALLOWED_ORIGINS } from '../src/config/origins';

/**
 * The HTTP headers of the built site, from one source: the preview server sends them
 * (vite.config.ts, `configurePreviewServer`) and docs/deployment.md gives them as a ready nginx
 * config (`npm run deployment-docs`); a test fails when the document and this module differ.
 *
 * The Content-Security-Policy is strict: scripts and styles only from the site's own files (no
 * inline script or style element, no eval: zod runs jitless), calls only to the API origins,
 * frames only from the page's own origin and the allowed iframe origins (the site config's
 * `allowedOrigins.frame`, the list the buy-now frame is checked against), and no site may frame
 * these pages.
 */

export interface HeaderOptions {
  /** Origins of the API besides the site's own (`<body data-site>` apiBase / caApiBase on another host). */
  apiOrigins: readonly string[];
  /** Origins the site may show in an iframe besides its own (the video provider's, `<body data-site>` allowedOrigins.frame). */
  frameOrigins: readonly string[];
}

/**
 * The video provider's embed origin (src/config/liteVideo.ts VIDEO_PROVIDER_ORIGIN; a test keeps
 * them equal): the lite video's player, loaded only once the visitor presses play (site-2.20).
 */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The frames a page may show: the video provider's player, and the origins the site config allows
 * for frames (the buy-now frame, quote-2.30); the page's own origin is always allowed (`'self'`).
 * A production page that lists other `allowedOrigins.frame` builds its headers from the same list.
 */
export function frameOriginsFor(allowedFrameOrigins: readonly string[]): string[] {
  return [VIDEO_FRAME_ORIGIN, ...allowedFrameOrigins.filter((o) => o !== VIDEO_FRAME_ORIGIN)];
}

/** The built site as configured today: the API under the site's own /api and /api-ca; iframes of the video provider and of the default allowed frame origins (src/config/origins.ts). */
export const SITE_HEADER_OPTIONS: HeaderOptions = { apiOrigins: [], frameOrigins: frameOriginsFor(DEFAULT_ALLOWED_ORIGINS.frame) };

/**
 * Pages that show personal data after a lookup: never stored by a browser or proxy cache
 * (`Cache-Control: no-store`). The pay page shows the policyholder's name, amount and due date;
 * the consent page the customer's name; the payment and e-sign page the customer's drivers, policy and payment.
 */
export const NO_STORE_PAGES: readonly string[] = ['/pay/', '/es/pay/', '/consent/', '/es/consent/', '/buy/', '/es/buy/'];

/**
 * Pages opened with a secret in their address: the set-password page's reset token
 * (`?token=`, site-2.29) and the consent page's customer id (`?id=`, portal-2.6). They send no
 * Referer at all (`Referrer-Policy: no-referrer`), so that the address as opened never reaches
 * a request the page makes, its own files included; the page script also drops that query from
 * the address bar before its first request (the flows' `privateQuery`, src/mount.ts).
 */
export const NO_REFERRER_PAGES: readonly string[] = ['/set-password/', '/es/set-password/', '/consent/', '/es/consent/'];

/**
 * The pages with a map (the office map, src/flows/officeMap.ts `page`, and the location search's,
 * src/flows/officeSearch.ts `page`): only there may the page load the
 * Google Maps JavaScript API and let it work. Its script and calls come from MAPS_ORIGINS; it adds
 * its own style elements (so `style-src 'unsafe-inline'` there: a static page has no nonce to
 * give them), its fonts, and workers from blob: addresses. Tiles and icons are https images, which
 * every page allows. Without a maps key the page asks for none of it.
 */
export const MAP_PAGES: readonly string[] = ['/offices/', '/es/offices/', '/locations/', '/es/locations/'];
export const MAPS_ORIGINS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const;

export function contentSecurityPolicy(options: HeaderOptions, { maps = false }: { maps?: boolean } = {}): string {
  const list = (values: readonly string[], empty: string) => (values.length ? values.join(' ') : empty);
  const withMaps = (values: readonly string[], more: readonly string[]) => (maps ? [...values, ...more] : values);
  return [
    "default-src 'self'",
    `script-src ${withMaps(["'self'"], MAPS_ORIGINS.script).join(' ')}`,
    `style-src ${withMaps(["'self'"], ["'unsafe-inline'", ...MAPS_ORIGINS.style]).join(' ')}`,
    // Carrier logos are data: URIs or https images of the carriers.
    "img-src 'self' data: https:",
    `font-src ${withMaps(["'self'"], MAPS_ORIGINS.font).join(' ')}`,
    `connect-src ${list(withMaps(["'self'", ...options.apiOrigins], MAPS_ORIGINS.connect), "'self'")}`,
    // The page's own origin (the site config always allows it for frames), then the allowed ones.
    `frame-src ${["'self'", ...options.frameOrigins].join(' ')}`,
    // The studio lays charts out in a web worker loaded from the site's own files (the maps API, from blob: addresses).
    `worker-src ${withMaps(["'self'"], ['blob:']).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Geolocation only where the nearest-office banner is (GEOLOCATION_PAGES, `geolocation=(self)`);
 * every other page refuses it (`geolocation=()`). Camera, microphone and payment requests are never used.
 */
export const PERMISSIONS_POLICY = 'geolocation=(), camera=(), microphone=(), payment=()';

/**
 * The pages of the nearest-office banner (site-2.9, site-7.13): the site's own documents may ask for the location there
 * (the offices page and the home page: the flow's `page` and `alsoOn`, src/flows/nearestOffice.ts).
 */
export const GEOLOCATION_PAGES: readonly string[] = ['/offices/', '/es/offices/', '/', '/es/'];
const GEOLOCATION_POLICY = PERMISSIONS_POLICY.replace('geolocation=()', 'geolocation=(self)');

/** The headers of every page and asset of the built site. */
export function siteHeaders(options: HeaderOptions = SITE_HEADER_OPTIONS, { maps = false }: { maps?: boolean } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options, { maps }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * The headers of one request path: the site's, plus no-store on the pages of NO_STORE_PAGES and
 * the year-long cache of the hashed files of dist/assets/ (as nginx sends them, `nginxConfig`).
 */
export function headersFor(path: string, options: HeaderOptions = SITE_HEADER_OPTIONS): Record<string, string> {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  if (pathname.startsWith('/assets/')) return { ...siteHeaders(options), 'Cache-Control': ASSETS_CACHE_CONTROL };
  const page = pathname.endsWith('/index.html') ? pathname.slice(0, -'index.html'.length) : pathname;
  const maps = MAP_PAGES.includes(page);
  if (GEOLOCATION_PAGES.includes(page)) return { ...siteHeaders(options, { maps }), 'Permissions-Policy': GEOLOCATION_POLICY };
  if (maps) return siteHeaders(options, { maps });
  const headers = NO_STORE_PAGES.includes(page) ? { ...siteHeaders(options), 'Cache-Control': 'no-store' } : siteHeaders(options);
  return NO_REFERRER_PAGES.includes(page) ? { ...headers, 'Referrer-Policy': 'no-referrer' } : headers;
}

/** The pages of NO_REFERRER_PAGES grouped by the headers they get (the consent page is also a no-store page). */
function noReferrerGroups(options: HeaderOptions): string[][] {
  const groups = new Map<string, string[]>();
  for (const page of NO_REFERRER_PAGES) {
    const key = JSON.stringify(headersFor(page, options));
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.values()];
}

/**
 * An nginx location pattern matching these pages and their index.html: "/pay/" and "/es/pay/" give
 * `^(/pay|/es/pay)/(index\.html)?$`; the home page ("/") makes the group optional, so "/" matches too.
 */
export function pagesPattern(pages: readonly string[]): string {
  const prefixes = pages.map((p) => p.replace(/\/$/, '')).filter((p) => p !== '');
  const optional = pages.includes('/') ? '?' : '';
  return `^(${prefixes.join('|')})${optional}/(index\\.html)?$`;
}

/** The pages with a map or the location, grouped by the headers they get: maps and geolocation, maps alone, geolocation alone. */
function headerGroups(): string[][] {
  const both = MAP_PAGES.filter((p) => GEOLOCATION_PAGES.includes(p));
  const mapsOnly = MAP_PAGES.filter((p) => !GEOLOCATION_PAGES.includes(p));
  const geoOnly = GEOLOCATION_PAGES.filter((p) => !MAP_PAGES.includes(p));
  return [both, mapsOnly, geoOnly].filter((g) => g.length > 0);
}

/** The hashed files of dist/assets/: kept for a year, never revalidated. */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Strict-Transport-Security of the https server: browsers that saw it go to the site (and every
 * subdomain) over https only, for a year. Sent by nginx's 443 server only: the preview server is
 * plain http on localhost, where a browser ignores it. No `preload`: the browsers' preload list is
 * a commitment for every subdomain that is slow to undo, so it is the agency's decision, taken once
 * every subdomain serves https (then add `; preload` and submit the domain at hstspreload.org).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The same headers as an nginx server block for dist/ (the site's files; the API proxied elsewhere), and the redirect of plain http to it. */
export function nginxConfig(options: HeaderOptions = SITE_HEADER_OPTIONS): string {
  // Every location of the https server adds Strict-Transport-Security to its own headers.
  const add = (headers: Record<string, string>, indent: string) =>
    Object.entries({ ...headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  const noStore = NO_STORE_PAGES.map((p) => p.replace(/\/$/, '')).join('|');
  return [
    // Plain http answers nothing but the way to https.
    'server {',
    '    listen 80;',
    '    server_name www.example.com;',
    '    return 301 https://$host$request_uri;',
    '}',
    '',
    'server {',
    '    listen 443 ssl;',
    '    server_name www.example.com;',
    '    root /var/www/agency-site/dist;',
    '',
    '    # nginx drops the add_header lines of a server block in a location that has its own,',
    '    # so every location repeats them.',
    '    location / {',
    ...add(siteHeaders(options), '        '),
    '        try_files $uri $uri/index.html =404;',
    '    }',
    '',
    // The build's scripts and styles carry their content's hash in their names: a new build has new
    // names, so a browser may keep these for a year without asking again (a repeat visit loads no script).
    '    location ^~ /assets/ {',
    ...add({ ...siteHeaders(options), 'Cache-Control': ASSETS_CACHE_CONTROL }, '        '),
    '        try_files $uri =404;',
    '    }',
    '',
    // The pages with a secret in their address first: nginx takes the first regular expression
    // that matches, and the consent page is also one of the no-store pages below.
    ...noReferrerGroups(options).flatMap((pages) => [
      `    location ~ ${pagesPattern(pages)} {`,
      ...add(headersFor(pages[0]!, options), '        '),
      '        try_files $uri $uri/index.html =404;',
      '    }',
      '',
    ]),
    `    location ~ ^(${noStore})/(index\\.html)?$ {`,
    ...add(headersFor(NO_STORE_PAGES[0] ?? '/pay/', options), '        '),
    '        try_files $uri $uri/index.html =404;',
    '    }',
    '',
    // The map pages first: nginx takes the first regular expression that matches. Each group of
    // pages with the same headers (maps, geolocation, both) has its own location.
    ...headerGroups()
      .flatMap((pages) => ['', `    location ~ ${pagesPattern(pages)} {`, ...add(headersFor(pages[0]!, options), '        '), '        try_files $uri $uri/index.html =404;', '    }'])
      .slice(1),
    '}',
  ].join('\n');
}

export const DEPLOYMENT_DOCS_PATH = 'docs/deployment.md';

/** docs/deployment.md: the headers and a ready nginx config. Same input, same bytes. */
export function renderDeploymentDoc(options: HeaderOptions = SITE_HEADER_OPTIONS): string {
  const rows = Object.entries(siteHeaders(options)).map(([name, value]) => `| \`${name}\` | \`${value}\` |`);
  return `# Deploying the built site

Generated by \`npm run deployment-docs\` from \`scripts/securityHeaders.ts\`; do not edit. The
preview server (\`npm run preview\`, and the browser tests) sends the very same headers, and a test
fails when this page and that module differ.

\`npm run build\` writes \`dist/\`: static files only (one \`index.html\` per page and language,
hashed assets under \`dist/assets/\`). Serve them with the headers below; the agency API is a
separate service (\`apiBase\` and \`caApiBase\` in \`<body data-site>\`, \`/api\` and \`/api-ca\` by
default, proxied by the same host). Build with the site's address, \`SITE_ORIGIN=https://www.<domain>
npm run build\`: each page's canonical and \`hreflang\` links are absolute on it (without it, on
\`https://www.bluebonnet.example\`, a reserved name, and the build says so).

## Headers of every response

| header | value |
| --- | --- |
${rows.join('\n')}

- **Content-Security-Policy**: scripts and styles only from the site's own files (no inline
  \`<script>\` or \`<style>\`, no \`style\` attribute in the HTML, no \`eval\`: zod runs jitless, see
  \`src/config/zodSetup.ts\`); styles that React sets on elements go through the CSSOM, which the
  policy does not restrict. \`connect-src\` lists the API origins when the API is on another host;
  \`frame-src\` the iframe origins: the page's own, the video provider's embed origin (the lite
  video's player, which loads after the visitor presses play; its thumbnail is the site's own
  file) and the site config's \`allowedOrigins.frame\` (the buy-now frame, quote-2.30), built from
  the same list the page checks a frame's address against (\`src/config/origins.ts\`; the default
  is the sandbox's carriers, reserved \`.example\` names: a production build lists its carriers'
  origins there and in \`<body data-site>\`); \`frame-ancestors 'none'\`: no other site may show
  these pages in a frame.
- **The map pages** (${MAP_PAGES.map((p) => `\`${p}\``).join(', ')}) add what the Google Maps JavaScript API needs,
  there only: its script (${MAPS_ORIGINS.script.join(', ')}), its calls (${MAPS_ORIGINS.connect.join(', ')}), its own
  style elements (\`'unsafe-inline'\` styles: a static page has no nonce to give them) and fonts
  (${[...MAPS_ORIGINS.style, ...MAPS_ORIGINS.font].join(', ')}), and its \`blob:\` workers. Without a maps key
  (\`mapsKey\` in the map host's data-config) the page asks for none of it.
- **Strict-Transport-Security** (\`${STRICT_TRANSPORT_SECURITY}\`), from the https server only
  (the nginx config below sends it in every location; plain http only redirects to https): for a
  year, a browser that saw it reaches the site and its subdomains over https only. It has no
  \`preload\`: the browsers' preload list binds every subdomain and takes months to leave, so add
  \`; preload\` and submit the domain at hstspreload.org only once every subdomain serves https.
  The preview server (plain http on localhost) does not send it.
- **Cache-Control** of \`dist/assets/\` (the scripts and styles, their content's hash in their
  names): \`${ASSETS_CACHE_CONTROL}\`, so a repeat visit loads none of them again; a new build has
  new names. The pages themselves are revalidated as usual (the no-store pages below are never kept).
- **Permissions-Policy**: geolocation is for the nearest-office banner only: its pages
  (${GEOLOCATION_PAGES.map((p) => `\`${p}\``).join(', ')}) send \`geolocation=(self)\`, every other page refuses it
  (\`geolocation=()\`).
- **Cache-Control: no-store** on the pages that show personal data after a lookup:
  ${NO_STORE_PAGES.map((p) => `\`${p}\``).join(', ')} (the pay page shows the policyholder's name, amount and due
  date, the consent page the customer's name). The pay page also drops \`?token=\` from the address bar
  once it has read it.
- **Secrets in addresses**: the set-password page is opened with the reset token in its query
  (\`/set-password/?token=\`), the consent page with the customer's id (\`/consent/?id=\`). These
  pages (${NO_REFERRER_PAGES.map((p) => `\`${p}\``).join(', ')}) send \`Referrer-Policy: no-referrer\`, so no
  request they make (their own scripts included) carries the address as opened, and the page script
  removes that query from the address bar before its first request. A tag manager that reads the
  page URL before the page's script runs would still see it: leave the query of \`/set-password/\`
  and \`/consent/\` out of page-view tags.

## Redirect targets in production

The pay button, buy now (a new tab, or this page when the browser blocks the tab) and the buy-now
frame go only to the page's own origin or to an origin listed for that purpose in
\`<body data-site>\`; carrier logos load only from the page's origin, an origin of
\`allowedOrigins.logo\`, or inline (\`data:\` images):

\`\`\`html
<body data-site='{"allowedOrigins": {"payment": ["https://pay.provider.example"], "esign": [], "buyNow": ["https://buy.carrier.example"], "frame": ["https://buy.carrier.example"], "logo": ["https://logos.carrier.example"]}}'>
\`\`\`

Any other payment URL is the could-not-get-token error (\`payment_error\`, reason \`token_failed\`);
any other buy-now address is the buy-now error (the "Buy Now url empty for carrier" event, and the
agent contact instead); a frame that is refused or does not load in time opens in a new tab
(checked against \`buyNow\`); any other logo is not loaded (the card names the carrier). Without
\`allowedOrigins\`, buy now and frames allow the sandbox's carriers (\`src/config/origins.ts\`).
The production build accepts https origins only; the development build also accepts
\`http://localhost\` (the sandbox). In development and in the preview the sandbox's provider page is
served on the page's own origin (\`/sandbox/provider\`), so it needs no list entry; in production
that path does not exist.

## The chat

A chat action (the home page's teaser, the quote cards, the no-quotes view) opens the chat widget
whose script \`<body data-site>\` names in \`chat.script\`, loaded on the first press; without a
chat (\`"chat": null\`), or when the script does not come, it is a link to the contact page
(\`/contact/\`). The default is the sandbox's stand-in, served on the page's own origin by the
development and preview servers (\`/sandbox/chat.js\`), so the policy above allows it; in production
that path does not exist, so a production page sets its provider's script, or \`null\`:

\`\`\`html
<body data-site='{"chat": {"script": "https://chat.provider.example/widget.js"}}'>
\`\`\`

The provider's script must define \`window.siteChat\` with \`open()\` (an adapter of a few lines over
its own API), and its origins must be added to the policy: \`script-src\`, and for what it does
(\`connect-src\` for its calls and socket, \`frame-src\` for a panel in a frame, \`style-src\` if it
adds style elements).

## nginx

\`\`\`nginx
${nginxConfig(options)}
\`\`\`
`;
}
