/**
 * A first screen drawn at build time and the widget taking it over (src/pages/firstScreen.ts,
 * src/mount.ts, src/widgets/takeOver.ts): the home page's real quote-by-ZIP widget, loaded on first
 * use, and the sign-in and create-customer pages', loaded with the page (`firstPaint: 'onLoad'`),
 * with the real page markup; the sandbox answers the calls in process.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { connectSandbox, type SandboxHarness } from '../../fixtures/sandbox/testing';
import type { Lang } from '../config/lang';
import { siteConfigSchema } from '../config/site';
import { quoteZipText } from '../i18n/quoteZip';
import quoteZip from '../flows/quoteZip';
import signIn from '../flows/signIn';
import createCustomer from '../flows/createCustomer';
import { createCustomerText } from '../i18n/createCustomer';
import type { FlowDescriptor } from '../flows/kit';
import { signInText } from '../i18n/signIn';
import { SIGN_IN_MAGIC } from '../../fixtures/data/accounts';
import { mountAll } from '../mount';
import { widgetLoaders } from '../testing/widgetLoaders';
import { firstScreens } from '../pages/firstScreen';
import { renderPage, sitePages } from '../pages/render';
import { createStorage, storageKeys } from '../storage';
import type { WidgetModule } from '../widget';
import { renderReact } from './react';
import { captureEarlyInput, replayEarlyInput } from './takeOver';

let sandbox: SandboxHarness;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  sandbox = connectSandbox();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});

afterEach(() => {
  consoleError.mockRestore();
  document.body.replaceChildren();
  localStorage.clear();
});

/** A page's body as built, its flow's host holding the drawn first screen. */
async function builtPage(path: string, flow: FlowDescriptor, lang: Lang): Promise<HTMLElement> {
  const page = sitePages().find((p) => p.template.path === path && p.lang === lang);
  if (!page) throw new Error(`no page ${path}`);
  const html = renderPage(page, { firstScreens: await firstScreens([flow]) });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceChildren(...Array.from(parsed.body.childNodes));
  const host = document.querySelector<HTMLElement>(`[data-widget="${flow.widget}"]`);
  if (!host) throw new Error(`no ${flow.widget} host`);
  return host;
}

/** The home page's body as built: its host holds the drawn first screen. */
const homePage = (lang: Lang) => builtPage('/', quoteZip, lang);

/** A flow's real loader (quote by ZIP unless named), counted, and held until `arrive()` when asked. */
function countedLoader(options: { hold?: boolean; widget?: string } = {}) {
  const widget = options.widget ?? 'quoteZip';
  let loads = 0;
  let arrive: () => void = () => undefined;
  const arrived = options.hold ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
  const load = async (lang: Lang): Promise<WidgetModule> => {
    loads += 1;
    const mod = await widgetLoaders[widget]!(lang);
    await arrived;
    return mod;
  };
  return { loaders: { [widget]: load }, loads: () => loads, arrive: () => arrive() };
}

/** Elements, attributes (in name order) and texts of a host: what a visitor sees and tools read. */
function outline(node: Node): unknown {
  if (node instanceof Element) {
    const attributes = [...node.attributes].map((a) => `${a.name}=${a.value}`).sort();
    return { tag: node.tagName, attributes, children: [...node.childNodes].map(outline) };
  }
  return node.textContent;
}

const zipLookups = () => sandbox.records.filter((r) => r.path === '/api/address/citybyzip');

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the home page drawn at build time, in %s', (lang) => {
  it('[site-2.21] shows the ZIP field and the previous-quotes link before any script, and loads nothing until used', async () => {
    const host = await homePage(lang);
    expect(host).toHaveAttribute('data-first-paint', 'onEngage');
    const field = screen.getByRole('textbox');
    expect(field).toHaveAttribute('name', 'zip');
    expect(screen.getByRole('link', { name: lang === 'en' ? 'See my previous quotes' : 'Ver mis cotizaciones anteriores' })).toHaveAttribute(
      'href',
      lang === 'en' ? '/quote/#previousQuotes' : '/es/quote/#previousQuotes',
    );
    const counted = countedLoader();
    void mountAll({ lang, loaders: counted.loaders });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(counted.loads()).toBe(0);
    expect(host).not.toHaveAttribute('data-widget-state');
  });

  it('[site-4.4] takes over a ZIP typed before the widget ran, with the focus and the caret', async () => {
    const host = await homePage(lang);
    const counted = countedLoader({ hold: true });
    const mounted = mountAll({ lang, loaders: counted.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), '7520');
    expect(counted.loads()).toBe(1);
    counted.arrive();
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
    const field = screen.getByRole('textbox');
    expect(field).toHaveValue('7520');
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionStart).toBe(4);
    // The widget's own field now: typing goes on where it stopped.
    await user.type(field, '1');
    expect(field).toHaveValue('75201');
    expect(zipLookups()).toHaveLength(0);
  });

  it('[site-4.4] keeps the focus on the button Tab reached in the drawn screen (not the page body)', async () => {
    const host = await homePage(lang);
    const counted = countedLoader({ hold: true });
    const mounted = mountAll({ lang, loaders: counted.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), '78701');
    await user.tab();
    const drawn = screen.getByRole('button', { name: quoteZipText[lang].submit });
    expect(drawn).toHaveFocus();
    counted.arrive();
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
    const button = screen.getByRole('button', { name: quoteZipText[lang].submit });
    expect(button).not.toBe(drawn);
    expect(button).toHaveFocus();
    expect(screen.getByRole('textbox')).toHaveValue('78701');
  });

  it('[site-4.4] holds a submit made before the widget ran and sends it once, as the chart judges it', async () => {
    const host = await homePage(lang);
    const counted = countedLoader({ hold: true });
    const mounted = mountAll({ lang, loaders: counted.loaders });
    const user = userEvent.setup();
    const prevented: boolean[] = [];
    const record = (e: Event) => prevented.push(e.defaultPrevented);
    document.addEventListener('submit', record);
    await user.type(screen.getByRole('textbox'), ' 75201 {Enter}');
    document.removeEventListener('submit', record);
    // Held: the browser does not send the form (the page would reload).
    expect(prevented).toEqual([true]);
    expect(host).toHaveAttribute('aria-busy', 'true');
    counted.arrive();
    await act(() => mounted);
    await waitFor(() => expect(zipLookups()).toHaveLength(1));
    expect(zipLookups()[0]?.query).toMatchObject({ zip: '75201' });
    expect(localStorage.getItem(storageKeys.zip(siteConfigSchema.parse({}).brand))).toBe('75201');
    expect(host).not.toHaveAttribute('aria-busy');
  });

  it('[site-4.4] a press on the drawn button as the widget arrives is not lost: the widget takes over once it is released', async () => {
    const host = await homePage(lang);
    const counted = countedLoader({ hold: true });
    const mounted = mountAll({ lang, loaders: counted.loaders });
    await userEvent.setup().type(screen.getByRole('textbox'), '75201');
    const drawn = screen.getByRole('button', { name: quoteZipText[lang].submit });
    fireEvent.pointerDown(drawn);
    counted.arrive();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    // The widget waits for the press to be released: the drawn button is still the one pressed.
    expect(host).not.toHaveAttribute('data-widget-state');
    expect(drawn.isConnected).toBe(true);
    fireEvent.pointerUp(drawn);
    fireEvent.click(drawn);
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
    await waitFor(() => expect(zipLookups()).toHaveLength(1));
    expect(zipLookups()[0]?.query).toMatchObject({ zip: '75201' });
  });

  it('[site-5.1] a held submit of an invalid ZIP shows the message, as a submit in the widget does', async () => {
    await homePage(lang);
    const counted = countedLoader({ hold: true });
    const mounted = mountAll({ lang, loaders: counted.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), '752{Enter}');
    counted.arrive();
    await act(() => mounted);
    expect(await screen.findByText(quoteZipText[lang].configured.invalidZip)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('752');
    expect(zipLookups()).toHaveLength(0);
  });

  it('draws the same markup the widget draws first, so nothing moves when it takes over', async () => {
    const host = await homePage(lang);
    const drawn = [...host.childNodes].map(outline);
    const counted = countedLoader();
    const mounted = mountAll({ lang, loaders: counted.loaders });
    host.querySelector('input')?.focus();
    await act(() => mounted);
    expect([...host.childNodes].map(outline)).toEqual(drawn);
  });
});

const checks = () => sandbox.records.filter((r) => /\/account\/checkCustomer$/.test(r.path));

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the sign-in page drawn at build time, in %s', (lang) => {
  const t = signInText[lang];

  it('[site-2.27] takes input before any script, and its widget loads with the page, untouched', async () => {
    const host = await builtPage('/sign-in/', signIn, lang);
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toBeEnabled();
    expect(screen.getByLabelText(t.passwordLabel)).toBeEnabled();
    const held = countedLoader({ hold: true, widget: 'signIn' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    await waitFor(() => expect(held.loads()).toBe(1));
    held.arrive();
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
  });

  it('[site-2.27] takes over an email and a password typed before the widget ran, with the focus', async () => {
    await builtPage('/sign-in/', signIn, lang);
    const held = countedLoader({ hold: true, widget: 'signIn' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), SIGN_IN_MAGIC.mainCustomer);
    await user.type(screen.getByLabelText(t.passwordLabel), 'Secret-pass1');
    held.arrive();
    await act(() => mounted);
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
    const password = screen.getByLabelText(t.passwordLabel);
    expect(password).toHaveValue('Secret-pass1');
    expect(password).toHaveFocus();
    expect(checks()).toHaveLength(0);
  });

  it('[site-2.27] holds a submit made before the widget ran and sends it once', async () => {
    const host = await builtPage('/sign-in/', signIn, lang);
    const held = countedLoader({ hold: true, widget: 'signIn' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), SIGN_IN_MAGIC.mainCustomer);
    await user.type(screen.getByLabelText(t.passwordLabel), 'Secret-pass1{Enter}');
    expect(host).toHaveAttribute('aria-busy', 'true');
    held.arrive();
    await act(() => mounted);
    await waitFor(() => expect(checks()).toHaveLength(1));
  });

  it('[site-3.18] shows a remembered email once the widget is there, without the visitor touching the form', async () => {
    createStorage(window.localStorage).set(storageKeys.rememberMe('bluebonnet'), SIGN_IN_MAGIC.mainCustomer, { ttlHours: 168 });
    await builtPage('/sign-in/', signIn, lang);
    // Drawn at build time for every visitor: no remembered email in the markup.
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue('');
    const held = countedLoader({ hold: true, widget: 'signIn' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    held.arrive();
    await act(() => mounted);
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
  });
});

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the create-customer page drawn at build time, in %s', (lang) => {
  const t = createCustomerText[lang];

  it('[portal-4.18] looks up a ZIP typed and left before the widget ran, once, and fills the city and state', async () => {
    const host = await builtPage('/create-customer/', createCustomer, lang);
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    const held = countedLoader({ hold: true, widget: 'createCustomer' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.form.zip }), '78701');
    await user.click(screen.getByRole('textbox', { name: t.form.city }));
    held.arrive();
    await act(() => mounted);
    await waitFor(() => expect(screen.getByRole('textbox', { name: t.form.city })).toHaveValue('AUSTIN'));
    expect(screen.getByRole('combobox', { name: t.form.state })).toHaveValue('TX');
    expect(zipLookups().map((r) => r.query.zip)).toEqual(['78701']);
    // The field the visitor is in keeps the focus, and is not left.
    expect(screen.getByRole('textbox', { name: t.form.city })).toHaveFocus();
  });

  it('[portal-4.18] does not look up a ZIP the visitor is still typing in when the widget takes over', async () => {
    await builtPage('/create-customer/', createCustomer, lang);
    const held = countedLoader({ hold: true, widget: 'createCustomer' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.form.zip }), '7870');
    held.arrive();
    await act(() => mounted);
    const zip = screen.getByRole('textbox', { name: t.form.zip });
    expect(zip).toHaveValue('7870');
    expect(zip).toHaveFocus();
    expect(zipLookups()).toHaveLength(0);
  });
});

describe('taking over controls of every kind', () => {
  function Form() {
    const [name, setName] = useState('');
    const [agree, setAgree] = useState(false);
    const [term, setTerm] = useState('6');
    const [sent, setSent] = useState('');
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSent(`${name}|${agree}|${term}`);
        }}
      >
        <label>
          Name <input name="name" value={name} onChange={(e) => setName(e.target.value.trim())} />
        </label>
        <label>
          Agree <input type="checkbox" name="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        </label>
        <label>
          Term
          <select name="term" value={term} onChange={(e) => setTerm(e.target.value)}>
            <option value="6">6</option>
            <option value="12">12</option>
          </select>
        </label>
        <button type="submit">Send</button>
        <output>{sent}</output>
      </form>
    );
  }

  it('gives the widget text, checkbox and select values through its own handlers, then the held submit', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const parsed = new DOMParser().parseFromString(renderToStaticMarkup(<Form />), 'text/html');
    host.replaceChildren(...Array.from(parsed.body.childNodes));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Ana ');
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Term' }), '12');
    const early = captureEarlyInput(host);
    expect(early.changed.map((c) => c.name)).toEqual(['name', 'agree', 'term']);
    const unmount = renderReact(host, <Form />, { now: true });
    act(() => replayEarlyInput(host, early, 0));
    // The view's own rule (trim) ran on the value, as typing does.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Term' })).toHaveValue('12');
    expect(screen.getByRole('status')).toHaveTextContent('Ana|true|12');
    act(() => unmount());
  });

  it('leaves a changed field the focus has left, with the value the view drew, and not the focused one', async () => {
    function Fields() {
      const [values, setValues] = useState({ first: '', second: '' });
      const [left, setLeft] = useState<string[]>([]);
      const field = (name: 'first' | 'second') => (
        <label>
          {name}{' '}
          <input
            name={name}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value.toUpperCase() }))}
            onBlur={() => setLeft((l) => [...l, `${name}:${values[name]}`])}
          />
        </label>
      );
      return (
        <form>
          {field('first')}
          {field('second')}
          <output>{left.join(',')}</output>
        </form>
      );
    }
    const host = document.createElement('div');
    document.body.append(host);
    const parsed = new DOMParser().parseFromString(renderToStaticMarkup(<Fields />), 'text/html');
    host.replaceChildren(...Array.from(parsed.body.childNodes));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'first' }), 'ana');
    await user.type(screen.getByRole('textbox', { name: 'second' }), 'diaz');
    const early = captureEarlyInput(host);
    const unmount = renderReact(host, <Fields />, { now: true });
    act(() => replayEarlyInput(host, early, undefined, flushSync));
    // The first field was left with its value as the view drew it; the second still has the focus.
    expect(screen.getByRole('status')).toHaveTextContent(/^first:ANA$/);
    expect(screen.getByRole('textbox', { name: 'second' })).toHaveFocus();
    act(() => unmount());
  });

  it('gives nothing to a control whose name differs (another screen)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const parsed = new DOMParser().parseFromString('<form><input name="first" value=""></form>', 'text/html');
    host.replaceChildren(...Array.from(parsed.body.childNodes));
    const input = host.querySelector('input')!;
    input.value = 'kept out';
    const early = captureEarlyInput(host);
    const unmount = renderReact(host, <input name="other" defaultValue="" aria-label="other" />, { now: true });
    replayEarlyInput(host, early);
    expect(screen.getByRole('textbox', { name: 'other' })).toHaveValue('');
    act(() => unmount());
  });
});

describe('a page with no drawn screen', () => {
  it('renders the loading line and loads its widget at once', () => {
    const page = sitePages().find((p) => p.template.id === 'home' && p.lang === 'en')!;
    const html = renderPage(page);
    expect(html).toContain('data-widget="quoteZip"');
    expect(html).not.toContain('data-first-paint');
  });
});
