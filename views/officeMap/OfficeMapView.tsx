/**
 * The office map (site §2 "Office locations map"): the map's area (a named region) says what the
 * chart is doing (loading; unavailable, as text, with no key or a failed script), draws the map
 * once the script is there (src/ui/map/GoogleMap, its own chunk), and a list beside it offers each marker's
 * action ("Show <office> on the map") to keyboards and screen readers. Closing an info window
 * puts the focus back where the visitor opened it.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { OfficeMapMachine } from '../../machines/officeMap.machine';
import { fill, intlLocale, type Lang } from '../../src/i18n';
import type { OfficeMapText } from '../../src/i18n/officeMap';
import { defaultMapOptions, MAP_LIMITS, officeKey, toLatLngLiteral } from '../../src/rules/officeMap';
import { OfficeInfo } from '../offices/OfficeInfo';
import { LiveRegion } from '../../src/ui';
import { OfficesTextsProvider } from '../offices/texts';
import { OfficeMapFlow } from './OfficeMapFlow';
import { OfficeMapTextsProvider, useOfficeMapTexts } from '../offices/mapTexts';
import { useInfoWindowFocus } from '../offices/useInfoWindowFocus';

const GoogleMap = lazy(() => import('../../src/ui/map/GoogleMap'));

type Snap = SnapshotFrom<OfficeMapMachine>;

const NO_MARKERS: never[] = [];

export interface OfficeMapViewProps {
  lang: Lang;
  config: { messages: Partial<OfficeMapText['configured']> };
}

export function OfficeMapView({ lang, config }: OfficeMapViewProps) {
  return (
    <OfficeMapTextsProvider lang={lang} messages={config.messages}>
      <OfficesTextsProvider lang={lang}>
        <OfficeMap />
      </OfficesTextsProvider>
    </OfficeMapTextsProvider>
  );
}

const selectView = (s: Snap) => ({
  unavailable: s.matches('unavailable'),
  map: s.hasTag('map'),
  markers: s.matches('ready') || s.matches('selected'),
  pending: s.matches('pending'),
  selected: s.context.selected,
});
const selectSetup = (s: Snap) => s.context;

/** The maps API is on the page (the chart loaded it; a test or the studio may give a stand-in). */
const hasMapsApi = () => typeof (globalThis as { google?: { maps?: { importLibrary?: unknown } } }).google?.maps?.importLibrary === 'function';

function OfficeMap() {
  const { t, lang } = useOfficeMapTexts();
  const actor = OfficeMapFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const setup = useSelector(actor, selectSetup);
  const markers = useMemo(() => setup.offices.map((office) => ({ key: officeKey(office), title: office.title, position: toLatLngLiteral(office) })), [setup.offices]);
  const id = useId();
  const close = useCallback(() => actor.send({ type: 'infoWindow.close' }), [actor]);
  const { rememberOpener } = useInfoWindowFocus(v.selected !== null, close);

  const select = (index: number) => {
    rememberOpener();
    actor.send({ type: 'marker.select', index });
  };
  const plural = new Intl.PluralRules(intlLocale(lang)).select(setup.offices.length) === 'one' ? 'one' : 'other';
  const selectedOffice = v.selected !== null ? setup.offices[v.selected] : undefined;
  const status = v.unavailable
    ? ''
    : v.pending
      ? t.pending
      : selectedOffice
        ? fill(t.showing, { office: selectedOffice.title })
        : v.markers
          ? fill(t.ready[plural], { count: setup.offices.length })
          : t.loading;

  return (
    <section className="office-map" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="office-map__title">
        {t.mapLabel}
      </h2>
      <div className={v.unavailable ? 'office-map__area office-map__area--note' : 'office-map__area'} data-office-map="" aria-busy={!v.unavailable && !v.markers ? true : undefined}>
        {v.unavailable ? (
          <p className="office-map__note">{t.configured.unavailable}</p>
        ) : v.map && setup.mapsKey && hasMapsApi() ? (
          <Suspense fallback={<p className="office-map__note">{t.loading}</p>}>
            <GoogleMap
              mapsKey={setup.mapsKey}
              mapId={setup.mapId}
              lang={setup.lang}
              options={defaultMapOptions(setup.center, setup.zoom)}
              markers={v.markers ? markers : NO_MARKERS}
              selected={v.selected}
              selectedZoom={MAP_LIMITS.selectZoom}
              onSelect={select}
              info={(i) => (setup.offices[i] ? <OfficeInfo office={setup.offices[i]} onClose={close} /> : null)}
              className="office-map__canvas"
            />
          </Suspense>
        ) : (
          <p className="office-map__note">{v.pending ? t.pending : t.loading}</p>
        )}
      </div>
      {/* Drawn with the map, its buttons usable once the markers are there: nothing below moves then. */}
      {(v.markers || v.pending) && (
        <nav className="office-map__list" aria-labelledby={`${id}-list`}>
          <h3 id={`${id}-list`} className="office-map__list-title">
            {t.listTitle}
          </h3>
          <ul>
            {setup.offices.map((office, i) => (
              <li key={officeKey(office)}>
                <button
                  type="button"
                  className="office-map__show"
                  aria-pressed={v.selected === i}
                  disabled={!v.markers}
                  aria-label={fill(t.showOnMap, { office: office.title })}
                  onClick={() => select(i)}
                >
                  {office.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <LiveRegion>{status}</LiveRegion>
    </section>
  );
}
