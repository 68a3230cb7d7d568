import { cn } from '@/lib/cn';

// Leaflet's own rules (in the kit's stylesheet) reach its elements with two classes, more than a
// utility's one: the theme's overrides of labels, zoom buttons and attribution are important.
export const mapThemeClasses = cn(
  'ee:font-sans!',
  'ee:[&_.ee-map-label]:rounded-[4px]! ee:[&_.ee-map-label]:border-line! ee:[&_.ee-map-label]:bg-surface! ee:[&_.ee-map-label]:px-1.5! ee:[&_.ee-map-label]:py-0.5! ee:[&_.ee-map-label]:text-[12px]! ee:[&_.ee-map-label]:font-medium! ee:[&_.ee-map-label]:text-heading! ee:[&_.ee-map-label]:shadow-soft!',
  'ee:[&_.leaflet-tooltip-top]:before:border-t-surface!',
  'ee:[&_.leaflet-bar]:border-line! ee:[&_.leaflet-bar]:shadow-soft! ee:[&_.leaflet-bar_a]:border-line! ee:[&_.leaflet-bar_a]:bg-surface! ee:[&_.leaflet-bar_a]:text-heading! ee:[&_.leaflet-bar_a:hover]:bg-surface-2!',
  'ee:[&_.leaflet-control-attribution]:bg-surface/80! ee:[&_.leaflet-control-attribution]:text-muted! ee:[&_.leaflet-control-attribution_a]:text-primary!',
);
