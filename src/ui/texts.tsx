/**
 * One way for a flow's views to get their texts: the flow's root view sets up the provider
 * with the page language and its configured messages; every view below reads
 * `{ lang, t, common, form }` with the flow's one hook. `t` is the flow's catalog in the page
 * language, which the page loaded before the widget drew (src/i18n/catalog.ts; src/mount.ts
 * loads it with the widget's module), with the configured messages merged over the catalog's
 * defaults by `textsFor` (non-blank ones win).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '../config/lang';
import type { LazyCatalog } from '../i18n/catalog';
import { commonText, type CommonText } from '../i18n/common';
import { formText, type FormText } from '../i18n/form';
import { textsFor, type ConfigurableText, type ConfiguredMessages } from '../i18n/texts';

export interface FlowTexts<T> {
  lang: Lang;
  /** The flow's catalog in the page language, configured messages merged. */
  t: T;
  /** Texts shared by every page (error prefix, close). */
  common: CommonText;
  /** The form kit's texts (error summary title, date parts). */
  form: FormText;
}

export interface TextsProviderProps<T extends ConfigurableText> {
  lang: Lang;
  messages?: ConfiguredMessages<T> | undefined;
  children: ReactNode;
}

/**
 * A typed texts context for one flow's catalog: `{ TextsProvider, useTexts }`. The provider reads
 * the catalog's language synchronously: it must be loaded (or given) before the view draws.
 */
export function createTextsContext<T extends ConfigurableText>(catalog: LazyCatalog<T>, flow: string) {
  const Ctx = createContext<FlowTexts<T> | null>(null);
  Ctx.displayName = `${flow}Texts`;

  function TextsProvider({ lang, messages, children }: TextsProviderProps<T>) {
    const texts = catalog.get(lang);
    const value = useMemo<FlowTexts<T>>(
      () => ({ lang, t: textsFor(texts, messages), common: commonText[lang], form: formText[lang] }),
      [lang, texts, messages],
    );
    return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
  }

  function useTexts(): FlowTexts<T> {
    const value = useContext(Ctx);
    if (!value) throw new Error(`The ${flow} texts are missing: render the view inside its TextsProvider`);
    return value;
  }

  return { TextsProvider, useTexts };
}
