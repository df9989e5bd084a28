/** What every lazily loaded widget module exports for src/mount.ts. */
import type { InspectionEvent } from 'xstate';
import type { z } from 'zod';
import type { Lang } from './config/lang';
import type { SiteConfig } from './config/site';

export interface WidgetContext<C> {
  config: C;
  lang: Lang;
  site: SiteConfig;
  /** Set when the page was opened with ?inspect: the actor reports to the studio. */
  inspect?: (event: InspectionEvent) => void;
}

export interface WidgetModule<C = unknown> {
  /** Validates the host's data-config; a default for every configured value. */
  configSchema: z.ZodType<C>;
  /** Render into the host; returns an unmount function. */
  render(host: HTMLElement, context: WidgetContext<C>): () => void;
}
