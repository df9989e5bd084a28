/** What every lazily loaded widget module exports for src/mount.ts. */
import type { InspectionEvent } from 'xstate';
import type { Lang } from './config/lang';
import type { ConfigProblem } from './config/schema';
import type { SiteConfig } from './config/site';

export interface WidgetContext {
  /** The host's data-config, as written (the widget validates it with its schema). */
  rawConfig: string | undefined;
  lang: Lang;
  site: SiteConfig;
  /**
   * The page's address as it was opened, when the page script has since removed a secret from the
   * address bar (src/mount.ts `privateQuery`): the widget reads its query from here.
   */
  url?: URL;
  /** Set when the page was opened with ?inspect: the actor reports to the studio. */
  inspect?: (event: InspectionEvent) => void;
  /**
   * The host was drawn at build time and the visitor submitted its form (this index among the
   * host's forms) before the widget ran: the widget sends it once it has taken over.
   */
  submitted?: number;
}

/**
 * The tag of every chart state that sends the customer to another page. Back from there may
 * bring the page out of the browser's back/forward cache; the widget root then starts the flow
 * again (src/widgets/createWidget.tsx).
 */
export const LEAVING_TAG = 'leaving';

export type MountResult = { ok: true; unmount: () => void } | { ok: false; problems: ConfigProblem[] };

export interface WidgetModule {
  /** Validate the host's data-config (a default for every configured value) and render into the host. */
  mount(host: HTMLElement, context: WidgetContext): MountResult;
}
