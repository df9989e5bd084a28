/**
 * A first screen drawn at build time and the widget taking it over (src/pages/firstScreen.ts,
 * src/mount.ts, src/widgets/takeOver.ts): the home page's real quote-by-ZIP widget, loaded on first
 * use, with the real page markup (the sandbox answers the calls in process), and the take-over of
 * controls of every kind. The forms whose widget loads with the page: takeOver.onLoad.test.tsx.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../config/lang';
import { siteConfigSchema } from '../config/site';
import { quoteZipText } from '../i18n/quoteZip';
import quoteZip from '../flows/quoteZip';
import { mountAll } from '../mount';
import { builtPage, countedLoader, sandboxedPages } from '../testing/builtPages';
import { connectSandbox } from '../../fixtures/sandbox/testing';
import { renderPage, sitePages } from '../pages/render';
import { storageKeys } from '../storage';
import { renderReact } from './react';
import { captureEarlyInput, replayEarlyInput } from './takeOver';

const sandbox = sandboxedPages(connectSandbox);

/** The home page's body as built: its host holds the drawn first screen. */
const homePage = (lang: Lang) => builtPage('/', quoteZip, lang);

/** Elements, attributes (in name order) and texts of a host: what a visitor sees and tools read. */
function outline(node: Node): unknown {
  if (node instanceof Element) {
    const attributes = [...node.attributes].map((a) => `${a.name}=${a.value}`).sort();
    return { tag: node.tagName, attributes, children: [...node.childNodes].map(outline) };
  }
  return node.textContent;
}

const zipLookups = () => sandbox().records.filter((r) => r.path === '/api/address/citybyzip');

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
