import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';

import { SelectFilter } from '../filter/select-filter';
import { Checkbox } from '../form/checkbox';
import { IconButton } from '../ui/icon-button';
import { columnLabel } from './columns';
import type { DataTableInstance } from './data-table-types';
import { useTableText } from './use-table-text';

export interface DataTableCardBarProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
}

/**
 * What the table's header row does, above a list of cards: "select all on this page", and the
 * sort, as a choice of column (the sortable ones shown) and a button that turns the order.
 * Renders nothing when the table neither selects nor sorts, or has no rows to show.
 */
export function DataTableCardBar<TRow extends RowData>({ table }: DataTableCardBarProps<TRow>) {
  const t = useTableText();
  const { tanstack, selectable } = table;
  const sortable = tanstack.getVisibleLeafColumns().filter((c) => c.getCanSort());
  const sorted = table.sort;
  // Nothing to select or order: an empty list or one that failed shows its state alone.
  if (
    (!selectable && sortable.length === 0) ||
    (!table.loading && (table.error || table.rows.length === 0))
  )
    return null;
  const all = tanstack.getIsAllPageRowsSelected();
  const some = tanstack.getIsSomePageRowsSelected();
  const empty = table.loading || table.rows.length === 0;
  return (
    <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-x-4 ee:gap-y-3 ee:border-t ee:border-line ee:px-5 ee:py-3">
      {selectable && (
        <Checkbox
          checked={all ? true : some ? 'indeterminate' : false}
          onCheckedChange={(v) => tanstack.toggleAllPageRowsSelected(v === true)}
          disabled={empty}
          label={t('grid.selectPage')}
        />
      )}
      {sortable.length > 0 && (
        <div className="ee:ms-auto ee:flex ee:min-w-0 ee:items-center ee:gap-2">
          <SelectFilter
            label={t('grid.sortLabel')}
            allLabel={t('grid.sortNone')}
            options={sortable.map((c) => ({ value: c.id, label: columnLabel(c) }))}
            value={sorted?.id}
            onChange={(id) => table.setSort(id ? { id, desc: sorted?.desc ?? false } : null)}
            className="ee:min-w-0"
          />
          {sorted && (
            <IconButton
              aria-label={t('grid.sortDescending')}
              aria-pressed={sorted.desc}
              title={t(sorted.desc ? 'grid.sortDesc' : 'grid.sortAsc')}
              variant="tonal"
              color="secondary"
              shape="rounded"
              onClick={() => table.setSort({ id: sorted.id, desc: !sorted.desc })}
            >
              {sorted.desc ? <IconSortDescending aria-hidden /> : <IconSortAscending aria-hidden />}
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}
