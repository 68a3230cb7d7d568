export { DataTable, type DataTableProps, type DataTableSort, type DataTableDensity, type DataTableSelection } from './data-table';
export { Pagination, PAGE_SIZES, type PaginationProps } from './pagination';
export { ColumnVisibilityMenu, type ColumnVisibilityMenuProps } from './column-visibility-menu';
export {
  createDataTableColumns,
  dataTableFeatures,
  compareCellValues,
  tableCollator,
  columnLabel,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './columns';
export { toCsv, csvField, downloadCsv, type CsvColumn } from './csv';
export { pageRange, type PageItem } from './page-range';
export { useTableText } from './use-table-text';
