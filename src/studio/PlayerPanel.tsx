/**
 * Plays a generated path step by step on the flow's real view: the view runs the real chart,
 * whose invoked actors are held by a controller and settled with the path's outcomes.
 */
import { startTransition, useCallback, useMemo, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Lang } from '../config/lang';
import { fill } from '../i18n';
import type { StudioText } from '../i18n/studio';
import { pageSetupFor, type LoadedFlow } from '../flows/kit';
import { storageWith } from '../storage';
import { Button, LiveRegion, ModalFrame } from '../ui';
import { createActorController } from '../paths/actors';
import { formatDelay, type GeneratedPaths, type ModelPath, type PathStep } from '../paths/model';
import { replaySteps } from '../paths/play';
import type { BrowserEffects } from '../effects';
import { describeExpectation, expectationsAt } from '../paths/screens';
import { counted } from './words';

export interface PlayerPanelProps {
  flow: LoadedFlow;
  generated: GeneratedPaths;
  path: ModelPath;
  step: number;
  lang: Lang;
  t: StudioText;
  shareUrl: string;
  onChange: (pathId: string, step: number) => void;
}

/** A path in the player's list: its id and its number of steps ("P12 (14 steps)"). */
function pathLabel(p: ModelPath, t: StudioText, lang: Lang): string {
  return `${p.id} (${counted(t.paths.steps, p.steps.length - 1, lang)})`;
}

export function PlayerPanel({ flow, generated, path, step, lang, t, shareUrl, onChange }: PlayerPanelProps) {
  const last = path.steps.length - 1;
  const at = Math.min(Math.max(step, 0), last);
  const current = path.steps[at]!;
  const [navigated, setNavigated] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const attachFrame = useCallback((el: HTMLDivElement | null) => startTransition(() => setFrame(el)), []);
  const [waiting, setWaiting] = useState<{ ms: number; skip: () => void } | null>(null);
  // The quote form has about 2,100 paths: their options cost 80 ms of a step's render and layout,
  // made once and only when the list is about to be used (focused or pressed).
  const [listed, setListed] = useState(false);
  const options = useMemo(
    () =>
      listed
        ? generated.paths.map((p) => (
            <option key={p.id} value={p.id}>
              {pathLabel(p, t, lang)}
            </option>
          ))
        : null,
    [listed, generated, t, lang],
  );

  const stage = useMemo(() => {
    const controller = createActorController(flow.widget.machine);
    const replay = { started: false };
    // The player leaves nothing behind: navigation is shown, analytics go nowhere, and storage is
    // in memory, holding what the path starts with (a saved visit).
    const effects: BrowserEffects = {
      navigate: (url) => setNavigated(url),
      redirect: (url) => setNavigated(url),
      reload: () => setNavigated(window.location.href),
      removeQueryParam: () => {},
      showQueryParam: () => {},
      onHistoryMove: () => () => {},
      // The studio's own address keeps its hash: the flow's stage is on the chart.
      showHash: () => {},
      onHashChange: () => () => {},
      currentHash: () => '',
      storage: storageWith(path.start.sandbox.storage),
      track: () => {},
      // A tab is shown as where the page would go (its calls are the path's, held).
      openTab: (url) => {
        setNavigated(url);
        return true;
      },
    };
    return {
      actors: controller.actors,
      effects,
      onActor: (actor: AnyActorRef) => {
        if (replay.started) return;
        replay.started = true;
        setNavigated(null);
        setProblem(null);
        setWaiting(null);
        // A delayed step waits for real (the chart's own timer fires), unless skipped: then the
        // player sends the chart's delayed event itself and the timer is cancelled as the state is left.
        const wait = (ms: number, step: PathStep) =>
          new Promise<void>((resolve) => {
            const done = () => {
              window.clearTimeout(timer);
              setWaiting(null);
              resolve();
            };
            const timer = window.setTimeout(done, ms + 50);
            setWaiting({
              ms,
              skip: () => {
                if (step.event.type.startsWith('xstate.after.')) actor.send(step.event);
                done();
              },
            });
          });
        replaySteps(actor, controller, path.steps.slice(1, at + 1), wait).catch((e: unknown) =>
          setProblem(e instanceof Error ? e.message : String(e)),
        );
      },
    };
  }, [flow, path, at]);

  const screens = flow.screens(lang);
  const expectations = current.leaves.flatMap((leaf) => expectationsAt(screens, leaf, path, at) ?? []);

  return (
    <section className="studio-panel studio-player" aria-labelledby="studio-player-heading">
      <h2 id="studio-player-heading">{t.player.heading}</h2>
      <div className="studio-player__controls">
        <label className="studio-select">
          <span>{t.player.choose}</span>
          {/* Short options: a flow may have thousands of paths, and a select sizes itself to its longest option. */}
          <select
            value={path.id}
            onChange={(e) => onChange(e.target.value, 0)}
            aria-describedby="studio-player-title"
            // Every path once the list is about to be used; until then the current one only.
            onFocus={() => setListed(true)}
            onPointerDown={() => setListed(true)}
          >
            {listed ? options : <option value={path.id}>{pathLabel(path, t, lang)}</option>}
          </select>
        </label>
        <p id="studio-player-title" className="studio-player__title">
          {path.title}
        </p>
        <p className="studio-player__where" aria-live="polite">
          {fill(t.player.step, { i: at, n: last })}
        </p>
        <div className="studio-buttons">
          <Button variant="secondary" onClick={() => onChange(path.id, 0)} disabled={at === 0}>
            {t.player.restart}
          </Button>
          <Button variant="secondary" onClick={() => onChange(path.id, at - 1)} disabled={at === 0}>
            {t.player.previous}
          </Button>
          <Button variant="primary" onClick={() => onChange(path.id, at + 1)} disabled={at === last}>
            {t.player.next}
          </Button>
          <Button
            variant="link"
            onClick={() => {
              void navigator.clipboard?.writeText(shareUrl).then(() => setCopied(true));
            }}
          >
            {t.player.share}
          </Button>
          <a className="studio-share" href={shareUrl}>
            {shareUrl.replace(/^https?:\/\/[^/]+/, '')}
          </a>
          <LiveRegion>{copied ? t.player.copied : ''}</LiveRegion>
        </div>
      </div>
      <ol className="studio-steps">
        {path.steps.map((s, i) => (
          <li key={i} aria-current={i === at ? 'step' : undefined} className={i === at ? 'is-current' : undefined}>
            <button type="button" className="studio-step" onClick={() => onChange(path.id, i)}>
              {s.text}
            </button>
          </li>
        ))}
      </ol>
      <h3>{t.player.expect}</h3>
      <ul className="studio-list">
        {expectations.map((e, i) => (
          <li key={i}>{describeExpectation(e)}</li>
        ))}
      </ul>
      {waiting && (
        <div className="ui-notice studio-wait">
          <p aria-live="polite">{fill(t.player.waiting, { delay: formatDelay(waiting.ms) })}</p>
          <Button variant="secondary" onClick={waiting.skip}>
            {fill(t.player.skipWait, { delay: formatDelay(waiting.ms) })}
          </Button>
        </div>
      )}
      {navigated && <p className="ui-notice">{fill(t.player.navigated, { url: navigated })}</p>}
      {problem && (
        <p className="ui-notice ui-notice--error" role="alert">
          {problem}
        </p>
      )}
      <h3>{t.player.screen}</h3>
      {/* The real view (the quote form is a big one) is made in the background, a slice at a time. */}
      <div className="studio-screen" key={`${path.id}:${at}`} ref={attachFrame}>
        {frame && (
          <ModalFrame.Provider value={frame}>
            <flow.widget.App
              page={pageSetupFor(flow.descriptor, lang, path.start.sandbox)}
              effects={stage.effects}
              actors={stage.actors}
              onActor={stage.onActor}
            />
          </ModalFrame.Provider>
        )}
      </div>
    </section>
  );
}
