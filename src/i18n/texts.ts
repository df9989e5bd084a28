/**
 * The one rule for configured messages: a flow's catalog has a `configured` group (the texts a
 * page may replace through data-config `messages`); a configured message that is not blank
 * replaces the catalog's default, a missing or blank one leaves the default.
 */
import type { Lang } from '../config/lang';

/** A flow catalog entry with texts a page may configure. */
export interface ConfigurableText {
  configured: Record<string, string>;
}

/** The configured messages a page may give for a catalog (some or all of them, each possibly blank). */
export type ConfiguredMessages<T extends ConfigurableText> = Partial<Record<keyof T['configured'], string | undefined>>;

/** The catalog's text for `lang`, with the page's non-blank configured messages over its `configured` defaults. */
export function textsFor<T extends ConfigurableText>(catalog: Record<Lang, T>, lang: Lang, messages: ConfiguredMessages<T> = {}): T {
  const base = catalog[lang];
  const configured: Record<string, string> = { ...base.configured };
  for (const [key, value] of Object.entries(messages)) {
    if (key in configured && typeof value === 'string' && value.trim() !== '') configured[key] = value;
  }
  return { ...base, configured: configured as T['configured'] };
}
