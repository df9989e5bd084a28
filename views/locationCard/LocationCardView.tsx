/**
 * The location card (site §2 "Location card", site-2.12, site-4.1): on an office's page, under its
 * name, address and links (static markup with its schema.org data, src/pages/officePages.ts), a
 * button that shows and hides its hours (`aria-expanded`, `aria-controls`).
 * Today comes first, marked with the configured today label (`aria-current="date"`), then the six
 * other days in rotation, in the office's time zone.
 */
import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { LocationCardMachine } from '../../machines/locationCard.machine';
import { fill, type Lang } from '../../src/i18n';
import { hoursRows } from '../../src/rules/officeHours';
import { OfficesTextsProvider, useOfficesTexts } from '../offices/texts';
import { LocationCardFlow } from './LocationCardFlow';

type Snap = SnapshotFrom<LocationCardMachine>;

/** What the page gives the card (the widget root passes its validated data-config). */
export interface LocationCardViewProps {
  lang: Lang;
  config: { todaylabel?: string | undefined };
  now?: () => Date;
}

export function LocationCardView({ lang, config, now }: LocationCardViewProps) {
  const messages = useMemo(() => ({ todayLabel: config.todaylabel }), [config.todaylabel]);
  return (
    <OfficesTextsProvider lang={lang} messages={messages}>
      <LocationCard now={now ?? (() => new Date())} />
    </OfficesTextsProvider>
  );
}

const selectOffice = (s: Snap) => s.context.office;
const selectShown = (s: Snap) => s.matches('hoursShown');

function LocationCard({ now }: { now: () => Date }) {
  const { t } = useOfficesTexts();
  const actor = LocationCardFlow.useActorRef();
  const office = useSelector(actor, selectOffice);
  const shown = useSelector(actor, selectShown);
  const hoursId = useId();
  const title = fill(t.hoursTitle, { office: office.title });
  return (
    <div className="location-card">
      <button
        type="button"
        className="ui-button ui-button--secondary location-card__toggle"
        aria-expanded={shown}
        aria-controls={hoursId}
        onClick={() => actor.send({ type: 'hours.toggle' })}
      >
        {t.hoursButton}
        <span className="location-card__chevron" aria-hidden="true">
          {shown ? '▲' : '▼'}
        </span>
      </button>
      <div id={hoursId} className="location-card__hours" hidden={!shown}>
        {shown && <HoursList office={office} now={now()} title={title} />}
      </div>
    </div>
  );
}

function HoursList({ office, now, title }: { office: Snap['context']['office']; now: Date; title: string }) {
  const { t } = useOfficesTexts();
  const rows = hoursRows(office, now, t.days, t.closed);
  return (
    <ul className="office-hours" aria-label={title}>
      {rows.map((row) => (
        <li key={row.weekday} className={row.today ? 'office-hours__row office-hours__row--today' : 'office-hours__row'} aria-current={row.today ? 'date' : undefined}>
          <span className="office-hours__day">
            {row.today && <strong className="office-hours__today">{t.configured.todayLabel}</strong>}
            {row.today ? ` (${row.day})` : row.day}
          </span>
          <span className="office-hours__time">{row.hours}</span>
        </li>
      ))}
    </ul>
  );
}
