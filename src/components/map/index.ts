export { MapView, OSM_TILES, OSM_ATTRIBUTION, type MapViewProps, type MapMarker } from './map-view';
