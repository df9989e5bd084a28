/**
 * Redirect and iframe targets (security: redirect URLs only over https; http only on the local
 * machine, where the sandbox runs). Relative addresses resolve against the page's origin.
 */
import { describe, expect, it } from 'vitest';
import { allowedImage, allowedTarget, carrierLink, documentLink, isOrigin, isSafeUrl, sameSiteUrl, withQueryParam } from './url';

const PAGE = 'https://www.agency.example';
const LOCAL_PAGE = 'http://localhost:5173';

describe('isSafeUrl', () => {
  const rows: [string, string, boolean][] = [
    // url, page origin, safe
    ['https://pay.provider.example/checkout?t=1', PAGE, true],
    ['HTTPS://pay.provider.example/', PAGE, true],
    ['https://pay.provider.example/', LOCAL_PAGE, true],
    ['http://pay.provider.example/checkout', PAGE, false],
    ['http://pay.provider.example/checkout', LOCAL_PAGE, false],
    ['http://localhost/sandbox/provider', PAGE, true],
    ['http://localhost:5173/sandbox/provider?token=T', PAGE, true],
    ['http://127.0.0.1:4173/x', PAGE, true],
    ['http://[::1]:8080/x', PAGE, true],
    ['http://localhost.evil.example/', PAGE, false],
    ['http://127.0.0.1.evil.example/', PAGE, false],
    ['http://localhost@evil.example/', PAGE, false],
    ['javascript:alert(1)', PAGE, false],
    ['JavaScript:alert(1)', PAGE, false],
    ['  javascript:alert(1)', PAGE, false],
    ['data:text/html,<script>alert(1)</script>', PAGE, false],
    ['ftp://files.example/pay', PAGE, false],
    ['file:///etc/passwd', PAGE, false],
    // protocol-relative: takes the page's scheme
    ['//cdn.example/pay', PAGE, true],
    ['//cdn.example/pay', LOCAL_PAGE, false],
    ['//localhost:5173/pay', 'http://www.agency.example', true],
    // relative paths: the page's own origin
    ['/pay/?token=1', PAGE, true],
    ['pay/', PAGE, true],
    ['/pay/', LOCAL_PAGE, true],
    ['/pay/', 'http://www.agency.example', true],
    // read by a browser as another host
    ['/\\evil.example/quote/', PAGE, false],
    ['\\\\evil.example/soon/', PAGE, false],
    ['https://pay.example\\@evil.example/', PAGE, false],
    ['https://user:pw@pay.example/', PAGE, false],
    ['/pay/\n', PAGE, false],
    // not a URL at all
    ['https://', PAGE, false],
    ['http://[bad', PAGE, false],
  ];
  it.each(rows)('%j on a page at %s is safe: %s', (url, origin, safe) => {
    expect(isSafeUrl(url, origin)).toBe(safe);
  });
  it('the production policy refuses http on the local machine (http://localhost:1/)', () => {
    expect(isSafeUrl('http://localhost:1/', PAGE, { localHttp: true })).toBe(true);
    expect(isSafeUrl('http://localhost:1/', PAGE, { localHttp: false })).toBe(false);
    expect(isSafeUrl('/pay/', PAGE, { localHttp: false })).toBe(true);
  });
});

describe('sameSiteUrl', () => {
  const rows: [string, string | null][] = [
    ['/quote/', `${PAGE}/quote/`],
    ['quote/#driver1', `${PAGE}/quote/#driver1`],
    [`${PAGE}/soon/`, `${PAGE}/soon/`],
    ['/\\evil.example/quote/', null],
    ['\\\\evil.example/soon/', null],
    ['//evil.example/quote/', null],
    ['https://evil.example/quote/', null],
    ['http://www.agency.example/quote/', null],
    ['javascript:alert(1)', null],
    // A browser drops tabs and line breaks inside an address: "/\t/evil.example/" would be "//evil.example/".
    ['/\t/evil.example/', null],
    ['/\r\n/evil.example/', null],
    [' /quote/', null],
    ['/quote/ ', null],
    ['/quote/\u0000', null],
    ['/quote/\u007f', null],
    ['/quote/\u0085', null],
  ];
  it.each(rows)('%j is %s', (url, same) => {
    expect(sameSiteUrl(url, PAGE)).toBe(same);
  });
});

describe('allowedTarget', () => {
  const allowed = ['https://sign.example', 'https://buy.example'];
  const rows: [string, string | null][] = [
    ['https://sign.example/doc/1', 'https://sign.example/doc/1'],
    ['https://buy.example/now?q=1', 'https://buy.example/now?q=1'],
    ['/pay/?token=1', `${PAGE}/pay/?token=1`],
    ['https://sign.example.evil.example/', null],
    ['https://evil.example/?https://sign.example', null],
    ['http://sign.example/doc/1', null],
    ['/\\sign.example/doc', null],
    ['data:text/html,x', null],
  ];
  it.each(rows)('%j goes to %s', (url, target) => {
    expect(allowedTarget(url, `${PAGE}/pay/`, allowed)).toBe(target);
  });
});

describe('allowedImage', () => {
  const page = 'https://www.agency.example/quote/';
  const logos = ['https://logos.carriers.example'];
  it('an inline image, or an address of the page or an allowed origin; anything else is not loaded', () => {
    expect(allowedImage('data:image/svg+xml,%3Csvg%3E', page, logos)).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(allowedImage('data:image/png;base64,iVBOR', page, logos)).toBe('data:image/png;base64,iVBOR');
    expect(allowedImage('https://logos.carriers.example/a.png', page, logos)).toBe('https://logos.carriers.example/a.png');
    expect(allowedImage('https://www.agency.example/logos/a.png', page, logos)).toBe('https://www.agency.example/logos/a.png');
    for (const hostile of [
      'https://tracker.evil.example/pixel.gif',
      'https://logos.carriers.example.evil.example/a.png',
      'http://logos.carriers.example/a.png',
      '//tracker.evil.example/a.png',
      '/logos/a.png',
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'https://logos.carriers.example\\@evil.example/a.png',
      '',
      null,
      undefined,
    ]) {
      expect(allowedImage(hostile, page, logos), String(hostile)).toBeNull();
    }
  });
});

describe('isOrigin', () => {
  const rows: [string, boolean, boolean][] = [
    // text, development, production
    ['https://pay.provider.example', true, true],
    ['https://pay.provider.example:8443', true, true],
    ['https://pay.provider.example/', false, false],
    ['https://pay.provider.example/checkout', false, false],
    ['HTTPS://PAY.provider.example', false, false],
    ['http://localhost:5173', true, false],
    ['http://localhost:1', true, false],
    ['http://pay.provider.example', false, false],
    ['*', false, false],
  ];
  it.each(rows)('%j is an allowed-list origin: development %s, production %s', (text, dev, prod) => {
    expect(isOrigin(text, { localHttp: true })).toBe(dev);
    expect(isOrigin(text, { localHttp: false })).toBe(prod);
  });
});

describe('carrierLink', () => {
  const rows: [string | null, { href: string; host: string } | null][] = [
    ['https://www.lonestarmutual.example/pay', { href: 'https://www.lonestarmutual.example/pay', host: 'lonestarmutual.example' }],
    ['https://pay.gulfcoast.example', { href: 'https://pay.gulfcoast.example/', host: 'pay.gulfcoast.example' }],
    ['http://www.lonestarmutual.example/pay', null],
    ['/pay/', null],
    ['//evil.example/', null],
    ['javascript:alert(1)', null],
    ['https://carrier.example\\@evil.example/', null],
    [null, null],
  ];
  it.each(rows)('%j shows as %j', (url, link) => {
    expect(carrierLink(url)).toEqual(link);
  });
});

describe('documentLink', () => {
  const page = 'https://agency.example/portal/?tabid=policies';
  it('links a document on this site or over https', () => {
    expect(documentLink('/sandbox/documents/LSM-1/id-card.pdf', page)).toBe('https://agency.example/sandbox/documents/LSM-1/id-card.pdf');
    expect(documentLink(' https://docs.carrier.example/id.pdf ', page)).toBe('https://docs.carrier.example/id.pdf');
    expect(documentLink('/sandbox/documents/x.pdf', 'http://localhost:5173/portal/')).toBe('http://localhost:5173/sandbox/documents/x.pdf');
  });
  it('links nothing else: http elsewhere, other schemes, credentials, backslashes', () => {
    for (const url of ['http://docs.carrier.example/id.pdf', 'javascript:alert(1)', 'data:application/pdf;base64,JVBERi0=', 'https://user:pw@docs.example/x.pdf', '/\\evil.example/x.pdf', '']) {
      expect(documentLink(url, page)).toBeNull();
    }
  });
});

describe('withQueryParam', () => {
  const rows: [string, string, string, string][] = [
    // page, name, value, result
    ['https://www.agency.example/pay/', 'token', 'TOK-1', 'https://www.agency.example/pay/?token=TOK-1'],
    ['https://www.agency.example/pay/#top', 'token', 'TOK-1', 'https://www.agency.example/pay/?token=TOK-1'],
    ['https://www.agency.example/es/pay/?lang=es', 'token', 'TOK-1', 'https://www.agency.example/es/pay/?lang=es&token=TOK-1'],
    ['https://www.agency.example/pay/?token=OLD&lang=en#x', 'token', 'NEW', 'https://www.agency.example/pay/?token=NEW&lang=en'],
    ['http://localhost:5173/pay/', 'token', 'a b&c', 'http://localhost:5173/pay/?token=a+b%26c'],
  ];
  it.each(rows)('[site-4.7] %s with %s=%s is %s (hash dropped)', (page, name, value, result) => {
    expect(withQueryParam(page, name, value)).toBe(result);
  });
});
