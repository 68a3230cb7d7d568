import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import type { Tone } from '../ui/tone';

/** OpenStreetMap's standard tiles: the default background of every MapView. */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The attribution OpenStreetMap's tile policy asks for. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** One point on the map. */
export interface MapMarker {
  /** Stable id (passed back by `onMarkerClick`). */
  id: string;
  lat: number;
  lng: number;
  /** Shown next to the marker. */
  label: string;
  /** Colour of the marker. */
  tone?: Tone;
}

export type MapViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /**
   * The points to show, compared by content: a new array with the same points changes nothing.
   * The view fits them (with room for the outer labels), and fits them again when the map's box
   * changes size, until the user pans or zooms.
   */
  markers: readonly MapMarker[];
  /** Tile URL template (`{z}/{x}/{y}`), or null for no tiles: markers on a plain background. */
  tiles?: string | null;
  /** Attribution of the tiles (HTML); defaults to OpenStreetMap's. */
  attribution?: string;
  /** The marker drawn larger, with a ring. */
  selectedId?: string | null;
  /** Called when a marker is clicked. */
  onMarkerClick?: (id: string) => void;
  /** Accessible name of the map region. */
  'aria-label': string;
  /** Zoom when a single point (or several at the same place) is shown. */
  maxZoom?: number;
  /**
   * Centres the map on the selected marker at this zoom (following it when it is chosen or
   * moves) instead of fitting every marker; with no marker selected, every marker is fitted.
   */
  focusZoom?: number;
};

// Leaflet draws circle markers as SVG paths; the class names set their colours from the theme,
// so no image assets are needed and dark mode follows.
const toneClass: Record<Tone, string> = {
  primary: 'ee:tone-primary',
  secondary: 'ee:tone-secondary',
  success: 'ee:tone-success',
  info: 'ee:tone-info',
  warning: 'ee:tone-warning',
  error: 'ee:tone-error',
};

/**
 * A marker's label as an element, not a string: Leaflet puts a string in as HTML, and labels are
 * names people typed. `dir="auto"` gives each label its own direction, so "35 kV Substation"
 * keeps its number in front inside a right-to-left page.
 */
function markerLabel(text: string): HTMLElement {
  const el = document.createElement('span');
  el.dir = 'auto';
  el.textContent = text;
  return el;
}

// Leaflet's own rules (in the kit's stylesheet) reach its elements with two classes, more than a
// utility's one: the theme's overrides of labels, zoom buttons and attribution are important.
const themeClasses = cn(
  'ee:font-sans!',
  'ee:[&_.ee-map-label]:rounded-[4px]! ee:[&_.ee-map-label]:border-line! ee:[&_.ee-map-label]:bg-surface! ee:[&_.ee-map-label]:px-1.5! ee:[&_.ee-map-label]:py-0.5! ee:[&_.ee-map-label]:text-[12px]! ee:[&_.ee-map-label]:font-medium! ee:[&_.ee-map-label]:text-heading! ee:[&_.ee-map-label]:shadow-soft!',
  'ee:[&_.leaflet-tooltip-top]:before:border-t-surface!',
  'ee:[&_.leaflet-bar]:border-line! ee:[&_.leaflet-bar]:shadow-soft! ee:[&_.leaflet-bar_a]:border-line! ee:[&_.leaflet-bar_a]:bg-surface! ee:[&_.leaflet-bar_a]:text-heading! ee:[&_.leaflet-bar_a:hover]:bg-surface-2!',
  'ee:[&_.leaflet-control-attribution]:bg-surface/80! ee:[&_.leaflet-control-attribution]:text-muted! ee:[&_.leaflet-control-attribution_a]:text-primary!',
);

/** Room around the markers, in px: enough above for a label and its arrow. */
const LABEL_ROOM_MIN = 48;

/** Room beside the outermost markers for half of the widest label (labels sit centred above). */
function labelRoom(list: readonly MapMarker[], el: HTMLElement): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context || list.length === 0) return LABEL_ROOM_MIN;
  context.font = `500 12px ${getComputedStyle(el).fontFamily}`;
  // Text, the label's padding and border (14 px), then a little air.
  const widest = Math.max(...list.map((m) => context.measureText(m.label).width)) + 14;
  return Math.round(Math.min(Math.max(LABEL_ROOM_MIN, widest / 2 + 8), el.clientWidth / 4));
}

type LeafletModule = typeof Leaflet;
let leafletModule: Promise<LeafletModule> | undefined;

/**
 * Leaflet touches `window` as it loads, so it is imported when a map mounts, never with the
 * module: the package then imports in Node (tests, SSR) and hosts without maps never load it.
 */
function loadLeaflet(): Promise<LeafletModule> {
  leafletModule ??= import('leaflet').then(
    (m) => ((m as { default?: LeafletModule }).default ?? m) as LeafletModule,
  );
  return leafletModule;
}

function sizeOf(el: HTMLElement): string {
  return `${el.clientWidth}x${el.clientHeight}`;
}

/**
 * A Leaflet map of markers. Tiles are a setting: when they cannot load (offline machines) or
 * are turned off (`tiles={null}`), the markers and their labels still show on a plain background.
 */
export function MapView({
  markers,
  tiles = OSM_TILES,
  attribution = OSM_ATTRIBUTION,
  selectedId = null,
  onMarkerClick,
  maxZoom = 17,
  focusZoom,
  className,
  ...props
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [L, setLeaflet] = useState<LeafletModule | null>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const layerRef = useRef<Leaflet.LayerGroup | null>(null);
  const clickRef = useRef(onMarkerClick);
  // Draws the current markers and fits them into view. The map draws again when its box
  // changes size, until the user pans or zooms: from then on the view is theirs to keep.
  const drawRef = useRef<(() => void) | null>(null);
  const drawnSizeRef = useRef('');
  const userMovedRef = useRef(false);
  const reducedMotion = useReducedMotion();
  // The markers by content: a caller that maps its data afresh on every render must not clear
  // the markers (and a label the user opened) or throw away the view each time.
  const markersKey = JSON.stringify(markers);

  useEffect(() => {
    clickRef.current = onMarkerClick;
  }, [onMarkerClick]);

  useEffect(() => {
    let mounted = true;
    void loadLeaflet().then((module) => mounted && setLeaflet(() => module));
    return () => {
      mounted = false;
    };
  }, []);

  // The map itself: made once per container.
  useEffect(() => {
    const el = containerRef.current;
    if (!el || !L) return;
    const map = L.map(el, {
      zoomControl: true,
      attributionControl: true,
      zoomAnimation: !reducedMotion,
      fadeAnimation: !reducedMotion,
      markerZoomAnimation: !reducedMotion,
      scrollWheelZoom: false,
    });
    map.attributionControl.setPrefix(false);
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    // A drag, the zoom buttons or the keyboard; our own fits clear the flag again right after.
    map.on('movestart zoomstart', () => {
      userMovedRef.current = true;
    });
    // invalidateSize keeps the centre and zoom: draw again so every marker stays in view and
    // the labels that collide at the new size are the ones hidden.
    const resize = new ResizeObserver(() => {
      map.invalidateSize({ animate: false });
      if (!userMovedRef.current && sizeOf(el) !== drawnSizeRef.current) drawRef.current?.();
    });
    resize.observe(el);
    // Leaflet places a label from its size when it opens. When that size changes later (the web
    // font arrives, the theme changes), place it again, or it sits a pixel or more off its marker.
    const openLabels = new Map<Element, Leaflet.Tooltip>();
    const labelSize = new ResizeObserver((entries) =>
      entries.forEach((entry) => openLabels.get(entry.target)?.update()),
    );
    map.on('tooltipopen', (e: Leaflet.TooltipEvent) => {
      const label = e.tooltip.getElement();
      if (!label) return;
      openLabels.set(label, e.tooltip);
      labelSize.observe(label);
    });
    map.on('tooltipclose', (e: Leaflet.TooltipEvent) => {
      const label = e.tooltip.getElement();
      if (!label) return;
      openLabels.delete(label);
      labelSize.unobserve(label);
    });
    return () => {
      labelSize.disconnect();
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [L, reducedMotion]);

  // Tiles: replaced when the setting changes.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !L || !tiles) return;
    const layer = L.tileLayer(tiles, { attribution, maxZoom: 19 }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [L, tiles, attribution, reducedMotion]);

  // Markers and the view that fits them.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || !L) return;
    const list = JSON.parse(markersKey) as MapMarker[];
    const draw = () => {
      layer.clearLayers();
      const focus = focusZoom === undefined ? undefined : list.find((m) => m.id === selectedId);
      if (focus) {
        map.setView([focus.lat, focus.lng], focusZoom, { animate: false });
      } else if (list.length > 0) {
        const bounds = L.latLngBounds(list.map((m) => [m.lat, m.lng] as [number, number]));
        const side = labelRoom(list, map.getContainer());
        map.fitBounds(bounds, {
          paddingTopLeft: [side, LABEL_ROOM_MIN],
          paddingBottomRight: [side, LABEL_ROOM_MIN],
          maxZoom,
          animate: false,
        });
      } else {
        map.setView([0, 0], 1, { animate: false });
      }
      // Without animation the fit is synchronous: the moves it just fired were ours.
      userMovedRef.current = false;
      drawnSizeRef.current = sizeOf(map.getContainer());
      // Labels stay on only where they do not collide; crowded markers show theirs on hover.
      const points = list.map((m) => map.latLngToContainerPoint([m.lat, m.lng]));
      const crowded = (i: number) =>
        points.some(
          (p, j) =>
            j !== i && Math.abs(p.x - points[i].x) < 120 && Math.abs(p.y - points[i].y) < 28,
        );
      list.forEach((m, i) => {
        const selected = m.id === selectedId;
        const marker = L.circleMarker([m.lat, m.lng], {
          radius: selected ? 11 : 8,
          weight: selected ? 4 : 2,
          fillOpacity: 0.9,
          className: cn(
            'ee-map-marker ee:fill-tone-solid',
            selected ? 'ee:stroke-tone' : 'ee:stroke-surface',
            toneClass[m.tone ?? 'primary'],
          ),
        });
        marker.bindTooltip(markerLabel(m.label), {
          permanent: selected || !crowded(i),
          direction: 'top',
          offset: [0, selected ? -12 : -9],
          className: 'ee-map-label',
        });
        marker.on('click', () => clickRef.current?.(m.id));
        marker.addTo(layer);
      });
    };
    drawRef.current = draw;
    draw();
  }, [L, markersKey, selectedId, maxZoom, focusZoom, reducedMotion]);

  return (
    <div
      ref={containerRef}
      role="region"
      className={cn(
        'ee-map ee:relative ee:z-0 ee:h-80 ee:w-full ee:overflow-hidden ee:rounded-ee ee:!bg-surface-2 ee:![background-image:radial-gradient(var(--ee-border)_1px,transparent_1px)] ee:![background-size:16px_16px]',
        // Leaflet places tooltips for a left-to-right page: in rtl one would sit a label's width
        // off its marker. The pane stays ltr; each label's own text takes its direction (dir=auto).
        'ee:[&_.leaflet-tooltip-pane]:[direction:ltr]',
        themeClasses,
        className,
      )}
      {...props}
    />
  );
}
