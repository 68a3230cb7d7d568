import type * as Leaflet from 'leaflet';

import { cn } from '@/lib/cn';

import { toneVariants } from '../ui/tone';
import type { MapMarker } from './map-marker';
import type { LeafletModule } from './use-leaflet';

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

/** Room around the markers, in px: enough above for a label and its arrow. */
export const LABEL_ROOM_MIN = 48;

/** Room beside the outermost markers for half of the widest label (labels sit centred above). */
function labelRoom(list: readonly MapMarker[], el: HTMLElement): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context || list.length === 0) return LABEL_ROOM_MIN;
  context.font = `500 12px ${getComputedStyle(el).fontFamily}`;
  // Text, the label's padding and border (14 px), then a little air.
  const widest = Math.max(...list.map((m) => context.measureText(m.label).width)) + 14;
  return Math.round(Math.min(Math.max(LABEL_ROOM_MIN, widest / 2 + 8), el.clientWidth / 4));
}

/** How the view is chosen: centred on the selected marker at `focusZoom`, or fitting them all. */
export interface MapFit {
  selectedId: string | null;
  focusZoom: number | undefined;
  maxZoom: number;
}

/** Moves the map (without animation, so synchronously) to show `list` as `fit` says. */
export function fitMarkers(
  L: LeafletModule,
  map: Leaflet.Map,
  list: readonly MapMarker[],
  { selectedId, focusZoom, maxZoom }: MapFit,
) {
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
}

/**
 * Draws `list` into `layer` as coloured circles, the selected one larger and ringed. Labels stay
 * on only where they do not collide at the map's present view; crowded markers show theirs on
 * hover.
 */
export function addMarkers(
  L: LeafletModule,
  map: Leaflet.Map,
  layer: Leaflet.LayerGroup,
  list: readonly MapMarker[],
  selectedId: string | null,
  onClick: (id: string) => void,
) {
  const points = list.map((m) => map.latLngToContainerPoint([m.lat, m.lng]));
  const crowded = (i: number) =>
    points.some(
      (p, j) => j !== i && Math.abs(p.x - points[i].x) < 120 && Math.abs(p.y - points[i].y) < 28,
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
        // Leaflet draws circle markers as SVG paths; the tone's class colours them from the theme,
        // so no image assets are needed and dark mode follows.
        toneVariants[m.tone ?? 'primary'],
      ),
    });
    marker.bindTooltip(markerLabel(m.label), {
      permanent: selected || !crowded(i),
      direction: 'top',
      offset: [0, selected ? -12 : -9],
      className: 'ee-map-label',
    });
    marker.on('click', () => onClick(m.id));
    marker.addTo(layer);
  });
}
