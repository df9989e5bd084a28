/**
 * The pages a newcomer opens: the home page first, then each page template once in template order
 * (the first of the pages made per item, such as an office's page, stands for the rest), each with
 * the query that shows what it is for (`example`). `npm start` and `npm run preview` print this list
 * (vite.config.ts), and the dev-server check opens every address on it (e2e/devServer.spec.ts).
 * Runs in Node only.
 */
import type { Lang } from '../config/lang';
import { sitePages, widgetsOf, type SitePage } from './render';

export interface ListedPage {
  /** The template's id ("home", "pay", "office"). */
  id: string;
  /** The address in each language, with the example query: "/set-password/?token=RESET-VALID". */
  href: Record<Lang, string>;
  /** How many more pages the template makes in each language (an office's page: one per office). */
  more: number;
  /** The widgets its body hosts. */
  widgets: string[];
  /** A signed-in customer's page (the template's `visitor`): opened signed out, it sends the visitor to sign in. */
  visitor?: 'customer';
}

export function newcomerPages(pages: readonly SitePage[] = sitePages()): ListedPage[] {
  const byTemplate = new Map<string, SitePage[]>();
  for (const page of pages) {
    if (page.lang !== 'en') continue;
    const list = byTemplate.get(page.template.id) ?? [];
    list.push(page);
    byTemplate.set(page.template.id, list);
  }
  const listed = [...byTemplate.values()].map(([first, ...rest]): ListedPage => {
    const page = first!;
    const query = page.template.example ?? '';
    const es = pages.find((p) => p.template === page.template && p.lang === 'es');
    return {
      id: page.template.id,
      href: { en: `${page.path}${query}`, es: `${es?.path ?? `/es${page.path}`}${query}` },
      more: rest.length,
      widgets: widgetsOf(page.template),
      ...(page.template.visitor ? { visitor: page.template.visitor } : {}),
    };
  });
  return [...listed.filter((p) => p.href.en === '/'), ...listed.filter((p) => p.href.en !== '/')];
}

/**
 * The fewest of these pages, in list order, that together host every widget of the list: each one
 * hosts a widget none before it does. The dev-server check opens these in Spanish (every page in
 * English): each widget's Spanish texts then come through the dev server once.
 */
export function pagesCoveringWidgets(pages: readonly ListedPage[] = newcomerPages()): ListedPage[] {
  const seen = new Set<string>();
  return pages.filter((p) => {
    const fresh = p.widgets.filter((w) => !seen.has(w));
    fresh.forEach((w) => seen.add(w));
    return fresh.length > 0;
  });
}

/** The lines `npm start` prints under its address: one page a line, English then Spanish. */
export function pageListLines(base: string, pages: readonly ListedPage[] = newcomerPages()): string[] {
  const width = Math.max(...pages.map((p) => `${base}${p.href.en}`.length));
  return pages.flatMap((p) => [
    `${`${base}${p.href.en}`.padEnd(width)}   ${base}${p.href.es}`,
    ...(p.more > 0 ? [`  (and ${p.more} more ${p.id} pages like it)`] : []),
  ]);
}
