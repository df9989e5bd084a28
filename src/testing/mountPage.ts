/**
 * The page the tests of src/mount.ts build (src/mount*.test.ts): fake widgets (a greeter and a
 * counter that parse their data-config, a loader that fails), a host by id, the page from static
 * markup, and a promise held open to hold a load.
 */
import * as z from 'zod/mini';
import { parseConfig } from '../config/schema';
import type { MountOptions } from '../mount';
import type { WidgetModule } from '../widget';

export type Loaders = NonNullable<MountOptions['loaders']>;

const greeterSchema = z.strictObject({ greeting: z._default(z.string().check(z.minLength(1)), 'Hello') });
type GreeterConfig = z.output<typeof greeterSchema>;

export const greeter: WidgetModule = {
  mount(host, { rawConfig, lang, site }) {
    const parsed = parseConfig(greeterSchema, rawConfig);
    if (!parsed.ok) return parsed;
    const config: GreeterConfig = parsed.value;
    host.textContent = `${config.greeting} (${lang}, ${site.brand})`;
    return { ok: true, unmount: () => host.replaceChildren() };
  },
};

const counterSchema = z.strictObject({ start: z._default(z.number().check(z.int()), 0) });
export const counter: WidgetModule = {
  mount(host, { rawConfig }) {
    const parsed = parseConfig(counterSchema, rawConfig);
    if (!parsed.ok) return parsed;
    host.textContent = `Count: ${parsed.value.start}`;
    return { ok: true, unmount: () => host.replaceChildren() };
  },
};

export function loaders(): Loaders {
  return {
    greeter: () => Promise.resolve(greeter),
    counter: () => Promise.resolve(counter),
    broken: () => Promise.reject(new Error('chunk failed to load')),
  };
}

export function host(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no #${id}`);
  return el;
}

/** Build the test page from static markup (parsed, not assigned as raw HTML). */
export function setPage(markup: string): void {
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  document.body.replaceChildren(...Array.from(parsed.body.childNodes));
}

/** A promise and its resolve, to hold a load. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
