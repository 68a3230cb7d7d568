import { IconDownload } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import { Button } from '../ui/button';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import { downloadCsv } from './csv';
import type { DataTableInstance } from './data-table-types';
import { useTableText } from './use-table-text';
import { viewToCsv } from './view-csv';

export interface DataTableToolbarProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
  /** Filters and buttons at the start. */
  children?: ReactNode;
  /** Shows an "Export CSV" button that saves the current view under this name. */
  exportFileName?: string | undefined;
  /** Shows the column visibility menu (default true). */
  columnMenu?: boolean | undefined;
}

/**
 * The bar above a table: the screen's filters, then "Export CSV" and the columns menu. Renders
 * nothing when empty.
 */
export function DataTableToolbar<TRow extends RowData>({
  table,
  children,
  exportFileName,
  columnMenu = true,
}: DataTableToolbarProps<TRow>) {
  const t = useTableText();
  if (!children && !columnMenu && !exportFileName) return null;
  return (
    <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-3 ee:px-5 ee:py-4">
      {/* A base width for the filters: on a phone the buttons wrap to their own line instead of squeezing the search box. */}
      <div className="ee:flex ee:min-w-0 ee:flex-1 ee:basis-64 ee:flex-wrap ee:items-center ee:gap-3">
        {children}
      </div>
      <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
        {exportFileName && (
          <Button
            variant="tonal"
            color="secondary"
            startIcon={<IconDownload aria-hidden size={18} />}
            onClick={() => downloadCsv(exportFileName, viewToCsv(table.tanstack, table.server))}
            disabled={table.loading || table.rows.length === 0}
          >
            {t('grid.export')}
          </Button>
        )}
        {columnMenu && (
          <ColumnVisibilityMenu
            table={table.tanstack}
            density={table.density}
            onDensityChange={table.setDensity}
          />
        )}
      </div>
    </div>
  );
}
