/**
 * The shape of a page template (src/pages/pages.ts lists the site's pages; src/pages/officePages.ts
 * makes the office pages): types only, so the two can name it without importing each other.
 */
import type { Lang } from '../config/lang';
import type { PageId, PagesText, PageText } from '../i18n/pages';

/** What a template's body is written with. Every returned string is HTML; texts are escaped. */
export interface PageBody {
  lang: Lang;
  /** The whole pages catalog in the page's language. */
  text: PagesText;
  /** The page's own texts. */
  page: PageText;
  /** The host of one widget, if this page hosts it (else ''); each host is placed once. */
  widget(name: string): string;
  /** The hosts of every widget of the page not placed yet, in order. */
  widgets(): string;
  /** A link to a page of the site, given by its English path, in the page's language. */
  link(path: string, text: string): string;
}

export interface PageTemplate {
  id: PageId;
  /** The English path ("/", "/pay/"); the Spanish page is at "/es" + path. */
  path: string;
  /** Classes of the page's section (its layout). */
  layout: string;
  /** Widgets that are not flows and live on this page (flows name their page themselves). */
  fixedWidgets?: readonly string[];
  /** Kept out of search indexes. */
  noindex?: boolean;
  /**
   * The page runs A/B tests (site-4.19): built with its body hidden (`<html class="ab-hide">`), and
   * its script shows it again once the testing library's offers are in, or after 3 s at most
   * (src/pages/abTesting.ts). Only such a page carries that code.
   */
  abTest?: boolean;
  /** The section's content under the heading and the lead. Default: every widget host. */
  body?: (b: PageBody) => string;
  /** The page's own texts, for a page made per item (an office's page); default the catalog's texts of `id`. */
  text?: (lang: Lang) => PageText;
  /** The page element's settings of each widget it hosts (its `data-config`, such as an office list); default `{}`. */
  hostConfig?: (lang: Lang) => Readonly<Record<string, unknown>>;
  /**
   * The query that shows what the page is for (a sandbox magic input, docs/sandbox.md), for a page
   * that needs one: the address `npm start` prints and the dev-server check opens (src/pages/pageList.ts).
   */
  example?: string;
  /**
   * A signed-in customer's page (the portal): a visitor without a customer token is sent to sign in,
   * so the browser tests that load every page open it signed in (e2e/sitePages.ts `asVisitorOf`).
   */
  visitor?: 'customer';
}
