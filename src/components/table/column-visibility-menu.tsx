import { useId } from 'react';
import type { RowData } from '@tanstack/react-table';
import { IconLayoutColumns } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Checkbox } from '../form/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '../form/popover';
import { columnLabel, type DataTableFeatures } from './columns';
import type { DataTableDensity } from './data-table-row';
import type { ReactTable } from '@tanstack/react-table';
import { useTableText } from './use-table-text';

export interface ColumnVisibilityMenuProps<TRow extends RowData> {
  /** The DataTable's table instance. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: ReactTable<DataTableFeatures, TRow, any>;
  /** Current density (shown as a choice when `onDensityChange` is given). */
  density?: DataTableDensity;
  /** Offers comfortable/compact rows. */
  onDensityChange?: (density: DataTableDensity) => void;
}

/** The "Columns" popover of a DataTable: a checkbox per hideable column, and the density choice. */
export function ColumnVisibilityMenu<TRow extends RowData>({ table, density, onDensityChange }: ColumnVisibilityMenuProps<TRow>) {
  const t = useTableText();
  const headingId = useId();
  const densityId = useId();
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide() && !c.columnDef.meta?.alwaysVisible);
  const visibleCount = table.getVisibleLeafColumns().length;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="tonal" color="secondary" startIcon={<IconLayoutColumns aria-hidden size={18} />}>
          {t('grid.columns')}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-60 p-2" aria-labelledby={headingId}>
        <p id={headingId} className="m-0 px-2 pt-1 pb-2 text-[13px] font-medium text-muted uppercase">
          {t('grid.showColumns')}
        </p>
        <ul className="m-0 list-none p-0">
          {columns.map((c) => {
            const visible = c.getIsVisible();
            return (
              <li key={c.id} className="rounded-ee px-2 py-1.5 hover:bg-surface-2">
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
          <div className="mt-2 border-t border-line px-2 pt-2">
            <p id={densityId} className="m-0 pb-1.5 text-[13px] font-medium text-muted uppercase">
              {t('grid.density')}
            </p>
            <div role="group" aria-labelledby={densityId} className="flex gap-1">
              {(['comfortable', 'compact'] as const).map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={density === d}
                  onClick={() => onDensityChange(d)}
                  className={cn(
                    'flex-1 cursor-pointer rounded-ee px-2 py-1.5 text-[13px] font-medium',
                    density === d ? 'bg-primary/16 text-primary-ink' : 'text-heading hover:bg-surface-2',
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
