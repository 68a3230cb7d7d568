import type * as Leaflet from 'leaflet';
import { useEffect, useRef, type RefObject } from 'react';

import type { LeafletModule } from './use-leaflet';

/** The box's size as a key: the map draws again when it changes. */
export function sizeOf(el: HTMLElement): string {
  return `${el.clientWidth}x${el.clientHeight}`;
}

/**
 * The Leaflet map in `containerRef`, made once per container (again when motion preferences
 * change), with a layer for the markers. `drawRef` draws the markers and fits them into view;
 * the map calls it again when its box changes size, until the user pans or zooms
 * (`userMovedRef`): from then on the view is theirs to keep.
 */
export function useLeafletMap(
  containerRef: RefObject<HTMLDivElement | null>,
  L: LeafletModule | null,
  reducedMotion: boolean,
) {
  const mapRef = useRef<Leaflet.Map | null>(null);
  const layerRef = useRef<Leaflet.LayerGroup | null>(null);
  const drawRef = useRef<(() => void) | null>(null);
  const drawnSizeRef = useRef('');
  const userMovedRef = useRef(false);

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
  }, [L, containerRef, reducedMotion]);

  return { mapRef, layerRef, drawRef, drawnSizeRef, userMovedRef };
}
