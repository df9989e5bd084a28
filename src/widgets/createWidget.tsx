/**
 * The one widget root of every flow. A flow's widget module is a single `createWidget({...})`
 * call: its chart, its actor context, its root view, its config schema, how the page makes the
 * chart's input, and which browser effects its named actions perform. This root validates the
 * host's data-config, provides the browser effects, builds the input from config + page +
 * storage, wires live inspection (`?inspect`) and hands the actor to the studio's player.
 */
import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import type { createActorContext } from '@xstate/react';
import type { AnyActorLogic, AnyActorRef, AnyStateMachine, InputFrom, InspectionEvent } from 'xstate';
import type { z } from 'zod';
import type { Lang } from '../config/lang';
import { parseConfig } from '../config/schema';
import { siteConfigSchema, type SiteConfig } from '../config/site';
import { browserEffects, type BrowserEffects } from '../effects';
import type { TypedStorage } from '../storage';
import type { WidgetModule } from '../widget';
import { renderReact } from './react';

/** What a page gives a flow to start from. */
export interface PageContext<C> {
  config: C;
  lang: Lang;
  site: SiteConfig;
  /** The page's address (query parameters such as ?token= are machine input). */
  url: URL;
  storage: TypedStorage;
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
  configSchema: z.ZodType<C>;
  /** The chart's input from the page (config, language, address, storage). */
  input: (page: PageContext<C>) => InputFrom<TMachine>;
  /** The chart's named browser-effect actions, performed with the given effects. */
  effects?: (fx: BrowserEffects) => Provided<TMachine>;
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
  /** The clock of the view's rules (age limits); the real one by default. */
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

/** Hands a flow's actor to whoever needs it (the studio's path player drives it directly). */
function ActorSpy({ useActorRef, onActor }: { useActorRef: () => AnyActorRef; onActor: (actor: AnyActorRef) => void }) {
  const actor = useActorRef();
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  return null;
}

export function createWidget<TMachine extends AnyStateMachine, C>(spec: WidgetSpec<TMachine, C>): FlowWidget {
  const { Flow, View } = spec;

  const context = (page: PageSetup, storage: TypedStorage): PageContext<C> => ({
    config: spec.configSchema.parse(page.config ?? {}),
    lang: page.lang,
    site: page.site ?? defaultSite(),
    url: page.url,
    storage,
  });

  const logicFor = (effects: BrowserEffects, actors: Record<string, AnyActorLogic> | undefined): TMachine => {
    let machine: TMachine = spec.machine;
    if (actors) machine = machine.provide({ actors } as Provided<TMachine>) as TMachine;
    if (spec.effects) machine = machine.provide(spec.effects(effects)) as TMachine;
    return machine;
  };

  function Root(props: { logic: TMachine; page: PageContext<C>; inspect?: FlowAppProps['inspect']; onActor?: FlowAppProps['onActor']; now?: () => Date }): ReactNode {
    return (
      <Flow.Provider logic={props.logic} options={{ input: spec.input(props.page), inspect: props.inspect }}>
        {props.onActor && <ActorSpy useActorRef={Flow.useActorRef} onActor={props.onActor} />}
        <View lang={props.page.lang} config={props.page.config} now={props.now} />
      </Flow.Provider>
    );
  }

  function App({ page, effects, actors, inspect, onActor, now }: FlowAppProps) {
    const ctx = useMemo(() => context(page, effects.storage), [page, effects]);
    const logic = useMemo(() => logicFor(effects, actors), [effects, actors]);
    return <Root logic={logic} page={ctx} inspect={inspect} onActor={onActor} now={now} />;
  }

  return {
    machine: spec.machine,
    App,
    input: (page, storage) => spec.input(context(page, storage)),
    mount(host, { rawConfig, lang, site, inspect }) {
      const parsed = parseConfig(spec.configSchema, rawConfig);
      if (!parsed.ok) return parsed;
      const effects = browserEffects();
      const page: PageContext<C> = { config: parsed.value, lang, site, url: new URL(window.location.href), storage: effects.storage };
      const unmount = renderReact(host, <Root logic={logicFor(effects, undefined)} page={page} inspect={inspect} />);
      return { ok: true, unmount };
    },
  };
}
