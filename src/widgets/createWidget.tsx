/**
 * The one widget root of every flow. A flow's widget module is a single `createWidget({...})`
 * call: its chart, its actor context, its root view, its config schema, how the page makes the
 * chart's input, and which browser effects its named actions perform. This root validates the
 * host's data-config, provides the browser effects, builds the input from config + page +
 * storage, wires live inspection (`?inspect`) and hands the actor to the studio's player.
 *
 * Back after leaving the page: a chart's states that send the customer to another page carry
 * the tag `leaving` (LEAVING_TAG). When the browser brings the page back from its back/forward
 * cache (`pageshow` with `persisted`) while the flow is leaving, the root starts the flow again
 * from the page as it is now (a fresh actor, the input made again from the address and storage),
 * so nothing of the customer's lookup stays on screen and the form takes input again. Every flow
 * inherits it by tagging its leaving states.
 */
import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { createActorContext } from '@xstate/react';
import type { AnyActorLogic, AnyActorRef, AnyStateMachine, EventFromLogic, InputFrom, InspectionEvent, SnapshotFrom } from 'xstate';
import type * as z from 'zod/mini';
import type { Lang } from '../config/lang';
import { parseConfig } from '../config/schema';
import { siteConfigSchema, type SiteConfig } from '../config/site';
import { browserEffects, type BrowserEffects } from '../effects';
import { storageWith, type TypedStorage } from '../storage';
import { LEAVING_TAG, type WidgetModule } from '../widget';
import { renderReact } from './react';
import { captureEarlyInput, replayEarlyInput } from './takeOver';

/** What a page gives a flow to start from. */
export interface PageContext<C> {
  config: C;
  lang: Lang;
  site: SiteConfig;
  /** The page's address (query parameters such as ?token= are machine input). */
  url: URL;
  storage: TypedStorage;
  /** The tab's session storage (this visit only); an empty one where the page has none. */
  session: TypedStorage;
  /** The page's clock (epoch ms): the real one, or the one a test or the path walk gives the app. */
  now: () => number;
}

/** A page described for the tests and the player: the config defaults unless given. */
export interface PageSetup {
  lang: Lang;
  url: URL;
  config?: unknown;
  site?: SiteConfig;
}

type Provided<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

export interface WidgetSpec<TMachine extends AnyStateMachine, C> {
  machine: TMachine;
  /** The flow's actor context (views read the actor from it). */
  Flow: ReturnType<typeof createActorContext<TMachine>>;
  /** The flow's root view. It gets its texts from the catalog and the configured messages. */
  View: ComponentType<{ lang: Lang; config: C; now?: () => Date }>;
  configSchema: z.ZodMiniType<C>;
  /** The chart's input from the page (config, language, address, storage). */
  input: (page: PageContext<C>) => InputFrom<TMachine>;
  /** The chart's named browser-effect actions, performed with the given effects. */
  effects?: (fx: BrowserEffects) => Provided<TMachine>;
  /**
   * What the page tells the chart while it runs (the visitor changing the address's hash): subscribe
   * with the effects, send the chart's events (reading its snapshot where the event depends on it);
   * return the unsubscribe.
   */
  listen?: (fx: BrowserEffects, send: (event: EventFromLogic<TMachine>) => void, snapshot: () => SnapshotFrom<TMachine>) => () => void;
}

export interface FlowAppProps {
  page: PageSetup;
  effects: BrowserEffects;
  /** Replace the chart's invoked actors (the path player and the view tests hold the calls). */
  actors?: Record<string, AnyActorLogic>;
  /** Live inspection (pages opened with ?inspect). */
  inspect?: (event: InspectionEvent) => void;
  /** The studio's path player drives the actor directly. */
  onActor?: (actor: AnyActorRef) => void;
  /** The page's clock, for the chart's input and the view's rules (age limits); the real one by default. */
  now?: () => Date;
}

/** A flow's widget module, the same shape for every flow (the registry's `load`). */
export interface FlowWidget extends WidgetModule {
  machine: AnyStateMachine;
  /** The flow's whole app: what the page renders, with its effects and calls replaceable. */
  App: ComponentType<FlowAppProps>;
  /** The chart's input a page makes (the tests check it against the path model's inputs). */
  input(page: PageSetup, storage: TypedStorage): unknown;
}

const defaultSite = (): SiteConfig => siteConfigSchema.parse({});

/**
 * Calls `onRestored` when the browser shows the page again from its back/forward cache while
 * the flow's actor is leaving the page.
 */
function RestoreOnReturn({ useActorRef, onRestored }: { useActorRef: () => AnyActorRef; onRestored: () => void }) {
  const actor = useActorRef();
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && actor.getSnapshot().hasTag(LEAVING_TAG)) onRestored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor, onRestored]);
  return null;
}

/** Hands a flow's actor to whoever needs it (the studio's path player drives it directly). */
function ActorSpy({ useActorRef, onActor }: { useActorRef: () => AnyActorRef; onActor: (actor: AnyActorRef) => void }) {
  const actor = useActorRef();
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  return null;
}

export function createWidget<TMachine extends AnyStateMachine, C>(spec: WidgetSpec<TMachine, C>): FlowWidget {
  const { Flow, View, listen } = spec;

  /** The page's events for the running actor (spec.listen), for as long as the actor runs. */
  function Listen({ effects }: { effects: BrowserEffects }) {
    const actor = Flow.useActorRef();
    useEffect(() => (listen ? listen(effects, (event) => actor.send(event), () => actor.getSnapshot() as SnapshotFrom<TMachine>) : undefined), [actor, effects]);
    return null;
  }

  const context = (page: PageSetup, storage: TypedStorage, now: () => number = () => Date.now(), session: TypedStorage = storageWith()): PageContext<C> => ({
    config: spec.configSchema.parse(page.config ?? {}),
    lang: page.lang,
    site: page.site ?? defaultSite(),
    url: page.url,
    storage,
    session,
    now,
  });

  const logicFor = (effects: BrowserEffects, actors: Record<string, AnyActorLogic> | undefined): TMachine => {
    let machine: TMachine = spec.machine;
    if (actors) machine = machine.provide({ actors } as Provided<TMachine>) as TMachine;
    if (spec.effects) machine = machine.provide(spec.effects(effects)) as TMachine;
    return machine;
  };

  function Root(props: {
    logic: TMachine;
    effects: BrowserEffects;
    page: PageContext<C>;
    /** The page as it is now (address, storage), when the flow starts again after Back. */
    pageNow?: () => PageContext<C>;
    inspect?: FlowAppProps['inspect'];
    onActor?: FlowAppProps['onActor'];
    now?: () => Date;
  }): ReactNode {
    const { pageNow } = props;
    // Each restart is a new run: a new key gives a fresh actor and fresh view state.
    const [run, setRun] = useState<{ n: number; page: PageContext<C> | null }>({ n: 0, page: null });
    const restart = useCallback(() => setRun((r) => ({ n: r.n + 1, page: pageNow ? pageNow() : null })), [pageNow]);
    const page = run.page ?? props.page;
    return (
      <Flow.Provider key={run.n} logic={props.logic} options={{ input: spec.input(page), inspect: props.inspect }}>
        {props.onActor && <ActorSpy useActorRef={Flow.useActorRef} onActor={props.onActor} />}
        <RestoreOnReturn useActorRef={Flow.useActorRef} onRestored={restart} />
        {listen && <Listen effects={props.effects} />}
        <View lang={page.lang} config={page.config} now={props.now} />
      </Flow.Provider>
    );
  }

  function App({ page, effects, actors, inspect, onActor, now }: FlowAppProps) {
    const ctx = useMemo(() => context(page, effects.storage, now ? () => now().getTime() : undefined, effects.session), [page, effects, now]);
    const logic = useMemo(() => logicFor(effects, actors), [effects, actors]);
    return <Root logic={logic} effects={effects} page={ctx} inspect={inspect} onActor={onActor} now={now} />;
  }

  return {
    machine: spec.machine,
    App,
    input: (page, storage) => spec.input(context(page, storage)),
    mount(host, { rawConfig, lang, site, inspect, submitted, url }) {
      const parsed = parseConfig(spec.configSchema, rawConfig);
      if (!parsed.ok) return parsed;
      const effects = browserEffects();
      // The first run reads the address as opened (a secret the page script already removed from
      // the address bar, src/mount.ts); a run started again after Back reads the address as it is.
      let opened = url;
      const pageNow = (): PageContext<C> => ({
        config: parsed.value,
        lang,
        site,
        url: opened ?? new URL(window.location.href),
        storage: effects.storage,
        session: effects.session ?? storageWith(),
        now: Date.now,
      });
      // A first screen drawn at build time: take over what the visitor did in it (takeOver.ts).
      const early = host.dataset.firstPaint ? captureEarlyInput(host) : null;
      const first = pageNow();
      opened = undefined;
      const root = <Root logic={logicFor(effects, undefined)} effects={effects} page={first} pageNow={pageNow} inspect={inspect} />;
      const unmount = renderReact(host, root, { now: early !== null });
      if (early) replayEarlyInput(host, early, submitted, flushSync);
      return { ok: true, unmount };
    },
  };
}
