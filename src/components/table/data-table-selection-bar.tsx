import { IconX } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import { Button } from '../ui/button';
import type { DataTableInstance, DataTableSelection } from './data-table-types';
import { useTableText } from './use-table-text';

export interface DataTableSelectionBarProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
  /** Buttons that act on the selection. */
  actions?: ((selection: DataTableSelection<TRow>) => ReactNode) | undefined;
}

/** The bulk-action bar: shown while rows are selected, with the count, the actions and "clear". */
export function DataTableSelectionBar<TRow extends RowData>({
  table,
  actions,
}: DataTableSelectionBarProps<TRow>) {
  const t = useTableText();
  const { tanstack, selectedIds } = table;
  if (!table.selectable || selectedIds.length === 0) return null;
  const clear = () => tanstack.resetRowSelection(true);
  const label = t('grid.selected', { count: selectedIds.length });
  return (
    <div
      role="region"
      aria-label={label}
      className="ee:tone-primary ee:flex ee:flex-wrap ee:items-center ee:gap-3 ee:border-y ee:border-line ee:bg-surface ee:px-5 ee:py-2.5 ee:shadow-[inset_3px_0_0_var(--ee-primary)] ee:rtl:shadow-[inset_-3px_0_0_var(--ee-primary)]"
    >
      <span className="ee:text-[15px] ee:font-medium ee:text-tone-ink">{label}</span>
      <div className="ee:flex ee:flex-1 ee:flex-wrap ee:items-center ee:gap-2">
        {actions?.({
          ids: selectedIds,
          rows: tanstack.getSelectedRowModel().rows.map((r) => r.original),
          clear,
        })}
      </div>
      <Button
        size="sm"
        variant="text"
        color="secondary"
        startIcon={<IconX aria-hidden size={16} />}
        onClick={clear}
      >
        {t('grid.clearSelection')}
      </Button>
    </div>
  );
}
