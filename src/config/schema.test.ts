/**
 * Page configurations (data-config on a widget host, data-site on <body>): defaults for every
 * configured value, problems that name the field, unknown fields refused, and link targets
 * that are same-site paths, https, or http on the local machine only.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { textsFor } from '../i18n/texts';
import { quoteZipText } from '../i18n/quoteZip';
import { cutLang, detectLang, type Lang } from './lang';
import { paymentConfigSchema } from './payment';
import { quoteZipConfigSchema } from './quoteZip';
import { configuredText, parseConfig, safeUrl } from './schema';
import { SANDBOX_CARRIER_ORIGINS, siteConfigSchema, siteConfigSchemaFor } from './site';

/** The fields named by the problems of a config that must fail. */
function failingFields<S extends z.ZodMiniType>(schema: S, raw: string): string[] {
  const parsed = parseConfig(schema, raw);
  if (parsed.ok) throw new Error(`expected ${raw} to be refused`);
  return parsed.problems.map((p) => p.field);
}

function parsedValue<S extends z.ZodMiniType>(schema: S, raw: string | undefined): z.output<S> {
  const parsed = parseConfig(schema, raw);
  if (!parsed.ok) throw new Error(`expected ${String(raw)} to parse: ${JSON.stringify(parsed.problems)}`);
  return parsed.value;
}

describe('parseConfig with paymentConfigSchema', () => {
  const empties: [string, string | undefined][] = [
    ['no data-config', undefined],
    ['an empty data-config', ''],
    ['a blank data-config', '   '],
    ['{}', '{}'],
  ];
  it.each(empties)('[site-9.4] %s gives the defaults: ages 16 to 75, due soon within 48 hours, no configured messages', (_label, raw) => {
    expect(parsedValue(paymentConfigSchema, raw)).toEqual({ minAge: 16, maxAge: 75, dueSoonHours: 48, messages: {} });
  });

  it('[site-5.3] configurable age limits and messages are kept', () => {
    const raw = JSON.stringify({ minAge: 18, maxAge: 65, dueSoonHours: 24, messages: { invalidDob: 'Must be 18 to 65.' } });
    expect(parsedValue(paymentConfigSchema, raw)).toEqual({
      minAge: 18,
      maxAge: 65,
      dueSoonHours: 24,
      messages: { invalidDob: 'Must be 18 to 65.' },
    });
  });

  const badRows: [string, string, string][] = [
    // label, data-config, field named
    ['a string age', '{"minAge":"x"}', 'minAge'],
    ['a fractional age', '{"maxAge":65.5}', 'maxAge'],
    ['a negative age', '{"minAge":-1}', 'minAge'],
    ['an age over 120', '{"maxAge":121}', 'maxAge'],
    ['a zero due-soon threshold', '{"dueSoonHours":0}', 'dueSoonHours'],
    ['a string due-soon threshold', '{"dueSoonHours":"48"}', 'dueSoonHours'],
    ['minAge equal to maxAge', '{"minAge":40,"maxAge":40}', 'minAge'],
    ['minAge above maxAge', '{"minAge":70,"maxAge":18}', 'minAge'],
    ['minAge above the default maxAge', '{"minAge":80}', 'minAge'],
    ['a number as a message', '{"messages":{"invalidDob":5}}', 'messages.invalidDob'],
    ['an unknown message', '{"messages":{"invalidZip":"x"}}', 'messages'],
    ['an unknown field', '{"minage":18}', '(root)'],
    ['a list instead of an object', '[]', '(root)'],
    ['null', 'null', '(root)'],
    ['invalid JSON', '{minAge: 18}', '(data-config)'],
    ['truncated JSON', '{"minAge":', '(data-config)'],
  ];
  it.each(badRows)('[site-9.4] %s (%s) is refused, naming %j', (_label, raw, field) => {
    expect(failingFields(paymentConfigSchema, raw)).toEqual([field]);
  });

  it('an unknown field is refused, and the problem says which', () => {
    const parsed = parseConfig(paymentConfigSchema, '{"minage":18}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.message).join(' ')).toContain('minage');
  });

  it('every problem of a config is reported, each naming its field', () => {
    expect(failingFields(paymentConfigSchema, '{"minAge":"x","dueSoonHours":-1}').sort()).toEqual(['dueSoonHours', 'minAge']);
  });
});

describe('quoteZipConfigSchema', () => {
  it('[site-2.22] the other-experiences option defaults to \'false\'; no pages and no messages configured', () => {
    expect(parsedValue(quoteZipConfigSchema, '{}')).toEqual({ otherExperiences: 'false', messages: {} });
  });

  const optionRows: [string, boolean][] = [
    ['"true"', true],
    ['"false"', true],
    ['true', false],
    ['"yes"', false],
  ];
  it.each(optionRows)('[site-2.22] otherExperiences %s is accepted: %s', (value, ok) => {
    expect(parseConfig(quoteZipConfigSchema, `{"otherExperiences":${value}}`).ok).toBe(ok);
  });

  const urlRows: [string, boolean][] = [
    ['/quote/', true],
    ['/es/quote/?src=home', true],
    ['https://x.example/q', true],
    ['http://localhost:5173/quote/', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,hi', false],
    ['http://evil.example/', false],
    ['//evil.example/quote/', false],
    ['ftp://x.example/q', false],
    ['', false],
  ];
  describe.each(['quotePage', 'comingSoonUrl'] as const)('%s', (field) => {
    it.each(urlRows)(`${field} %j is accepted: %s`, (url, ok) => {
      const parsed = parseConfig(quoteZipConfigSchema, JSON.stringify({ [field]: url }));
      expect(parsed.ok).toBe(ok);
      if (!parsed.ok) expect(parsed.problems.map((p) => p.field)).toEqual([field]);
    });
  });

  const messageRows: [Lang, string, string][] = [
    ['en', '{}', 'You must enter a valid Zip Code'],
    ['es', '{}', 'Debe escribir un código postal válido'],
    ['en', '{"messages":{"invalidZip":"Enter a Texas ZIP"}}', 'Enter a Texas ZIP'],
    ['es', '{"messages":{"invalidZip":"Escriba un código de Texas"}}', 'Escriba un código de Texas'],
  ];
  it.each(messageRows)('[site-5.1] in %s, data-config %s gives the invalid-ZIP message %j', (lang, raw, message) => {
    const config = parsedValue(quoteZipConfigSchema, raw);
    expect(textsFor(quoteZipText[lang], config.messages).configured.invalidZip).toBe(message);
  });
});

describe('siteConfigSchema', () => {
  it('defaults every page-wide setting', () => {
    expect(parsedValue(siteConfigSchema, undefined)).toEqual({
      brand: 'bluebonnet',
      apiBase: '/api',
      caApiBase: '/api-ca',
      opapiBase: '/opapi',
      opapiBasic: { username: 'agency-site', password: 'sandbox' },
      brandToken: 'sandbox-brand-token',
      recaptcha: { sandboxToken: 'sandbox-recaptcha-pass' },
      chat: { script: '/sandbox/chat.js' },
      timeoutMs: 20_000,
      // The sandbox carriers' buy-now pages (fixtures/data/rateQuotes.ts), for tabs and the frame.
      allowedOrigins: { payment: [], esign: [], buyNow: [...SANDBOX_CARRIER_ORIGINS], frame: [...SANDBOX_CARRIER_ORIGINS], logo: [] },
    });
  });

  const badRows: [string, string][] = [
    ['{"brand":"Blue Bonnet"}', 'brand'],
    ['{"brand":"x"}', 'brand'],
    ['{"apiBase":"http://api.example/"}', 'apiBase'],
    ['{"caApiBase":"javascript:alert(1)"}', 'caApiBase'],
    ['{"opapiBase":"http://ops.example/"}', 'opapiBase'],
    ['{"opapiBasic":{"username":"","password":"x"}}', 'opapiBasic.username'],
    ['{"timeoutMs":500}', 'timeoutMs'],
    ['{"recaptcha":{"siteKey":"<script>"}}', 'recaptcha.siteKey'],
    ['{"timeoutMs":200000}', 'timeoutMs'],
    ['{"chat":{"script":"http://chat.example/widget.js"}}', 'chat.script'],
    ['{"chat":{"script":"javascript:alert(1)"}}', 'chat.script'],
    ['{"brandtoken":"t"}', '(root)'],
    // read by a browser as another host: the brand token would go there
    ['{"apiBase":"/\\\\evil.example/quote/"}', 'apiBase'],
    ['{"apiBase":"\\\\\\\\evil.example/soon/"}', 'apiBase'],
    ['{"apiBase":"//evil.example/api"}', 'apiBase'],
    ['{"allowedOrigins":{"payment":["https://pay.example/checkout"]}}', 'allowedOrigins.payment.0'],
    ['{"allowedOrigins":{"frame":["*"]}}', 'allowedOrigins.frame.0'],
    ['{"allowedOrigins":{"other":[]}}', 'allowedOrigins'],
  ];
  it.each(badRows)('%s is refused, naming %j', (raw, field) => {
    expect(failingFields(siteConfigSchema, raw)).toEqual([field]);
  });

  it('accepts an https API and a brand of its own', () => {
    const raw = '{"brand":"lonestar-auto","apiBase":"https://api.agency.example/v1","timeoutMs":5000}';
    expect(parsedValue(siteConfigSchema, raw)).toMatchObject({
      brand: 'lonestar-auto',
      apiBase: 'https://api.agency.example/v1',
      timeoutMs: 5000,
    });
  });

  it('lists the allowed origins per purpose', () => {
    const raw = '{"allowedOrigins":{"payment":["https://pay.provider.example"],"frame":["https://maps.example"]}}';
    expect(parsedValue(siteConfigSchema, raw)).toMatchObject({
      allowedOrigins: { payment: ['https://pay.provider.example'], esign: [], buyNow: [], frame: ['https://maps.example'], logo: [] },
    });
  });

  it('the production build refuses http://localhost anywhere; development accepts it for the sandbox', () => {
    const production = siteConfigSchemaFor({ localHttp: false });
    const development = siteConfigSchemaFor({ localHttp: true });
    for (const raw of ['{"apiBase":"http://localhost:1/"}', '{"allowedOrigins":{"payment":["http://localhost:1"]}}']) {
      expect(parseConfig(production, raw).ok, raw).toBe(false);
      expect(parseConfig(development, raw).ok, raw).toBe(true);
    }
  });
});

describe('safeUrl and configuredText', () => {
  const urlRows: [string, boolean][] = [
    ['/pay/', true],
    ['https://pay.example/', true],
    ['http://127.0.0.1:4173/pay/', true],
    ['http://pay.example/', false],
    ['//pay.example/', false],
    ['javascript:alert(1)', false],
    ['/\\evil.example/quote/', false],
    ['\\\\evil.example/soon/', false],
    ['/quote/#driver1', true],
  ];
  it.each(urlRows)('safeUrl %j: %s', (url, ok) => {
    expect(safeUrl.safeParse(url).success).toBe(ok);
  });

  const textRows: [string, string | undefined, boolean][] = [
    ['a message', 'You must enter a valid Zip Code', true],
    ['no message', undefined, true],
    ['a message of 500 characters', 'x'.repeat(500), true],
    ['a message of 501 characters', 'x'.repeat(501), false],
  ];
  it.each(textRows)('configuredText: %s is accepted: %s', (_label, text, ok) => {
    expect(configuredText.safeParse(text).success).toBe(ok);
  });

  it('configuredText trims the configured message', () => {
    expect(configuredText.parse('  Enter a valid ZIP  ')).toBe('Enter a valid ZIP');
  });
});

describe('detectLang', () => {
  const rows: [string, string, Lang][] = [
    ['/', 'www.agency.example', 'en'],
    ['/pay/', 'www.agency.example', 'en'],
    ['/es/', 'www.agency.example', 'es'],
    ['/es', 'www.agency.example', 'es'],
    ['/es/pay/', 'www.agency.example', 'es'],
    ['/espanol/', 'www.agency.example', 'en'],
    ['/pay/es/', 'www.agency.example', 'en'],
    ['/pay/', 'es.agency.example', 'es'],
  ];
  it.each(rows)('%s on %s is %s', (pathname, hostname, lang) => {
    expect(detectLang({ pathname, hostname })).toBe(lang);
  });

  const cutRows: [string, string, Lang][] = [
    ['/', 'es.agency.example', 'es'],
    ['/', 'ES.agency.example', 'es'],
    ['/', 'es-mx.agency.example', 'es'],
    ['/', 'en.agency.example', 'en'],
    ['/', 'fr.agency.example', 'en'],
    ['/', 'espanol.agency.example', 'en'],
    ['/', 'localhost', 'en'],
    ['/es-mx/pay/', 'www.agency.example', 'es'],
    ['/ES/', 'www.agency.example', 'es'],
    ['/es_US/', 'www.agency.example', 'es'],
    ['/en-us/', 'es.agency.example', 'en'],
    ['/fr/', 'es.agency.example', 'es'],
    ['/esp/', 'www.agency.example', 'en'],
  ];
  it.each(cutRows)('[quote-7.33] %s on %s is %s (host or path, cut to 2 characters, default en)', (pathname, hostname, lang) => {
    expect(detectLang({ pathname, hostname })).toBe(lang);
  });
});

describe('cutLang', () => {
  const rows: [string | null | undefined, Lang][] = [
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es_US', 'es'],
    ['ES', 'es'],
    ['en-US', 'en'],
    ['english', 'en'],
    [' es ', 'es'],
    ['espanol', 'es'],
    ['fr-CA', 'en'],
    ['e', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ];
  it.each(rows)('[quote-7.33] %j is cut to %j', (value, lang) => {
    expect(cutLang(value)).toBe(lang);
  });
});

describe('blank configured messages', () => {
  it.each(['', '   '])('[site-5.3] a blank configured message (%j) means the catalog text', (blank) => {
    const parsed = parseConfig(paymentConfigSchema, JSON.stringify({ messages: { invalidDob: blank } }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value.messages.invalidDob).toBeUndefined();
  });
});
