import { useEffect, useRef, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import type { MapMarker } from './map-marker';
import { addMarkers, fitMarkers } from './map-markers';
import { mapThemeClasses } from './map-theme';
import { useLeaflet } from './use-leaflet';
import { sizeOf, useLeafletMap } from './use-leaflet-map';

/** OpenStreetMap's standard tiles: the default background of every MapView. */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The attribution OpenStreetMap's tile policy asks for. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export type { MapMarker } from './map-marker';

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
  const L = useLeaflet();
  const clickRef = useRef(onMarkerClick);
  const reducedMotion = useReducedMotion();
  // The markers by content: a caller that maps its data afresh on every render must not clear
  // the markers (and a label the user opened) or throw away the view each time.
  const markersKey = JSON.stringify(markers);
  const { mapRef, layerRef, drawRef, drawnSizeRef, userMovedRef } = useLeafletMap(
    containerRef,
    L,
    reducedMotion,
  );

  useEffect(() => {
    clickRef.current = onMarkerClick;
  }, [onMarkerClick]);

  // Tiles: replaced when the setting changes.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !L || !tiles) return;
    const layer = L.tileLayer(tiles, { attribution, maxZoom: 19 }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [L, mapRef, tiles, attribution, reducedMotion]);

  // Markers and the view that fits them.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || !L) return;
    const list = JSON.parse(markersKey) as MapMarker[];
    const draw = () => {
      layer.clearLayers();
      fitMarkers(L, map, list, { selectedId, focusZoom, maxZoom });
      // Without animation the fit is synchronous: the moves it just fired were ours.
      userMovedRef.current = false;
      drawnSizeRef.current = sizeOf(map.getContainer());
      addMarkers(L, map, layer, list, selectedId, (id) => clickRef.current?.(id));
    };
    drawRef.current = draw;
    draw();
  }, [
    L,
    mapRef,
    layerRef,
    drawRef,
    drawnSizeRef,
    userMovedRef,
    markersKey,
    selectedId,
    maxZoom,
    focusZoom,
    reducedMotion,
  ]);

  return (
    <div
      ref={containerRef}
      role="region"
      className={cn(
        'ee-map ee:relative ee:z-0 ee:h-80 ee:w-full ee:overflow-hidden ee:rounded-ee ee:!bg-surface-2 ee:![background-image:radial-gradient(var(--ee-border)_1px,transparent_1px)] ee:![background-size:16px_16px]',
        // Leaflet places tooltips for a left-to-right page: in rtl one would sit a label's width
        // off its marker. The pane stays ltr; each label's own text takes its direction (dir=auto).
        'ee:[&_.leaflet-tooltip-pane]:[direction:ltr]',
        mapThemeClasses,
        className,
      )}
      {...props}
    />
  );
}
