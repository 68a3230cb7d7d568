/** One CSV column: a header and how to read the value from a row. */
export interface CsvColumn<TRow> {
  header: string;
  value: (row: TRow) => unknown;
}

/** Text cells a spreadsheet would run as a formula (CSV injection) start with these. */
const FORMULA_START = /^[=+@\t\r]|^-(?![\d.])/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  const s = String(value);
  return typeof value === 'string' && FORMULA_START.test(s) ? `'${s}` : s;
}

/** Quotes a field when it holds a separator, a quote, a line break or edge spaces (RFC 4180). */
export function csvField(value: unknown): string {
  const s = cellText(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows to CSV text (header line first, CRLF line ends, RFC 4180 quoting). Pure. */
export function toCsv<TRow>(rows: readonly TRow[], columns: readonly CsvColumn<TRow>[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(','));
  return lines.join('\r\n');
}

/** Saves CSV text as a file in the browser (with a BOM so spreadsheet apps read UTF-8). */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
