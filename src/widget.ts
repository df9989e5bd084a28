/** What every lazily loaded widget module exports for src/mount.ts. */
import type { z } from 'zod';
import type { Lang } from './config/lang';
import type { SiteConfig } from './config/site';

export interface WidgetContext<C> {
  config: C;
  lang: Lang;
  site: SiteConfig;
}

export interface WidgetModule<C = unknown> {
  /** Validates the host's data-config; a default for every configured value. */
  configSchema: z.ZodType<C>;
  /** Render into the host; returns an unmount function. */
  render(host: HTMLElement, context: WidgetContext<C>): () => void;
}
