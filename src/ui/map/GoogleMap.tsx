/**
 * A Google map with markers and one info window (@vis.gl/react-google-maps), the only module that
 * imports the library, so only a page with a map loads it (its own chunk: the office map's view
 * loads it lazily once the maps script is there). The map starts at its default view with no
 * map-type and no street-view control (site-2.1); markers come when given (site-2.2); the selected
 * marker is zoomed to, panned to, and its info window opened with the caller's content (site-2.3).
 * At a wide zoom the markers of one city would cover each other (too small a target to tap, and
 * one hiding another): they hide until the map is zoomed in, as the API's collision behaviour does;
 * the list beside the map reaches every office. The caller's content brings its own close button: the API's header (and its unlabelled close
 * button) is turned off.
 */
import { AdvancedMarker, APIProvider, CollisionBehavior, InfoWindow, Map, useAdvancedMarkerRef, useMap } from '@vis.gl/react-google-maps';
import { useEffect, type ReactNode } from 'react';

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface MapMarker {
  key: string;
  title: string;
  position: LatLngLiteral;
}

export interface GoogleMapProps {
  mapsKey: string;
  mapId: string;
  lang: string;
  /** The map's options at its default view: centre, zoom and the controls (site-2.1). */
  options: { defaultCenter: LatLngLiteral; defaultZoom: number; mapTypeControl: boolean; streetViewControl: boolean };
  /**
   * Where the camera is, when the caller moves it (the location search's point and zoom): the map
   * goes there whenever it changes. Without it the map stays where the visitor left it.
   */
  camera?: { center: LatLngLiteral; zoom: number };
  /** The markers, or none yet. */
  markers: readonly MapMarker[];
  /** The marker whose info window is open, and the zoom it is shown at. */
  selected: number | null;
  selectedZoom: number;
  onSelect: (index: number) => void;
  /** The info window's content for a marker. */
  info: (index: number) => ReactNode;
  className?: string;
}

/** The camera goes to the selected marker: zoom, then pan (site-2.3). */
function FollowSelection({ position, zoom }: { position: LatLngLiteral | null; zoom: number }) {
  const map = useMap();
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    map.setZoom(zoom);
    map.panTo({ lat, lng });
  }, [map, lat, lng, zoom]);
  return null;
}

/** The camera follows the caller's view when it changes (a new search's point and zoom). */
function FollowCamera({ camera }: { camera: { center: LatLngLiteral; zoom: number } }) {
  const map = useMap();
  const { lat, lng } = camera.center;
  const { zoom } = camera;
  useEffect(() => {
    if (!map) return;
    map.setZoom(zoom);
    map.panTo({ lat, lng });
  }, [map, lat, lng, zoom]);
  return null;
}

function Marker({ marker, open, onSelect, info }: { marker: MapMarker; open: boolean; onSelect: () => void; info: () => ReactNode }) {
  const [ref, element] = useAdvancedMarkerRef();
  return (
    <>
      {/* Markers that would cover another hide until the map is zoomed in (the open one always shows). */}
      <AdvancedMarker
        ref={ref}
        position={marker.position}
        title={marker.title}
        onClick={onSelect}
        zIndex={open ? 1 : undefined}
        collisionBehavior={open ? CollisionBehavior.REQUIRED : CollisionBehavior.OPTIONAL_AND_HIDES_LOWER_PRIORITY}
      />
      {open && (
        <InfoWindow anchor={element} headerDisabled shouldFocus={false}>
          {info()}
        </InfoWindow>
      )}
    </>
  );
}

export default function GoogleMap(props: GoogleMapProps) {
  const { markers, selected } = props;
  const open = selected !== null ? (markers[selected] ?? null) : null;
  return (
    <APIProvider apiKey={props.mapsKey} language={props.lang} region="US" libraries={['marker']}>
      <Map {...props.options} mapId={props.mapId} className={props.className} gestureHandling="cooperative" clickableIcons={false}>
        {markers.map((marker, i) => (
          <Marker key={marker.key} marker={marker} open={i === selected} onSelect={() => props.onSelect(i)} info={() => props.info(i)} />
        ))}
        {props.camera && <FollowCamera camera={props.camera} />}
        <FollowSelection position={open?.position ?? null} zoom={props.selectedZoom} />
      </Map>
    </APIProvider>
  );
}
