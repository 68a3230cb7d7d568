/**
 * The register as an XLSX workbook (docs/domain/reports.md), from the same columns as its CSV: a
 * date column holds real dates (`YYYY-MM-DD` read as that day), a number column numbers, the rest
 * text. write-excel-file (with its zip library) loads with this module, on the click.
 */
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/universal';

import type { SheetColumn } from './sheet-column';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function cellOf(value: unknown, kind: SheetColumn<unknown>['kind']): Cell {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date' && typeof value === 'string') {
    const day = DAY.exec(value);
    if (day) {
      return {
        value: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))),
        type: Date,
        format: 'yyyy-mm-dd',
      };
    }
  }
  if (kind === 'number' && typeof value === 'number') return { value, type: Number };
  return { value: String(value), type: String };
}

/** The rows under a bold header row, as an `.xlsx` file's bytes. */
export function registerXlsx<TRow>(
  rows: readonly TRow[],
  columns: readonly SheetColumn<TRow>[],
  sheet: string,
): Promise<Blob> {
  const data: SheetData = [
    columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((column) => cellOf(column.value(row), column.kind))),
  ];
  return writeXlsxFile(data, {
    sheet: sheet.slice(0, 31),
    columns: columns.map((column) => ({ width: column.kind === 'date' ? 12 : 20 })),
    stickyRowsCount: 1,
  }).toBlob();
}

/** Builds the workbook and hands it to the browser as `<name>.xlsx`. */
export async function downloadRegisterXlsx<TRow>(
  name: string,
  rows: readonly TRow[],
  columns: readonly SheetColumn<TRow>[],
  sheet: string,
): Promise<void> {
  const url = URL.createObjectURL(await registerXlsx(rows, columns, sheet));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
