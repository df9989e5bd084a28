/** Live inspection: pages opened with ?inspect, their current states, and a timestamped log. */
import { fill } from '../i18n';
import type { StudioText } from '../i18n/studio';
import { Button } from '../ui';
import type { LiveSession, LiveState } from './live';

const time = (at: number) => {
  const d = new Date(at);
  return `${d.toLocaleTimeString('en-GB', { hour12: false })}.${String(d.getMilliseconds()).padStart(3, '0')}`;
};

const valueText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export function LivePanel(props: {
  live: LiveState & { clear: () => void };
  machine: string;
  followed: string | null;
  onFollow: (session: string) => void;
  t: StudioText;
  example: string;
}) {
  const { live, machine, followed, onFollow, t, example } = props;
  const sessions = live.sessions.filter((s: LiveSession) => s.machine === machine);
  const log = live.log.filter((m) => m.machine === machine).slice(-200).reverse();
  return (
    <section className="studio-panel" aria-labelledby="studio-live-heading">
      <h2 id="studio-live-heading">{t.live.heading}</h2>
      {!live.supported && <p className="ui-notice ui-notice--warning">{t.live.unsupported}</p>}
      <p>{fill(t.live.how, { example })}</p>
      {sessions.length === 0 ? (
        <p className="ui-muted" role="status">
          {t.live.none}
        </p>
      ) : (
        <ul className="studio-list" aria-live="polite">
          {sessions.map((s) => (
            <li key={s.session}>
              <strong>{s.page}</strong> <code>{valueText(s.value)}</code>{' '}
              <Button variant="link" aria-pressed={followed === s.session} onClick={() => onFollow(s.session)}>
                {t.live.follow}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="studio-log-head">
        <h3>{t.live.log}</h3>
        <Button variant="secondary" onClick={live.clear} disabled={live.log.length === 0}>
          {t.live.clear}
        </Button>
      </div>
      <table className="studio-log">
        <thead>
          <tr>
            <th scope="col">{t.live.time}</th>
            <th scope="col">{t.live.session}</th>
            <th scope="col">{t.live.event}</th>
            <th scope="col">{t.live.to}</th>
          </tr>
        </thead>
        <tbody>
          {log.map((m, i) => (
            <tr key={`${m.at}-${i}`}>
              <td>{time(m.at)}</td>
              <td>{m.page}</td>
              <td>
                <code>{m.event}</code>
              </td>
              <td>{m.value === null ? <span className="ui-muted">{t.live.unchanged}</span> : <code>{valueText(m.value)}</code>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
