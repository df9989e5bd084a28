/**
 * The one rule for configured messages: a flow's catalog has a `configured` group (the texts a
 * page may replace through data-config `messages`); a configured message that is not blank
 * replaces the catalog's default, a missing or blank one leaves the default.
 */

/** A flow catalog entry with texts a page may configure. */
export interface ConfigurableText {
  configured: Record<string, string>;
}

/**
 * What the studio and the charts say about a flow (its title and summary), in each language. No
 * page shows it, so it sits beside the flow's catalog (`quoteFlowText` in quote.ts), not in it.
 */
export interface FlowText {
  flow: { title: string; summary: string };
}

/** The configured messages a page may give for a catalog (some or all of them, each possibly blank). */
export type ConfiguredMessages<T extends ConfigurableText> = Partial<Record<keyof T['configured'], string | undefined>>;

/**
 * A language's texts of a catalog, with the page's non-blank configured messages over its
 * `configured` defaults. The other sections are kept as they are given: a section read when it is
 * used (a catalog's later part, src/i18n/catalog.ts `withLaterPart`) stays so.
 */
export function textsFor<T extends ConfigurableText>(texts: T, messages: ConfiguredMessages<T> = {}): T {
  const configured: Record<string, string> = { ...texts.configured };
  for (const [key, value] of Object.entries(messages)) {
    if (key in configured && typeof value === 'string' && value.trim() !== '') configured[key] = value;
  }
  const out = Object.defineProperties({}, Object.getOwnPropertyDescriptors(texts)) as T;
  return Object.defineProperty(out, 'configured', { value: configured, enumerable: true, writable: true, configurable: true });
}
