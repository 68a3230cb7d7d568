import type { ReactTable, RowData } from '@tanstack/react-table';
import { useId } from 'react';

import { cn } from '@/lib/cn';

import { Checkbox } from '../form/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '../form/popover';
import { columnLabel, type DataTableFeatures } from './columns';
import { ColumnsButton } from './columns-button';
import type { DataTableDensity } from './data-table-types';
import { useTableText } from './use-table-text';

export interface ColumnVisibilityPopoverProps<TRow extends RowData> {
  /** The DataTable's table instance. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: ReactTable<DataTableFeatures, TRow, any>;
  /** Current density (shown as a choice when `onDensityChange` is given). */
  density?: DataTableDensity | undefined;
  /** Offers comfortable/compact rows. */
  onDensityChange?: ((density: DataTableDensity) => void) | undefined;
}

/** The "Columns" popover of a DataTable: a checkbox per hideable column, and the density choice. */
export function ColumnVisibilityPopover<TRow extends RowData>({
  table,
  density,
  onDensityChange,
}: ColumnVisibilityPopoverProps<TRow>) {
  const t = useTableText();
  const headingId = useId();
  const densityId = useId();
  const columns = table
    .getAllLeafColumns()
    .filter((c) => c.getCanHide() && !c.columnDef.meta?.alwaysVisible);
  const visibleCount = table.getVisibleLeafColumns().length;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <ColumnsButton />
      </PopoverTrigger>
      <PopoverContent align="end" className="ee:w-60 ee:p-2" aria-labelledby={headingId}>
        <p
          id={headingId}
          className="ee:m-0 ee:px-2 ee:pt-1 ee:pb-2 ee:text-[13px] ee:font-medium ee:text-muted ee:uppercase"
        >
          {t('grid.showColumns')}
        </p>
        <ul className="ee:m-0 ee:list-none ee:p-0">
          {columns.map((c) => {
            const visible = c.getIsVisible();
            return (
              <li key={c.id} className="ee:rounded-ee ee:px-2 ee:py-1.5 ee:hover:bg-surface-2">
                <Checkbox
                  label={columnLabel(c)}
                  checked={visible}
                  // The last visible column stays: a table with no columns says nothing.
                  disabled={visible && visibleCount <= 1}
                  onCheckedChange={(v) => c.toggleVisibility(v === true)}
                />
              </li>
            );
          })}
        </ul>
        {onDensityChange && (
          <div className="ee:mt-2 ee:border-t ee:border-line ee:px-2 ee:pt-2">
            <p
              id={densityId}
              className="ee:m-0 ee:pb-1.5 ee:text-[13px] ee:font-medium ee:text-muted ee:uppercase"
            >
              {t('grid.density')}
            </p>
            <div role="group" aria-labelledby={densityId} className="ee:flex ee:gap-1">
              {(['comfortable', 'compact'] as const).map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={density === d}
                  onClick={() => onDensityChange(d)}
                  className={cn(
                    'ee:flex-1 ee:cursor-pointer ee:rounded-ee ee:px-2 ee:py-1.5 ee:text-[13px] ee:font-medium',
                    density === d
                      ? 'ee:bg-primary/16 ee:text-primary-ink'
                      : 'ee:text-heading ee:hover:bg-surface-2',
                  )}
                >
                  {t(`grid.${d}`)}
                </button>
              ))}
            </div>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
