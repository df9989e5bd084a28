/**
 * Redirect and iframe targets (security: redirect URLs only over https; http only on the local
 * machine, where the sandbox runs). Relative addresses resolve against the page's origin.
 */
import { describe, expect, it } from 'vitest';
import { isSafeUrl, withQueryParam } from './url';

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
    ['/pay/', 'http://www.agency.example', false],
    // not a URL at all
    ['https://', PAGE, false],
    ['http://[bad', PAGE, false],
  ];
  it.each(rows)('%j on a page at %s is safe: %s', (url, origin, safe) => {
    expect(isSafeUrl(url, origin)).toBe(safe);
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
