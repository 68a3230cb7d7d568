import type { RowData } from '@tanstack/react-table';

import { cn } from '@/lib/cn';

import { Checkbox } from '../form/checkbox';
import { cellPad, headCell, headPad, headText } from './data-table-classes';
import { DataTableHeaderCell } from './data-table-header-cell';
import type { DataTableInstance } from './data-table-types';
import { useTableText } from './use-table-text';

export interface DataTableHeadProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
}

/** The `<thead>`: "select all on this page", the column headers, and the actions column's title. */
export function DataTableHead<TRow extends RowData>({ table }: DataTableHeadProps<TRow>) {
  const t = useTableText();
  const { tanstack, density, selectable, rowActions } = table;
  const all = tanstack.getIsAllPageRowsSelected();
  const some = tanstack.getIsSomePageRowsSelected();
  return (
    <thead>
      {tanstack.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {selectable && (
            <th scope="col" className={cn(headCell, 'ee:w-12', cellPad[density], 'ee:pe-0')}>
              <Checkbox
                checked={all ? true : some ? 'indeterminate' : false}
                onCheckedChange={(v) => tanstack.toggleAllPageRowsSelected(v === true)}
                disabled={table.loading || table.rows.length === 0}
                aria-label={t('grid.selectAll')}
                className="ee:align-middle"
              />
            </th>
          )}
          {group.headers.map((header) => (
            <DataTableHeaderCell key={header.id} header={header} density={density} />
          ))}
          {rowActions && (
            <th scope="col" className={cn(headCell, 'ee:text-end', headText, headPad[density])}>
              {t('grid.actions')}
            </th>
          )}
        </tr>
      ))}
    </thead>
  );
}
