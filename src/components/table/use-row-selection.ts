import type { RowData, RowSelectionState, Updater } from '@tanstack/react-table';
import { useMemo, useState } from 'react';

import type { DataTableOptions } from './data-table-options';

/**
 * A DataTable's selected rows: controlled by `selectedIds` when given, owned here otherwise;
 * `onSelectionChange` takes TanStack's updater and reports the ids either way.
 */
export function useRowSelection<TRow extends RowData>(options: DataTableOptions<TRow>) {
  const { selectedIds, onSelectedIdsChange } = options;
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const selection = useMemo<RowSelectionState>(
    () => (selectedIds ? Object.fromEntries(selectedIds.map((id) => [id, true])) : ownSelection),
    [selectedIds, ownSelection],
  );
  const onSelectionChange = (u: Updater<RowSelectionState>) => {
    const next = typeof u === 'function' ? u(selection) : u;
    if (!selectedIds) setOwnSelection(next);
    onSelectedIdsChange?.(Object.keys(next).filter((id) => next[id]));
  };
  return { selection, onSelectionChange };
}
