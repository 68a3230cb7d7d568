import type { ColumnVisibilityState, Updater } from '@tanstack/react-table';
import { useState } from 'react';

import type { DataTableDensity } from './data-table-types';
import {
  hiddenColumns,
  readTablePrefs,
  shownColumns,
  visibilityOf,
  writeTablePrefs,
  type TablePrefs,
} from './table-prefs';

export interface TableViewOptions {
  /** Keeps hidden columns and density in localStorage under `device-table:<persistKey>`. */
  persistKey?: string | undefined;
  /** Row height (controlled). */
  density?: DataTableDensity | undefined;
  /** Reports the density chosen in the column menu. */
  onDensityChange?: ((density: DataTableDensity) => void) | undefined;
  /** Ids of the columns hidden until turned on in the column menu (`meta.offByDefault`). */
  offByDefault?: readonly string[] | undefined;
}

export interface TableView {
  /** TanStack column visibility. */
  visibility: ColumnVisibilityState;
  /** Changes the visibility (and stores it with a `persistKey`). */
  setVisibility: (updater: Updater<ColumnVisibilityState>) => void;
  /**
   * Corrects the visibility without storing it (safe during render; a bad stored value is corrected
   * on every read).
   */
  correctVisibility: (visibility: ColumnVisibilityState) => void;
  /** Row height. */
  density: DataTableDensity;
  /** Changes the density; undefined when the choice is not offered. */
  setDensity: ((density: DataTableDensity) => void) | undefined;
}

const NONE: readonly string[] = [];

function load(persistKey: string | undefined): TablePrefs {
  return persistKey === undefined ? {} : readTablePrefs(persistKey);
}

/**
 * How a list is shown: which columns and how dense. With a `persistKey` both come back on the
 * next visit; a controlled `density` wins over a stored one. The density choice is offered when
 * someone listens (`onDensityChange`) or the table keeps it (`persistKey`, uncontrolled).
 */
export function useTableView({
  persistKey,
  density: controlled,
  onDensityChange,
  offByDefault = NONE,
}: TableViewOptions): TableView {
  const [stored] = useState(() => load(persistKey));
  const [loadedKey, setLoadedKey] = useState(persistKey);
  const [visibility, setOwnVisibility] = useState<ColumnVisibilityState>(() =>
    visibilityOf(stored, offByDefault),
  );
  const [ownDensity, setOwnDensity] = useState<DataTableDensity>(stored.density ?? 'comfortable');
  // Another list in the same place (a new key): its own prefs.
  if (loadedKey !== persistKey) {
    const prefs = load(persistKey);
    setLoadedKey(persistKey);
    setOwnVisibility(visibilityOf(prefs, offByDefault));
    setOwnDensity(prefs.density ?? 'comfortable');
  }
  const density = controlled ?? ownDensity;

  const save = (next: TablePrefs) => {
    if (persistKey !== undefined) writeTablePrefs(persistKey, next);
  };
  const setVisibility = (updater: Updater<ColumnVisibilityState>) => {
    const next = typeof updater === 'function' ? updater(visibility) : updater;
    setOwnVisibility(next);
    save({ hidden: hiddenColumns(next), shown: shownColumns(next, offByDefault), density });
  };
  const setDensity = (next: DataTableDensity) => {
    setOwnDensity(next);
    save({
      hidden: hiddenColumns(visibility),
      shown: shownColumns(visibility, offByDefault),
      density: next,
    });
    onDensityChange?.(next);
  };
  const offered =
    onDensityChange !== undefined || (persistKey !== undefined && controlled === undefined);
  return {
    visibility,
    setVisibility,
    correctVisibility: setOwnVisibility,
    density,
    setDensity: offered ? setDensity : undefined,
  };
}
