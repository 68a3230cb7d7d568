/** One CSV column: a header and how to read the value from a row. */
export interface CsvColumn<TRow> {
  header: string;
  value: (row: TRow) => unknown;
}

/** A spreadsheet runs a cell that starts with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A negative decimal written as text: a spreadsheet reads it as that number, so it may stay as it
 * is.
 */
const NEGATIVE_DECIMAL = /^-(\d+(\.\d*)?|\.\d+)$/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * True when the text would run as a formula: numbers stay numbers (-3.5), "-1+cmd|…" does not pass.
 */
function isFormula(value: unknown, text: string): boolean {
  if (typeof value === 'number' || typeof value === 'bigint') return false;
  return FORMULA_START.test(text) && !NEGATIVE_DECIMAL.test(text);
}

/**
 * One CSV field: RFC 4180 quoting (separators, quotes, line breaks, edge spaces), and a cell that
 * a spreadsheet would run as a formula gets a leading single quote and is always quoted (OWASP).
 */
export function csvField(value: unknown): string {
  const text = cellText(value);
  if (isFormula(value, text)) return `"'${text.replace(/"/g, '""')}"`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
