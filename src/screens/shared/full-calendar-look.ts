/**
 * FullCalendar in the kit's look, shared by the sample calendar and the work order calendar:
 * its languages, its variables pointed at the kit's tokens, the frame's classes and a repair of
 * its markup for assistive technology.
 */
import type { LocaleInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import frLocale from '@fullcalendar/core/locales/fr';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import type { CSSProperties } from 'react';

export const FULLCALENDAR_LOCALES: Record<string, LocaleInput | undefined> = {
  fr: frLocale,
  ar: arLocale,
  zh: zhCnLocale,
};

// FullCalendar's own variables, pointed at the kit's tokens: light and dark follow the theme.
export const FULLCALENDAR_THEME = {
  '--fc-border-color': 'var(--ee-border)',
  '--fc-page-bg-color': 'var(--ee-surface)',
  '--fc-neutral-bg-color': 'var(--ee-surface-2)',
  '--fc-neutral-text-color': 'var(--ee-muted)',
  '--fc-today-bg-color': 'color-mix(in srgb, var(--ee-primary) 7%, transparent)',
  '--fc-highlight-color': 'color-mix(in srgb, var(--ee-primary) 14%, transparent)',
  '--fc-list-event-hover-bg-color': 'var(--ee-surface-2)',
  '--fc-now-indicator-color': 'var(--ee-error)',
  '--fc-small-font-size': '13px',
} as CSSProperties;

/**
 * Events, and each event's colour from its label: a tint of the label's tone with its ink, so
 * the text keeps its contrast in light and dark.
 */
export const FULLCALENDAR_FRAME = [
  'ee:h-full ee:text-[15px] ee:text-heading',
  'ee:[&_a]:text-inherit ee:[&_a]:no-underline',
  'ee:[&_.fc-col-header-cell-cushion]:py-2.5 ee:[&_.fc-col-header-cell-cushion]:font-medium',
  'ee:[&_.fc-daygrid-day-number]:p-2',
  // Days of the months around keep a readable contrast (FullCalendar fades them to 30 %).
  'ee:[&_.fc-day-other_.fc-daygrid-day-top]:opacity-100 ee:[&_.fc-day-other_.fc-daygrid-day-number]:text-muted',
  'ee:[&_.fc-event]:[--fc-event-bg-color:color-mix(in_srgb,var(--ee-tone)_16%,var(--ee-surface))]',
  'ee:[&_.fc-event]:[--fc-event-border-color:transparent]',
  'ee:[&_.fc-event]:[--fc-event-text-color:var(--ee-tone-ink)]',
  'ee:[&_.fc-event]:rounded-[4px] ee:[&_.fc-event]:px-1 ee:[&_.fc-event]:font-medium ee:[&_.fc-event]:cursor-pointer',
  'ee:[&_.fc-daygrid-event]:text-[13px] ee:[&_.fc-timegrid-event]:text-[13px]',
  'ee:[&_.fc-list-event-dot]:[border-color:var(--ee-tone-solid)]',
  'ee:[&_.fc-list-event]:text-heading',
  'ee:[&_.fc-list-day-cushion]:bg-surface-2',
  'ee:[&_.fc-timegrid-slot-label-cushion]:text-[13px] ee:[&_.fc-timegrid-slot-label-cushion]:text-muted',
].join(' ');

/**
 * A fix to FullCalendar's markup for assistive technology, applied whenever it renders: a day
 * cell is named by its day number only (`aria-labelledby`), though it holds the events' titles
 * too (a name that hides what the cell shows); the cell is left unnamed, the day's link inside it
 * keeps the full date ("June 15, 2026").
 */
export function repairMarkup(root: HTMLElement): void {
  for (const cell of root.querySelectorAll('td[aria-labelledby]'))
    cell.removeAttribute('aria-labelledby');
}
