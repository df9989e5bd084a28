/**
 * The location page's map (site-2.6, site-2.7): the map's area (a named region) says what the
 * chart's `map` region is doing (loading; unavailable, as text, with no key or a failed script),
 * then draws the map (src/ui/map/GoogleMap, its own chunk, only once the script is there) at the
 * chart's view (Texas at zoom 5 before a search, the searched point at the search zoom after one)
 * with a marker per office found. A marker, or its office's button in the list, opens the office's
 * info window (views/offices/OfficeInfo.tsx); the list's view handles Escape and the focus
 * (views/offices/useInfoWindowFocus.ts).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { OfficeSearchMachine } from '../../machines/officeSearch.machine';
import { defaultMapOptions, MAP_LIMITS, officeKey, toLatLngLiteral } from '../../src/rules/officeMap';
import { OfficeInfo } from '../offices/OfficeInfo';
import { useOfficeMapTexts } from '../offices/mapTexts';
import { OfficeSearchFlow } from './OfficeSearchFlow';

const GoogleMap = lazy(() => import('../../src/ui/map/GoogleMap'));

type Snap = SnapshotFrom<OfficeSearchMachine>;

const selectMap = (s: Snap) => ({
  unavailable: s.matches({ map: 'unavailable' }),
  loading: s.hasTag('mapLoading'),
  map: s.hasTag('map'),
  selected: s.context.selected,
  lat: s.context.center.latitude,
  lng: s.context.center.longitude,
  zoom: s.context.mapZoom,
});
const selectSetup = (s: Snap) => ({ mapsKey: s.context.mapsKey, mapId: s.context.mapId, lang: s.context.lang });
const selectResults = (s: Snap) => s.context.results;

/** The maps API is on the page (the chart loaded it; a test or the studio may give a stand-in). */
const hasMapsApi = () => typeof (globalThis as { google?: { maps?: { importLibrary?: unknown } } }).google?.maps?.importLibrary === 'function';

export interface SearchMapProps {
  label: string;
  unavailable: string;
  onSelect: (index: number) => void;
}

export function SearchMap({ label, unavailable, onSelect }: SearchMapProps) {
  const { t } = useOfficeMapTexts();
  const actor = OfficeSearchFlow.useActorRef();
  const v = useSelector(actor, selectMap, shallowEqual);
  const setup = useSelector(actor, selectSetup, shallowEqual);
  const results = useSelector(actor, selectResults);
  const id = useId();
  const markers = useMemo(() => results.map(({ office }) => ({ key: officeKey(office), title: office.title, position: toLatLngLiteral(office) })), [results]);
  const camera = useMemo(() => ({ center: { lat: v.lat, lng: v.lng }, zoom: v.zoom }), [v.lat, v.lng, v.zoom]);
  const close = () => actor.send({ type: 'infoWindow.close' });
  return (
    <section className="office-map office-search__map" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="office-map__title">
        {label}
      </h2>
      <div className={v.unavailable ? 'office-map__area office-map__area--note' : 'office-map__area'} data-office-map="" aria-busy={v.loading || undefined}>
        {v.unavailable ? (
          <p className="office-map__note">{unavailable}</p>
        ) : v.map && setup.mapsKey && hasMapsApi() ? (
          <Suspense fallback={<p className="office-map__note">{t.loading}</p>}>
            <GoogleMap
              mapsKey={setup.mapsKey}
              mapId={setup.mapId}
              lang={setup.lang}
              options={defaultMapOptions({ latitude: v.lat, longitude: v.lng }, v.zoom)}
              camera={camera}
              markers={markers}
              selected={v.selected}
              selectedZoom={MAP_LIMITS.selectZoom}
              onSelect={onSelect}
              info={(i) => (results[i] ? <OfficeInfo office={results[i].office} onClose={close} /> : null)}
              className="office-map__canvas"
            />
          </Suspense>
        ) : (
          <p className="office-map__note">{v.loading ? t.loading : ''}</p>
        )}
      </div>
    </section>
  );
}
