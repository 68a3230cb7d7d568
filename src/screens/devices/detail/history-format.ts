/**
 * A history entry's changes as the reader's language says them (issue 35.9): each field by the
 * name the screens give it, each value as the screens show it (a location's path, a type's code
 * and name, statuses and conditions as their chips say them, dates and numbers in the locale's
 * format, maintenance kinds and statuses as the maintenance tab says them). Pure, so every field
 * the API writes is tested in every language.
 */
import type { TFunction } from 'i18next';

import {
  DEVICE_STATUSES,
  MAINTENANCE_KINDS,
  MAINTENANCE_STATUSES,
  NAMEPLATE_FIELDS,
  TEXT_NAMEPLATE_FIELDS,
  type DeviceCondition,
  type HistoryAction,
  type HistoryChange,
  type HistoryValue,
} from '@/api/types/devices';
import type { Format } from '@/screens/shared/format';

/** One value of a change, as it is drawn. */
export type HistoryText =
  /** Words of the page's language, dates and numbers: drawn in the page's direction. */
  | { kind: 'word'; text: string }
  /** What people typed (a name, a note, a model): drawn in its own direction. */
  | { kind: 'typed'; text: string }
  /** A location: its names from the site down, each in its own direction. */
  | { kind: 'path'; names: readonly string[] }
  /** Tags: each in its own direction, listed as the reader's language lists things. */
  | { kind: 'list'; items: readonly string[] }
  /** No value. */
  | { kind: 'none' };

export interface HistoryLine {
  /** The field's name in the reader's language. */
  field: string;
  /** null: the value was set (a new record), not changed from another. */
  from: HistoryText | null;
  to: HistoryText;
}

export interface HistoryReaders {
  /** The `ee-devices` translator (field names, statuses, conditions, nameplate). */
  td: TFunction<'ee-devices'>;
  /** The `ee-deviceDetail` translator (maintenance words). */
  t: TFunction<'ee-deviceDetail'>;
  fmt: Format;
  /** The current name of a type ("DC · Distribution cabinet"), for an entry written without one. */
  typeLabel?: (id: number) => string | undefined;
  /** The current path of a location, for an entry written without one. */
  locationNames?: (id: number) => readonly string[] | undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NAMEPLATE: ReadonlySet<string> = new Set(NAMEPLATE_FIELDS);
const TEXT_NAMEPLATE: ReadonlySet<string> = new Set(TEXT_NAMEPLATE_FIELDS);
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

/** The device fields whose name in the catalogue is not their key. */
const FIELD_KEYS: Record<string, string> = { typeId: 'type', locationId: 'location' };

/** Maintenance entries name the record's kind, date and status (not the device's status). */
const isMaintenance = (action: HistoryAction) => action === 'maintenance_added';

const word = (text: string): HistoryText => ({ kind: 'word', text });
const typed = (text: string): HistoryText => ({ kind: 'typed', text });
const NONE: HistoryText = { kind: 'none' };

/**
 * The name of a changed field in the reader's language; a field the catalogue does not know keeps
 * its key.
 */
export function historyFieldName(action: HistoryAction, field: string, r: HistoryReaders): string {
  if (isMaintenance(action) && (field === 'kind' || field === 'date' || field === 'status'))
    return r.t(`maintenance.${field}`);
  if (field.startsWith('nameplate.')) {
    const key = field.slice('nameplate.'.length);
    if (NAMEPLATE.has(key)) return r.td(`nameplate.${key as (typeof NAMEPLATE_FIELDS)[number]}`);
  }
  const key = FIELD_KEYS[field] ?? field;
  return r.td(`fields.${key}` as 'fields.name', { defaultValue: '' }) || field;
}

/**
 * One value of a change of `field` as the screens show it. `label`: what the id named when written.
 */
export function historyValue(
  action: HistoryAction,
  field: string,
  value: HistoryValue,
  label: readonly string[] | undefined,
  r: HistoryReaders,
): HistoryText {
  if (value === null || value === '') return NONE;
  if (field === 'locationId') {
    const names = label ?? (typeof value === 'number' ? r.locationNames?.(value) : undefined);
    return names?.length ? { kind: 'path', names } : typed(`#${value}`);
  }
  if (field === 'typeId') {
    if (label?.length) return typed(label.filter(Boolean).join(' · '));
    const current = typeof value === 'number' ? r.typeLabel?.(value) : undefined;
    return typed(current ?? `#${value}`);
  }
  if (isMaintenance(action) && field === 'kind' && isOneOf(MAINTENANCE_KINDS, value))
    return word(r.t(`maintenance.kinds.${value}`));
  if (isMaintenance(action) && field === 'status' && isOneOf(MAINTENANCE_STATUSES, value))
    return word(r.t(`maintenance.statuses.${value}`));
  if (field === 'status' && isOneOf(DEVICE_STATUSES, value)) return word(r.td(`status.${value}`));
  if (field === 'condition' && typeof value === 'number' && value >= 1 && value <= 5) {
    const grade = value as DeviceCondition;
    // As the condition badge says it.
    return word(r.td('condition.grade', { grade, label: r.td(`condition.${grade}`) }));
  }
  // Kept as one text ("a, b"); each tag shown apart.
  if (field === 'tags' && typeof value === 'string')
    return { kind: 'list', items: value.split(', ').filter(Boolean) };
  if (typeof value === 'number') return word(r.fmt.number(value, 4));
  if (typeof value === 'boolean') return word(String(value));
  if (ISO_DATE.test(value)) return word(r.fmt.date(value));
  if (ISO_DATE_TIME.test(value)) return word(r.fmt.dateTime(value));
  if (
    field.startsWith('nameplate.') &&
    !TEXT_NAMEPLATE.has(field.slice('nameplate.'.length)) &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  ) {
    return word(r.fmt.number(Number(value), 4));
  }
  return typed(value);
}

/** A change of a history entry, field and values, as the reader reads them. */
export function historyLine(
  action: HistoryAction,
  change: HistoryChange,
  r: HistoryReaders,
): HistoryLine {
  return {
    field: historyFieldName(action, change.field, r),
    from:
      change.from === null && !change.fromLabel
        ? null
        : historyValue(action, change.field, change.from, change.fromLabel, r),
    to: historyValue(action, change.field, change.to, change.toLabel, r),
  };
}

/** How a language lists things: "a, b" in English, "a、b" in Chinese, "a وb" in Arabic. */
export function listFormat(locale: string): Intl.ListFormat {
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
}

/**
 * A value as plain text: a path joined by its separators, a list as the language lists, nothing as
 * "—".
 */
export function historyPlainText(value: HistoryText, locale = 'en'): string {
  if (value.kind === 'none') return '—';
  if (value.kind === 'path') return value.names.join(' › ');
  if (value.kind === 'list') return listFormat(locale).format(value.items);
  return value.text;
}
