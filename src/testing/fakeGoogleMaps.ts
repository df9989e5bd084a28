/**
 * A small stand-in for the Google Maps JavaScript API: only what @vis.gl/react-google-maps calls
 * for the office map (a Map, AdvancedMarkerElement, InfoWindow, the event namespace and
 * importLibrary), recording each call so tests can check the options (centre, zoom, controls),
 * the markers, panTo / setZoom and the info window. It draws into the DOM as the real API does
 * where a test looks: each marker is an element in the map's div (a button named with its title,
 * as the real advanced marker is when clickable), and an open info window puts its content there.
 *
 * One function with no outside references: jsdom tests call it on their window, and the browser
 * tests serve its source as the maps script (e2e/mapsStub.ts), so both use the same fake.
 */

/** What the fake recorded: one entry per call, in order. */
export interface FakeMapsCall {
  what: 'Map' | 'setOptions' | 'panTo' | 'setZoom' | 'setCenter' | 'marker' | 'markerRemoved' | 'infoWindow.open' | 'infoWindow.close';
  /** The map's options, the marker's title and position, the zoom or the point. */
  value: unknown;
}

export interface FakeMapsRecorder {
  calls: FakeMapsCall[];
  /** The map's current centre and zoom. */
  camera(): { center: { lat: number; lng: number }; zoom: number } | null;
  /** The markers on the map now, in the order they were put there, with their title and position. */
  markers(): Array<{ title: string; position: { lat: number; lng: number } | null }>;
}

export function installFakeGoogleMaps(w: Window & typeof globalThis): FakeMapsRecorder {
  type Fn = (...args: unknown[]) => void;
  type Point = { lat: number; lng: number };
  const calls: FakeMapsCall[] = [];
  // Data only (what a test compares): elements, React children and functions the library passes along are left out.
  const plain = (value: unknown, depth = 0): unknown => {
    if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
    if (depth > 3 || 'nodeType' in value || '$$typeof' in value) return undefined;
    if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const p = plain(v, depth + 1);
      if (p !== undefined) out[k] = p;
    }
    return out;
  };
  const record = (what: FakeMapsCall['what'], value: unknown) => calls.push({ what, value: plain(value ?? null) });
  const listeners = new WeakMap<object, Map<string, Set<Fn>>>();
  const event = {
    addListener(target: object, name: string, fn: Fn) {
      let byName = listeners.get(target);
      if (!byName) listeners.set(target, (byName = new Map()));
      let set = byName.get(name);
      if (!set) byName.set(name, (set = new Set()));
      set.add(fn);
      return { remove: () => set.delete(fn) };
    },
    removeListener(l: { remove(): void }) {
      l.remove();
    },
    clearInstanceListeners(target: object) {
      listeners.delete(target);
    },
    trigger(target: object, name: string, ...args: unknown[]) {
      for (const fn of [...(listeners.get(target)?.get(name) ?? [])]) fn(...args);
    },
  };
  const toPoint = (p: unknown): Point => {
    const q = p as { lat: number | (() => number); lng: number | (() => number) };
    return { lat: typeof q.lat === 'function' ? q.lat() : q.lat, lng: typeof q.lng === 'function' ? q.lng() : q.lng };
  };
  class LatLng {
    #p: Point;
    constructor(lat: number | Point, lng?: number) {
      this.#p = typeof lat === 'number' ? { lat, lng: lng ?? 0 } : toPoint(lat);
    }
    lat() {
      return this.#p.lat;
    }
    lng() {
      return this.#p.lng;
    }
    toJSON() {
      return { ...this.#p };
    }
  }
  class MVCObject {
    addListener(name: string, fn: Fn) {
      return event.addListener(this, name, fn);
    }
    set(key: string, value: unknown) {
      (this as unknown as Record<string, unknown>)[key] = value;
    }
    get(key: string) {
      return (this as unknown as Record<string, unknown>)[key];
    }
  }
  /** The maps made, the latest last (the one a test looks at). */
  const made: FakeMap[] = [];
  class FakeMap extends MVCObject {
    div: HTMLElement;
    center: Point = { lat: 0, lng: 0 };
    zoom = 0;
    options: Record<string, unknown> = {};
    constructor(div: HTMLElement, options: Record<string, unknown> = {}) {
      super();
      this.div = div;
      div.setAttribute('data-fake-map', '');
      // Drawn plainly (styles set through the CSSOM, as the real API's are), so a page shows where things are.
      div.style.position = 'relative';
      div.style.background = 'repeating-linear-gradient(45deg, #e4ecf2, #e4ecf2 12px, #dbe5ec 12px, #dbe5ec 24px)';
      record('Map', options);
      this.#apply(options);
      made.push(this);
    }
    #apply(options: Record<string, unknown>) {
      Object.assign(this.options, options);
      if (options.center) this.center = toPoint(options.center);
      if (typeof options.zoom === 'number') this.zoom = options.zoom;
    }
    setOptions(options: Record<string, unknown>) {
      record('setOptions', options);
      this.#apply(options ?? {});
    }
    getDiv() {
      return this.div;
    }
    getCenter() {
      return new LatLng(this.center);
    }
    getZoom() {
      return this.zoom;
    }
    getHeading() {
      return 0;
    }
    getTilt() {
      return 0;
    }
    panTo(p: unknown) {
      this.center = toPoint(p);
      record('panTo', this.center);
      this.place();
    }
    /** Markers where the camera shows them (Web Mercator: the world is 256 * 2^zoom pixels wide). */
    place() {
      const scale = 256 * 2 ** this.zoom;
      const project = (q: Point) => ({
        x: ((q.lng + 180) / 360) * scale,
        y: ((1 - Math.log(Math.tan(Math.PI / 4 + (q.lat * Math.PI) / 360)) / Math.PI) / 2) * scale,
      });
      const c = project(this.center);
      // Optional markers that would cover one already shown are hidden, as the real API does
      // (collisionBehavior OPTIONAL_AND_HIDES_LOWER_PRIORITY); required ones always show.
      const shown: Array<{ x: number; y: number }> = [];
      const children = Array.from(this.div.children).filter((child) => placed.has(child));
      const required = (el: Element) => (el as unknown as { collisionBehavior?: string }).collisionBehavior !== 'OPTIONAL_AND_HIDES_LOWER_PRIORITY';
      for (const child of [...children.filter(required), ...children.filter((el) => !required(el))]) {
        const m = project(placed.get(child)!());
        const el = child as HTMLElement;
        const x = Math.round(m.x - c.x);
        const y = Math.round(m.y - c.y);
        el.style.left = `calc(50% + ${x - MARKER_PX / 2}px)`;
        el.style.top = `calc(50% + ${y - MARKER_PX / 2}px)`;
        el.hidden = !required(el) && shown.some((o) => Math.abs(o.x - x) < MARKER_PX && Math.abs(o.y - y) < MARKER_PX);
        if (!el.hidden) shown.push({ x, y });
      }
    }
    setCenter(p: unknown) {
      this.center = toPoint(p);
      record('setCenter', this.center);
    }
    setZoom(z: number) {
      this.zoom = z;
      record('setZoom', z);
      this.place();
    }
    moveCamera(c: { center?: unknown; zoom?: number }) {
      if (c.center) this.center = toPoint(c.center);
      if (typeof c.zoom === 'number') this.zoom = c.zoom;
    }
    fitBounds() {}
  }
  const doc = w.document;
  /** A marker's size: a 24 px target. */
  const MARKER_PX = 24;
  const onMap = new Set<{ title: string; position: Point | null }>();
  /** Where each marker element is, for drawing. */
  const placed = new WeakMap<Element, () => Point>();
  /** The real AdvancedMarkerElement is an element; so is this one (a constructor that returns it). */
  function AdvancedMarkerElement(this: unknown) {
    const el = doc.createElement('div') as unknown as HTMLElement & Record<string, unknown>;
    el.className = 'fake-marker';
    Object.assign(el.style, { position: 'absolute', boxSizing: 'border-box', width: `${MARKER_PX}px`, height: `${MARKER_PX}px`, borderRadius: '50%', background: '#c01c28', border: '3px solid #fff', cursor: 'pointer' });
    placed.set(el, () => position ?? { lat: 0, lng: 0 });
    let map: FakeMap | null = null;
    let title = '';
    let clickable = false;
    let position: Point | null = null;
    let collision: string | undefined;
    const live = {
      get title() {
        return title;
      },
      get position() {
        return position;
      },
    };
    const show = () => {
      if (clickable) {
        el.setAttribute('role', 'button');
        el.tabIndex = 0;
      }
      if (title) el.setAttribute('aria-label', title);
    };
    Object.defineProperties(el, {
      map: {
        get: () => map,
        set(m: FakeMap | null) {
          if (m === map) return;
          if (map) {
            el.remove();
            onMap.delete(live);
            record('markerRemoved', title);
          }
          map = m;
          if (m) {
            m.div.append(el);
            onMap.add(live);
            m.place();
            record('marker', { title, position });
          }
        },
      },
      position: {
        get: () => position,
        set(p: unknown) {
          position = p ? toPoint(p) : null;
          map?.place();
        },
      },
      title: {
        get: () => title,
        set(t: string) {
          title = t;
          show();
        },
      },
      collisionBehavior: {
        get: () => collision,
        set(c: string | undefined) {
          collision = c;
          map?.place();
        },
      },
      gmpClickable: {
        get: () => clickable,
        set(c: boolean) {
          clickable = c;
          show();
        },
      },
    });
    el.content = null;
    el.addEventListener('click', () => el.dispatchEvent(new w.Event('gmp-click')));
    el.addEventListener('keydown', (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') el.dispatchEvent(new w.Event('gmp-click'));
    });
    return el;
  }
  class InfoWindow extends MVCObject {
    options: Record<string, unknown>;
    content: Node | null = null;
    frame: HTMLElement | null = null;
    constructor(options: Record<string, unknown> = {}) {
      super();
      this.options = { ...options };
    }
    setOptions(options: Record<string, unknown>) {
      Object.assign(this.options, options);
    }
    setContent(node: Node | null) {
      this.content = node;
      if (this.frame) this.frame.replaceChildren(...(node ? [node] : []));
    }
    open(opts: { map?: FakeMap; anchor?: { title?: string } } = {}) {
      const map = opts.map ?? made.at(-1);
      if (!map) return;
      this.frame?.remove();
      this.frame = doc.createElement('div');
      this.frame.className = 'fake-info-window';
      Object.assign(this.frame.style, { position: 'absolute', left: '50%', top: '1rem', transform: 'translateX(-50%)', background: '#fff', padding: '0.75rem', borderRadius: '0.5rem', boxShadow: '0 2px 8px rgba(0,0,0,.3)', maxHeight: 'calc(100% - 2rem)', overflow: 'auto', zIndex: '2' });
      if (this.content) this.frame.append(this.content);
      map.div.append(this.frame);
      record('infoWindow.open', { anchor: opts.anchor?.title ?? null, options: this.options });
    }
    close() {
      if (!this.frame) return;
      this.frame.remove();
      this.frame = null;
      record('infoWindow.close', null);
      event.trigger(this, 'close');
    }
  }
  class Size {
    width: number;
    height: number;
    constructor(width: number, height: number) {
      this.width = width;
      this.height = height;
    }
  }
  class PinElement {
    element = doc.createElement('div');
  }
  const Settings = { getInstance: () => ({}) };
  const libraries: Record<string, Record<string, unknown>> = {
    core: { event, LatLng, MVCObject, Size, Settings },
    maps: { Map: FakeMap, InfoWindow },
    marker: { AdvancedMarkerElement, PinElement },
  };
  const maps = {
    version: '3.62.0',
    event,
    LatLng,
    MVCObject,
    Size,
    Settings,
    Map: FakeMap,
    InfoWindow,
    marker: libraries.marker,
    importLibrary: (name: string) => Promise.resolve(libraries[name] ?? {}),
  };
  (w as unknown as { google: { maps: typeof maps } }).google = { maps };
  const recorder: FakeMapsRecorder = {
    calls,
    camera: () => {
      const current = made.at(-1);
      return current ? { center: { ...current.center }, zoom: current.zoom } : null;
    },
    markers: () => [...onMap].map((m) => ({ title: m.title, position: m.position ? { ...m.position } : null })),
  };
  (w as unknown as { __fakeMaps: FakeMapsRecorder }).__fakeMaps = recorder;
  return recorder;
}

/** Take the fake away again (jsdom tests share their window). */
export function removeFakeGoogleMaps(w: Window & typeof globalThis): void {
  const g = w as unknown as { google?: unknown; __fakeMaps?: unknown };
  delete g.google;
  delete g.__fakeMaps;
}
