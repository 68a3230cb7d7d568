/** The colour of each calendar label, as Vuexy's calendar shows them. */
import type { CalendarCategory } from '@/api/types/calendar';
import type { Tone } from '@/components/ui/tone';

export const LABEL_TONE: Record<CalendarCategory, Tone> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'error',
  Family: 'warning',
  ETC: 'info',
};

/** The tone class of a label (sets --ee-tone and its solid and ink variants). */
export const LABEL_TONE_CLASS: Record<CalendarCategory, string> = {
  Business: 'ee:tone-primary',
  Holiday: 'ee:tone-success',
  Personal: 'ee:tone-error',
  Family: 'ee:tone-warning',
  ETC: 'ee:tone-info',
};
