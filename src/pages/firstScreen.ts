/**
 * The first screen of a flow whose descriptor says `firstPaint: 'onEngage'` or `'onLoad'`, drawn at build time
 * in each language (Node only: the pages plugin calls it, src/pages/render.ts places the markup in
 * the widget's host). It is the flow's own App rendered to static markup from the chart's initial
 * state, with the config defaults, no storage and no calls: exactly what the widget draws first
 * for a visitor with nothing stored, so nothing moves when the widget takes over. Its catalogs
 * are loaded in both languages first, as the page loads its own before the widget draws.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGS, type Lang } from '../config/lang';
import type { BrowserEffects } from '../effects';
import { loadCatalogs, pagePath, type FlowDescriptor } from '../flows/kit';
import { createStorage } from '../storage';

/** Widget name -> its first screen's markup per language. */
export type FirstScreens = ReadonlyMap<string, Readonly<Record<Lang, string>>>;

/** Effects that do nothing: the actor is never started while the markup is drawn. */
const inert = (): BrowserEffects => ({
  navigate() {},
  reload() {},
  redirect() {},
  removeQueryParam() {},
  showQueryParam() {},
  onHistoryMove: () => () => {},
  showHash() {},
  onHashChange: () => () => {},
  currentHash: () => '',
  storage: createStorage(null),
  track() {},
  openTab: () => false,
});

/** The first screens of the flows drawn at build time (those with `firstPaint: 'onEngage'` or `'onLoad'`). */
export async function firstScreens(flows: readonly FlowDescriptor[]): Promise<FirstScreens> {
  const drawn = await Promise.all(
    flows
      .filter((f) => f.firstPaint === 'onEngage' || f.firstPaint === 'onLoad')
      .map(async (f) => {
        const [widget] = await Promise.all([f.load(), ...LANGS.map((lang) => loadCatalogs(f, lang))]);
        const byLang = Object.fromEntries(
          LANGS.map((lang) => {
            const url = new URL(pagePath(f.page, lang), 'https://site.invalid');
            // Drawn as the visitor it is drawn for opens it (the reset link's token: `firstPaintNeeds`).
            for (const name of f.firstPaintNeeds ?? []) url.searchParams.set(name, 'first-paint');
            const page = { lang, url };
            return [lang, renderToStaticMarkup(createElement(widget.App, { page, effects: inert() }))] as const;
          }),
        ) as Record<Lang, string>;
        return [f.widget, byLang] as const;
      }),
  );
  return new Map(drawn);
}
