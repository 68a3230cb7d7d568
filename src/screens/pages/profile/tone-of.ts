import { tones, type Tone } from '@/components/ui/tone';

/** A colour named by the data ("error", "info") as a tone; anything else is primary. */
export function toneOf(color: string): Tone {
  return (tones as readonly string[]).includes(color) ? (color as Tone) : 'primary';
}
