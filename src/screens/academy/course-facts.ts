/**
 * What the academy screens work out from a course: completion (SPEC §4), its length as a number,
 * the figures of the welcome card, and each tag's catalogue key and colour. Pure.
 */
import type { Course, CourseTag } from '@/api/types/academy';
import type { Tone } from '@/components/ui/tone';

/** SPEC §4: a course is completed when every task is done. */
export function isCourseCompleted(course: Pick<Course, 'completedTasks' | 'totalTasks'>): boolean {
  return course.completedTasks === course.totalTasks;
}

/** Share of the tasks done, 0–1. */
export function progressOf(course: Pick<Course, 'completedTasks' | 'totalTasks'>): number {
  return course.totalTasks > 0 ? Math.min(1, course.completedTasks / course.totalTasks) : 0;
}

/** "17h 34m" → 1054 minutes; "45m" → 45; text without hours or minutes → undefined. */
export function minutesOf(time: string): number | undefined {
  const hours = /(\d+(?:\.\d+)?)\s*h/i.exec(time);
  const minutes = /(\d+)\s*m(?!s)/i.exec(time);
  if (!hours && !minutes) return undefined;
  return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
}

/** Intl.DurationFormat where the browser has it (Chromium 129+, Node 23+). */
interface DurationFormatLike {
  format: (duration: { hours?: number; minutes?: number }) => string;
}
type DurationFormatConstructor = new (
  locale: string,
  options: { style: 'narrow' | 'short' },
) => DurationFormatLike;

/** A length in minutes in the user's language: "17h 34m", "17 h 34 min", "١٧ س و٣٤ د". */
export function formatLength(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const Duration = (Intl as unknown as { DurationFormat?: DurationFormatConstructor })
    .DurationFormat;
  if (Duration)
    return new Duration(locale, { style: 'narrow' }).format({
      ...(hours > 0 && { hours }),
      ...((rest > 0 || hours === 0) && { minutes: rest }),
    });
  const unit = (value: number, u: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'narrow' }).format(value);
  return [hours > 0 ? unit(hours, 'hour') : '', rest > 0 || hours === 0 ? unit(rest, 'minute') : '']
    .filter(Boolean)
    .join(' ');
}

/** A course's "time" text in the user's language when it reads as a length, else as written. */
export function courseLength(time: string, locale: string): string {
  const minutes = minutesOf(time);
  return minutes === undefined ? time : formatLength(minutes, locale);
}

/**
 * A section's or topic's time as the data writes it ("21 min", "5:00 min", "1.2 hours") in the
 * user's language; other text as written.
 */
export function formatTimeText(text: string, locale: string): string {
  const unit = (
    value: number,
    u: 'minute' | 'second' | 'hour',
    display: 'short' | 'narrow' | 'long' = 'short',
  ) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: u,
      unitDisplay: display,
      maximumFractionDigits: 1,
    }).format(value);
  const trimmed = text.trim();
  const minutes = /^(\d+)\s*min$/i.exec(trimmed);
  if (minutes) return unit(Number(minutes[1]), 'minute');
  const clock = /^(\d+):(\d{2})\s*min$/i.exec(trimmed);
  if (clock)
    return Number(clock[2]) === 0
      ? unit(Number(clock[1]), 'minute')
      : `${unit(Number(clock[1]), 'minute', 'narrow')} ${unit(Number(clock[2]), 'second', 'narrow')}`;
  const hours = /^(\d+(?:\.\d+)?)\s*hours?$/i.exec(trimmed);
  if (hours) return unit(Number(hours[1]), 'hour', 'long');
  const length = minutesOf(trimmed);
  return length !== undefined && /^[\d\s.hm]+$/i.test(trimmed)
    ? formatLength(length, locale)
    : text;
}

/** The welcome card's figures over all of a learner's courses. */
export interface CourseFigures {
  /** Hours of course time done: each course's length in the share of its tasks done. */
  hoursSpent: number;
  completed: number;
  /** Started (a task done) and not completed. */
  inProgress: number;
  total: number;
}

export function courseFigures(courses: readonly Course[]): CourseFigures {
  let minutes = 0;
  let completed = 0;
  let inProgress = 0;
  for (const c of courses) {
    minutes += (minutesOf(c.time) ?? 0) * progressOf(c);
    if (isCourseCompleted(c)) completed++;
    else if (c.completedTasks > 0) inProgress++;
  }
  return {
    hoursSpent: Math.round((minutes / 60) * 10) / 10,
    completed,
    inProgress,
    total: courses.length,
  };
}

/** Catalogue key (`tags.<key>`) of each tag. */
export const TAG_KEYS: Record<CourseTag, 'web' | 'design' | 'psychology' | 'uiux' | 'art'> = {
  Web: 'web',
  Design: 'design',
  Psychology: 'psychology',
  'UI/UX': 'uiux',
  Art: 'art',
};

/** Chip colour of each tag (as in Vuexy's academy). */
export const TAG_TONES: Record<CourseTag, Tone> = {
  Web: 'primary',
  Design: 'success',
  Psychology: 'info',
  'UI/UX': 'warning',
  Art: 'error',
};
