import type { ColumnVisibilityState } from '@tanstack/react-table';

import type { DataTableDensity } from './data-table-types';

/** What a list keeps between visits (`persistKey`): its hidden columns and its row height. */
export interface TablePrefs {
  /** Ids of the hidden columns. */
  hidden?: string[];
  /** Ids of columns off by default (`meta.offByDefault`) that were turned on. */
  shown?: string[];
  /** Row height. */
  density?: DataTableDensity;
}

/** A column as the stored visibility is checked against it. */
export interface PrefsColumn {
  /** Column id. */
  id: string;
  /** The column menu offers it (it may be hidden). */
  hideable: boolean;
}

/** The localStorage key of a list's prefs. */
export function tablePrefsKey(key: string): string {
  return `device-table:${key}`;
}

// A stored value is user-editable: anything bigger than a real column list is not ours.
const MAX_IDS = 200;
const MAX_ID_LENGTH = 200;

function isIdList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_IDS &&
    value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH)
  );
}

/**
 * Parses stored prefs field by field: a field that is not of the expected shape is ignored. Pure.
 */
export function parseTablePrefs(raw: string | null | undefined): TablePrefs {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const { hidden, shown, density } = value as Record<string, unknown>;
  const prefs: TablePrefs = {};
  if (isIdList(hidden)) prefs.hidden = [...new Set(hidden)];
  if (isIdList(shown)) prefs.shown = [...new Set(shown)];
  if (density === 'comfortable' || density === 'compact') prefs.density = density;
  return prefs;
}

// Reading `localStorage` itself throws where storage is blocked (sandboxed frames, some privacy
// modes).
function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** A list's stored prefs; none when there are none, they are not valid, or storage fails. */
export function readTablePrefs(
  key: string,
  storage: Storage | undefined = defaultStorage(),
): TablePrefs {
  try {
    return parseTablePrefs(storage?.getItem(tablePrefsKey(key)));
  } catch {
    return {};
  }
}

/** Stores a list's prefs; a full or blocked storage keeps the choice for this visit only. */
export function writeTablePrefs(
  key: string,
  prefs: TablePrefs,
  storage: Storage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(tablePrefsKey(key), JSON.stringify(prefs));
  } catch {
    // Nothing to do: the table already shows the choice, it only does not come back.
  }
}

/** Ids of the hidden columns of a TanStack visibility state. */
export function hiddenColumns(visibility: ColumnVisibilityState): string[] {
  return Object.keys(visibility).filter((id) => visibility[id] === false);
}

/** The columns off by default that a visibility shows (what `shown` stores). */
export function shownColumns(
  visibility: ColumnVisibilityState,
  offByDefault: readonly string[],
): string[] {
  return offByDefault.filter((id) => visibility[id] !== false);
}

/**
 * The TanStack visibility state of stored prefs: the hidden columns, and the columns off by
 * default unless they were turned on.
 */
export function visibilityOf(
  prefs: Pick<TablePrefs, 'hidden' | 'shown'>,
  offByDefault: readonly string[] = [],
): ColumnVisibilityState {
  const shown = new Set(prefs.shown ?? []);
  const off = [...(prefs.hidden ?? []), ...offByDefault.filter((id) => !shown.has(id))];
  return Object.fromEntries(off.map((id) => [id, false]));
}

/**
 * Keeps a visibility to what the column menu could have made: columns it does not offer are
 * shown, and when no column would be left, all are. The same object when nothing changes. Pure.
 */
export function showableVisibility(
  visibility: ColumnVisibilityState,
  columns: readonly PrefsColumn[],
): ColumnVisibilityState {
  const locked = columns.filter((c) => !c.hideable && visibility[c.id] === false).map((c) => c.id);
  const anyShown = columns.some((c) => !c.hideable || visibility[c.id] !== false);
  if (columns.length > 0 && !anyShown) return {};
  if (locked.length === 0) return visibility;
  const next = { ...visibility };
  for (const id of locked) delete next[id];
  return next;
}
