/**
 * The studio: every registered flow's chart, its generated paths in words, a player of any path
 * on the real view, and live inspection of pages opened with ?inspect. Built from the registry.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { StateValue } from 'xstate';
import type { Lang } from '../config/lang';
import { FIXTURE_RUN_PARAM, pagePath, pageSetupFor, loadFlow, type FlowCatalogText, type FlowDescriptor, type LoadedFlow } from '../flows/kit';
import { fill } from '../i18n';
import { studioText } from '../i18n/studio';
import { allFlows as flows, engineFixtures } from '../registry';
import { browserEffects } from '../effects';
import { LiveRegion } from '../ui';
import { ChartView } from './chart/ChartView';
import { warmChartElk } from './chart/elk';
import { LivePanel } from './LivePanel';
import { useInspection } from './live';
import { PathsPanel } from './PathsPanel';
import { activeNodes, type PathStep } from '../paths/model';
import { childCharts, type ChildChart } from '../paths/system';
import { NearViewport } from './NearViewport';
import { retryPaths, usePaths } from './paths/generated';
import { PathsProgress } from './PathsProgress';
import { PlayerPanel } from './PlayerPanel';
import { counted } from './words';
import { StatePanel } from './StatePanel';
import { locationUrl, readLocation, STUDIO_TABS, type StudioLocation, type StudioTab } from './url';

/** A flow's chart, view, path model and screens load only when the flow is picked. */
const loadCache = new Map<string, Promise<LoadedFlow>>();
function load(descriptor: FlowDescriptor): Promise<LoadedFlow> {
  let p = loadCache.get(descriptor.id);
  if (!p) {
    p = loadFlow(descriptor);
    p.catch(() => loadCache.delete(descriptor.id));
    loadCache.set(descriptor.id, p);
  }
  return p;
}

function useLoadedFlow(descriptor: FlowDescriptor): { flow: LoadedFlow | null; failed: boolean } {
  const [state, setState] = useState<{ id: string; flow: LoadedFlow | null; failed: boolean }>({ id: '', flow: null, failed: false });
  useEffect(() => {
    let live = true;
    load(descriptor).then(
      (flow) => live && setState({ id: descriptor.id, flow, failed: false }),
      (e: unknown) => {
        console.error(`[studio] the flow ${descriptor.id} could not load`, e);
        if (live) setState({ id: descriptor.id, flow: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [descriptor]);
  return state.id === descriptor.id ? state : { flow: null, failed: false };
}

/** The flows' titles, from their catalogs (small; loaded together for the picker). */
function useTitles(lang: Lang): Record<string, string> {
  const [titles, setTitles] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void Promise.all(
      flows.map((f) =>
        f.text().then(
          (text: Record<Lang, FlowCatalogText>) => [f.id, text[lang].flow.title] as const,
          () => [f.id, f.id] as const,
        ),
      ),
    ).then((pairs) => live && setTitles(Object.fromEntries(pairs)));
    return () => {
      live = false;
    };
  }, [lang]);
  return titles;
}

function stateIds(machine: LoadedFlow['widget']['machine'], value: StateValue | null | undefined): string[] {
  return value ? activeNodes(machine, value).map((n) => n.id) : [];
}

/**
 * The active state ids of a child chart at a step of a path: the step's leaves named
 * `<prefix>:<leaf>` (`driverDialog:editing.invalid`), with their ancestors and the child's root.
 */
function childStateIds(child: ChildChart, step: PathStep | undefined): string[] {
  const mine = (step?.leaves ?? []).filter((l) => l.startsWith(`${child.prefix}:`)).map((l) => l.slice(child.prefix.length + 1));
  if (mine.length === 0) return [];
  const ids = new Set<string>();
  for (const leaf of mine) {
    const keys = leaf.split('.');
    for (const n of activeNodes(child.machine, keys.reduceRight<StateValue>((v, k) => ({ [k]: v }), {} as StateValue))) ids.add(n.id);
  }
  return [...ids];
}

/**
 * An engine fixture alone on the studio page (`/studio/?run=<id>`): its real chart and view with
 * its real calls, where the browser walk plays its paths. No customer page hosts a fixture.
 */
function FixtureRun({ descriptor, lang }: { descriptor: FlowDescriptor; lang: Lang }) {
  const t = studioText[lang];
  const { flow, failed } = useLoadedFlow(descriptor);
  const page = useMemo(() => pageSetupFor(descriptor, lang), [descriptor, lang]);
  const effects = useMemo(() => browserEffects(), []);
  return (
    <div className="studio studio-run">
      <p className="ui-muted">{fill(t.runHeading, { id: descriptor.id })}</p>
      {flow && <flow.widget.App page={page} effects={effects} />}
      {!flow && !failed && <LiveRegion>{t.loadingFlow}</LiveRegion>}
      {failed && (
        <p className="ui-notice ui-notice--error" role="alert">
          {t.flowFailed}
        </p>
      )}
    </div>
  );
}

export function StudioApp({ lang }: { lang: Lang }) {
  const run = new URLSearchParams(window.location.search).get(FIXTURE_RUN_PARAM);
  const fixture = run ? engineFixtures.find((f) => f.id === run) : undefined;
  if (fixture) return <FixtureRun descriptor={fixture} lang={lang} />;
  return <Studio lang={lang} />;
}

function Studio({ lang }: { lang: Lang }) {
  const t = studioText[lang];
  // The chart's layout worker starts while the flow's code loads, not after.
  useEffect(() => warmChartElk(), []);
  const [loc, setLoc] = useState<StudioLocation>(() => readLocation(window.location.search));
  const titles = useTitles(lang);
  const descriptor = flows.find((f) => f.id === loc.flow) ?? flows[0]!;
  const { flow, failed } = useLoadedFlow(descriptor);

  const go = (patch: Partial<StudioLocation>) => {
    const next = { ...loc, ...patch };
    setLoc(next);
    window.history.replaceState(window.history.state, '', locationUrl(next, window.location.href));
  };

  const picker = (
    <label className="studio-select">
      <span>{t.flow}</span>
      <select value={descriptor.id} onChange={(e) => go({ flow: e.target.value, path: null, step: 0, state: null, focus: null })}>
        <optgroup label={t.customerFlows}>
          {flows
            .filter((f) => !f.fixture)
            .map((f) => (
              <option key={f.id} value={f.id}>
                {titles[f.id] ?? f.id} ({f.id})
              </option>
            ))}
        </optgroup>
        <optgroup label={t.engineFixtures}>
          {engineFixtures.map((f) => (
            <option key={f.id} value={f.id}>
              {titles[f.id] ?? f.id} ({f.id})
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  );
  if (flow) return <FlowStudio key={flow.id} flow={flow} lang={lang} loc={loc} go={go} picker={picker} />;
  return (
    <div className="studio">
      <div className="studio-bar">
        {picker}
        {!failed && <LiveRegion>{t.loadingFlow}</LiveRegion>}
        {failed && (
          <p className="ui-notice ui-notice--error" role="alert">
            {t.flowFailed}
          </p>
        )}
      </div>
    </div>
  );
}

function FlowStudio({
  flow,
  lang,
  loc,
  go,
  picker,
}: {
  flow: LoadedFlow;
  lang: Lang;
  loc: StudioLocation;
  go: (patch: Partial<StudioLocation>) => void;
  picker: ReactNode;
}) {
  const t = studioText[lang];
  const [followed, setFollowed] = useState<string | null>(null);
  const live = useInspection();
  // The paths are generated (in a worker) once the Paths or Player view asks, and kept.
  const [asked, setAsked] = useState(false);
  const wantsPaths = loc.tab === 'paths' || loc.tab === 'player';
  if (wantsPaths && !asked) setAsked(true);
  const paths = usePaths(flow, wantsPaths || asked);
  const generated = paths?.state === 'ready' ? paths.generated : null;
  const path = generated ? (generated.paths.find((p) => p.id === loc.path) ?? generated.paths[0]) : undefined;
  const title = flow.text[lang].flow.title;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const children = useMemo(() => childCharts(flow.widget.machine), [flow]);
  // The width at which the chart and the panel sit side by side (studio.css).
  const [wide] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 961px)').matches);

  // What the charts highlight: the step played, or the page followed live (the flow's chart and its child charts).
  const highlight = useMemo(() => {
    const none = { active: [] as string[], taken: [] as string[] };
    if (loc.tab === 'player' && path) {
      const step = path.steps[Math.min(loc.step, path.steps.length - 1)];
      return {
        active: stateIds(flow.widget.machine, step?.state.value),
        taken: step?.transitions ?? [],
        children: children.map((c) => ({ active: childStateIds(c, step), taken: step?.transitions ?? [] })),
      };
    }
    if (loc.tab === 'live') {
      const mine = live.sessions.filter((s) => s.machine === flow.id);
      const s = mine.find((x) => x.session === followed) ?? mine[0];
      return {
        active: stateIds(flow.widget.machine, s?.value),
        taken: s?.taken ?? [],
        // A child actor reports under its chart's id, in the page's session.
        children: children.map((c) => {
          const own = s ? live.sessions.find((x) => x.session === s.session && x.machine === c.machine.id) : undefined;
          return own ? { active: stateIds(c.machine, own.value), taken: own.taken } : none;
        }),
      };
    }
    return { ...none, children: children.map(() => none) };
  }, [loc.tab, loc.step, path, flow, children, live.sessions, followed]);
  const following = loc.tab === 'player' || loc.tab === 'live';

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const move = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? STUDIO_TABS.length - 1 : (i + move + STUDIO_TABS.length) % STUDIO_TABS.length;
    if (move || e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      go({ tab: STUDIO_TABS[to]! });
      tabRefs.current[to]?.focus();
    }
  };

  const example = `${pagePath(flow.descriptor.page, lang)}?inspect`;

  return (
    <div className="studio">
      <div className="studio-bar">
        {picker}
        <p className="ui-muted studio-summary">{flow.text[lang].flow.summary}</p>
        <div role="tablist" aria-label={t.tabs.label} className="studio-tabs">
          {STUDIO_TABS.map((tab: StudioTab, i) => (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`studio-tab-${tab}`}
              aria-selected={loc.tab === tab}
              aria-controls="studio-tabpanel"
              tabIndex={loc.tab === tab ? 0 : -1}
              className="studio-tab"
              onClick={() => go({ tab })}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t.tabs[tab]}
            </button>
          ))}
        </div>
      </div>
      <div className="studio-body">
        <div className="studio-chart">
          <ChartView
            key={flow.id}
            machine={flow.widget.machine}
            title={fill(t.chart.drawing, { flow: title })}
            active={highlight.active}
            taken={highlight.taken}
            selected={loc.state}
            onSelectState={(state) => go({ state })}
            focus={loc.focus}
            onFocusChange={(focus) => go({ focus })}
            labels={t.chart}
            followable={following}
          />
          {children.length > 0 && (
            // Open at first on a wide screen; on a phone the view's panel comes right after the flow's chart.
            <details className="studio-children" open={wide}>
              <summary>{counted(t.chart.children, children.length, lang)}</summary>
              {/* Each child chart is laid out when it comes near the viewport, not all at once with the page. */}
              {children.map((child, i) => (
                <NearViewport key={child.prefix} minHeight="40vh">
                  <h3 className="studio-child-title">{fill(t.chart.child, { id: child.prefix, flow: title })}</h3>
                  <ChartView
                    machine={child.machine}
                    title={fill(t.chart.child, { id: child.prefix, flow: title })}
                    labels={t.chart}
                    height="40vh"
                    active={highlight.children[i]?.active}
                    taken={highlight.children[i]?.taken}
                    followable={following}
                  />
                </NearViewport>
              ))}
            </details>
          )}
        </div>
        <div id="studio-tabpanel" role="tabpanel" aria-labelledby={`studio-tab-${loc.tab}`} className="studio-side">
          {loc.tab === 'chart' && <StatePanel machine={flow.widget.machine} stateId={loc.state} focus={loc.focus} onOpen={(focus) => go({ focus })} t={t} />}
          {loc.tab === 'paths' && (
            <PathsPanel flowId={flow.id} status={paths} lang={lang} t={t} onPlay={(p) => go({ tab: 'player', path: p, step: 0 })} onRetry={() => retryPaths(flow.id)} />
          )}
          {loc.tab === 'player' && !generated && (
            <section className="studio-panel" aria-labelledby="studio-player-heading">
              <h2 id="studio-player-heading">{t.player.heading}</h2>
              <PathsProgress flowId={flow.id} status={paths?.state === 'ready' ? null : paths} lang={lang} t={t} onRetry={() => retryPaths(flow.id)} />
            </section>
          )}
          {loc.tab === 'player' && generated && path && (
            <PlayerPanel
              flow={flow}
              generated={generated}
              path={path}
              step={loc.step}
              lang={lang}
              t={t}
              shareUrl={locationUrl({ ...loc, flow: flow.id, path: path.id }, window.location.href)}
              onChange={(p, step) => go({ path: p, step: Math.max(0, step) })}
            />
          )}
          {loc.tab === 'live' && (
            <LivePanel live={live} machine={flow.id} followed={followed} onFollow={setFollowed} t={t} example={example} />
          )}
        </div>
      </div>
    </div>
  );
}
