import type { RowData } from '@tanstack/react-table';
import { lazy, Suspense } from 'react';

import type { ColumnVisibilityPopoverProps } from './column-visibility-popover';
import { ColumnsButton } from './columns-button';

// The popover (Radix, Floating UI) is its own chunk: it loads right after the table, and a host
// that never shows the menu never pays for it in its first bundle.
const ColumnVisibilityPopover = lazy(() =>
  import('./column-visibility-popover').then((m) => ({ default: m.ColumnVisibilityPopover })),
);

export type ColumnVisibilityMenuProps<TRow extends RowData> = ColumnVisibilityPopoverProps<TRow>;

/** The "Columns" menu of a DataTable: a checkbox per hideable column, and the density choice. */
export function ColumnVisibilityMenu<TRow extends RowData>(props: ColumnVisibilityMenuProps<TRow>) {
  return (
    <Suspense fallback={<ColumnsButton aria-disabled />}>
      <ColumnVisibilityPopover {...(props as ColumnVisibilityPopoverProps<RowData>)} />
    </Suspense>
  );
}
