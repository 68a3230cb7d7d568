import type { Tone } from '../ui/tone';

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
