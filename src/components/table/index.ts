export {
  DataTable,
  type DataTableProps,
  type DataTableClientProps,
  type DataTableServerProps,
  type DataTableViewProps,
} from './data-table';
export { useDataTable } from './use-data-table';
export type {
  DataTableOptions,
  DataTableClientOptions,
  DataTableServerOptions,
  DataTableCommonOptions,
} from './data-table-options';
export type {
  DataTableInstance,
  DataTableSort,
  DataTableDensity,
  DataTableSelection,
  DataTablePageChange,
} from './data-table-types';
export { DataTableToolbar, type DataTableToolbarProps } from './data-table-toolbar';
export { DataTableSelectionBar, type DataTableSelectionBarProps } from './data-table-selection-bar';
export { DataTableFrame, type DataTableFrameProps } from './data-table-frame';
export { DataTableHead, type DataTableHeadProps } from './data-table-head';
export { DataTableHeaderCell, type DataTableHeaderCellProps } from './data-table-header-cell';
export { DataTableBody, type DataTableBodyProps } from './data-table-body';
export { DataTableCards, type DataTableCardsProps } from './data-table-cards';
export { DataTableCard, type DataTableCardProps } from './data-table-card';
export { DataTableCardBar, type DataTableCardBarProps } from './data-table-card-bar';
export { cardRoles, cardParts, type CardParts } from './card-roles';
export { useCardLayout, type DataTableLayout } from './use-card-layout';
export { DataTableRow, type DataTableRowProps } from './data-table-row';
export { DataTableSkeletonRows, type DataTableSkeletonRowsProps } from './data-table-skeleton-rows';
export { DataTableStateRow, type DataTableStateRowProps } from './data-table-state-row';
export { DataTablePagination, type DataTablePaginationProps } from './data-table-pagination';
export {
  useRowNavigation,
  type RowNavigationOptions,
  type RowNavigation,
} from './use-row-navigation';
export { readTablePrefs, writeTablePrefs, tablePrefsKey, type TablePrefs } from './table-prefs';
export { Pagination, PAGE_SIZES, type PaginationProps } from './pagination';
export { ColumnVisibilityMenu, type ColumnVisibilityMenuProps } from './column-visibility-menu';
export {
  createDataTableColumns,
  dataTableFeatures,
  compareCellValues,
  tableCollator,
  columnLabel,
  columnIdOf,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableCardRole,
  type DataTableFeatures,
} from './columns';
export { toCsv, csvField, downloadCsv, type CsvColumn } from './csv';
export { viewToCsv, type ViewTable } from './view-csv';
export { pageRange, type PageItem } from './page-range';
export { useTableText } from './use-table-text';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  tableCellVariants,
  tableRowVariants,
  type TableBodyProps,
  type TableCaptionProps,
  type TableCellProps,
  type TableHeadProps,
  type TableHeaderCellProps,
  type TableProps,
  type TableRowProps,
} from './table';
