/**
 * The quote page's driver1 drawn at build time (`firstPaint: 'onLoad'`, decision 48), with the real
 * page markup and the real quote widget; the sandbox answers in process. It takes input before any
 * script while the widget and the visitor's token come, and a visitor the form opens elsewhere for
 * (src/widgets/quoteFirstPaint.ts) gets the loading line instead. The take-over itself: takeOver.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { revisitInput } from '../../fixtures/models/quote.model';
import { SANDBOX_DRIVERS } from '../../fixtures/data/drivers';
import { connectSandbox } from '../../fixtures/sandbox/testing';
import { emptyDriver1 } from '../../machines/quote/quoteValues';
import type { Lang } from '../config/lang';
import quote from '../flows/quote';
import { commonText } from '../i18n/common';
import { formText } from '../i18n/form';
import { quoteText } from '../i18n/quote';
import { mountAll } from '../mount';
import { browserSessionStorage, browserStorage, storageKeys } from '../storage';
import { builtPage, countedLoader, sandboxedPages } from '../testing/builtPages';
import { saveQuoteDraft } from './quoteDraft';
import { saveQuoteVisit } from './quoteVisit';

// The token's answer comes after SLOW_MS when the test asks (`fault = 'slow'`), so the form's first draw can be read.
const SLOW_MS = 400;
const sandbox = sandboxedPages(() => connectSandbox({ sandbox: { slowMs: SLOW_MS } }));
const licenceLookups = () => sandbox().records.filter((r) => /\/search\/driver\/dl$/.test(r.path));
const tokenCalls = () => sandbox().records.filter((r) => /\/account\/loginWithToken$/.test(r.path));
const firstPaintIf = { quote: quote.firstPaintIf! };

/** Elements, attributes (in name order) and texts of a host: what a visitor sees and tools read. */
function outline(node: Node): unknown {
  if (node instanceof Element) {
    const attributes = [...node.attributes].map((a) => `${a.name}=${a.value}`).sort();
    return { tag: node.tagName, attributes, children: [...node.childNodes].map(outline) };
  }
  return node.textContent;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  delete document.body.dataset.site;
});

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the quote page drawn at build time, in %s', (lang) => {
  const t = quoteText[lang];
  const at = (path: string) => window.history.replaceState(null, '', `${lang === 'es' ? '/es' : ''}${path}`);

  it('[quote-4.4] driver1 takes input before any script, with the spinner and a busy Continue; the widget takes over what was typed', async () => {
    at('/quote/#driver1');
    const host = await builtPage('/quote/', quote, lang);
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    expect(screen.getByText(t.start.loading)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.buttons.continue })).toHaveAttribute('aria-busy', 'true');
    const held = countedLoader({ hold: true, widget: 'quote' });
    const mounted = mountAll({ lang, loaders: held.loaders, firstPaintIf });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.driver1.firstName }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: t.driver1.lastName }), 'Reyes');
    expect(tokenCalls()).toHaveLength(0);
    held.arrive();
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
    // The token came: the spinner is gone and the step works, with what was typed and the focus where it was.
    await waitFor(() => expect(screen.queryByText(t.start.loading)).toBeNull());
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue('Ana');
    const last = screen.getByRole('textbox', { name: t.driver1.lastName });
    expect(last).toHaveValue('Reyes');
    expect(last).toHaveFocus();
    expect(tokenCalls()).toHaveLength(1);
  });

  it('[quote-5.8] a licence and date of birth typed and left before the form was ready are looked up once it is, once', async () => {
    at('/quote/#driver1');
    await builtPage('/quote/', quote, lang);
    // The token comes after the widget took over: the lookup waits for the form, not for the visitor.
    sandbox().fault = 'slow';
    const held = countedLoader({ hold: true, widget: 'quote' });
    const mounted = mountAll({ lang, loaders: held.loaders, firstPaintIf });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.driver1.license }), SANDBOX_DRIVERS.texasLicense);
    const [year, month, day] = SANDBOX_DRIVERS.texasDob.split('-');
    const dob = within(screen.getByRole('group', { name: t.driver1.dob }));
    await user.type(dob.getByRole('textbox', { name: formText[lang].month }), month!);
    await user.type(dob.getByRole('textbox', { name: formText[lang].day }), day!);
    await user.type(dob.getByRole('textbox', { name: formText[lang].year }), year!);
    // Left for the first name: the lookup is asked for as the licence area is left.
    await user.click(screen.getByRole('textbox', { name: t.driver1.firstName }));
    held.arrive();
    await act(() => mounted);
    await waitFor(() => expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue('Rosa'));
    expect(licenceLookups()).toHaveLength(1);
  });

  it.each(['/quote/', '/quote-ca/'])('[quote-4.4] on %s, draws the markup the widget draws first, so nothing moves when it takes over', async (path) => {
    at(path);
    const host = await builtPage(path, quote, lang);
    const drawn = [...host.childNodes].map(outline);
    sandbox().fault = 'slow';
    const mounted = mountAll({ lang, loaders: countedLoader({ widget: 'quote' }).loaders, firstPaintIf });
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
    expect(screen.getByText(t.start.loading)).toBeInTheDocument();
    expect([...host.childNodes].map(outline)).toEqual(drawn);
  });

  const elsewhere: Array<[string, string, () => void]> = [
    ['[quote-3.17] a visit kept on the device', '/quote/', () => saveQuoteVisit(browserStorage(), revisitInput.saved!)],
    ['[quote-3.17] a step typed before a reload', '/quote/', () => saveQuoteDraft(browserSessionStorage(), { stage: 'driver1', values: { ...emptyDriver1, firstName: 'Ana' } })],
    ['[quote-4.3] the previous quotes in the address', '/quote/#previousQuotes', () => undefined],
    ['[quote-6.3] an affiliate link', '/quote/?CustomerId=LEAD-1&utm_source=qs', () => undefined],
    ['[quote-4.5] a Californian on the main page', '/quote/', () => browserStorage().set(storageKeys.customerState('bluebonnet'), 'CA', { ttlHours: 168 })],
    ['[quote-4.5] a Texan on the California page', '/quote-ca/', () => browserStorage().set(storageKeys.customerState('bluebonnet'), 'TX', { ttlHours: 168 })],
  ];
  it.each(elsewhere)('%s: the loading line in place of the drawn driver1, before anything loads', async (_, path, store) => {
    store();
    at(path);
    const host = await builtPage(path.replace(/[?#].*$/, ''), quote, lang);
    const held = countedLoader({ hold: true, widget: 'quote' });
    const mounted = mountAll({ lang, loaders: held.loaders, firstPaintIf });
    expect(host).not.toHaveAttribute('data-first-paint');
    expect(screen.getByText(commonText[lang].widget.loading)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: t.driver1.firstName })).toBeNull();
    held.arrive();
    await act(() => mounted);
  });

  it('[quote-4.5] a Texan on the main page, and a state stored under the page\'s own brand, keep the drawn driver1', async () => {
    browserStorage().set(storageKeys.customerState('bluebonnet'), 'CA', { ttlHours: 168 });
    browserStorage().set(storageKeys.customerState('lonestar-auto'), 'TX', { ttlHours: 168 });
    at('/quote/');
    const host = await builtPage('/quote/', quote, lang);
    document.body.dataset.site = '{"brand":"lonestar-auto"}';
    const held = countedLoader({ hold: true, widget: 'quote' });
    const mounted = mountAll({ lang, loaders: held.loaders, firstPaintIf });
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toBeEnabled();
    held.arrive();
    await act(() => mounted);
  });
});
