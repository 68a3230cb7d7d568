/**
 * A register's file read as a table of text (docs/domain/import.md): CSV through papaparse, in
 * UTF-8 or GB18030 (what Excel saves in China), a BOM or not; XLSX through read-excel-file, whose
 * cells are their stored values (a formula's last result, never evaluated here). No React and no
 * DOM: the import wizard runs it in a Web Worker (read-file.worker.ts). Both parsers are loaded
 * when a file is read, never with the page.
 */
import { IMPORT_LIMITS } from '@/api/shared/import/fields';

/** Why a file is refused, for the wizard's message. */
export type ReadRefusal =
  | 'fileTooLarge'
  | 'fileEmpty'
  | 'encodingUnknown'
  | 'sheetUnreadable'
  | 'tooManyColumns'
  | 'cellTooLong'
  | 'tooManyRows';

export interface ReadTable {
  kind: 'csv' | 'xlsx';
  /** The text's encoding (CSV). */
  encoding: 'utf-8' | 'utf-16le' | 'gb18030' | null;
  headers: string[];
  rows: string[][];
  /** Cells that look like formulas (=, +, -, @ before text): kept as text, never evaluated. */
  formulaCells: number;
}

export type ReadResult =
  | { ok: true; table: ReadTable }
  | { ok: false; code: ReadRefusal; params?: Record<string, number> };

/** The largest file read (bytes), and the table's limits: the import call's own. */
export const READ_LIMITS = {
  bytes: IMPORT_LIMITS.bodyBytes,
  columns: IMPORT_LIMITS.columns,
  cell: IMPORT_LIMITS.cell,
  rows: IMPORT_LIMITS.rows,
} as const;

/** What the reader reports while it works (the wizard's progress bar). */
export type ReadProgress = (phase: 'decoding' | 'parsing' | 'checking', done: number) => void;

const refuse = (code: ReadRefusal, params?: Record<string, number>): ReadResult => ({
  ok: false,
  code,
  ...(params && { params }),
});

/** A ZIP's signature: an XLSX is one. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The text of a CSV: UTF-16 with its BOM, else UTF-8 (BOM dropped) when it decodes without a
 * fault, else GB18030; neither is a refusal rather than a page of mojibake.
 */
export function decodeText(
  bytes: Uint8Array,
): { text: string; encoding: NonNullable<ReadTable['encoding']> } | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  for (const encoding of ['utf-8', 'gb18030'] as const) {
    try {
      const body = encoding === 'utf-8' && hasBom ? bytes.subarray(3) : bytes;
      return { text: new TextDecoder(encoding, { fatal: true }).decode(body), encoding };
    } catch {
      // Not this encoding: the next one.
    }
  }
  return null;
}

/** A cell a spreadsheet program would take for a formula: = first, or +, -, @ before text. */
export const looksLikeFormula = (cell: string) => /^(=|[+\-@](?![\d.,\s]*$))/.test(cell);

/** The table's limits and its formula-looking cells; a refusal past a limit. */
function checked(kind: ReadTable['kind'], encoding: ReadTable['encoding'], data: string[][]) {
  const [headers = [], ...rows] = data;
  if (!headers.length) return refuse('fileEmpty');
  let formulaCells = 0;
  for (const row of data) {
    if (row.length > READ_LIMITS.columns)
      return refuse('tooManyColumns', { max: READ_LIMITS.columns, columns: row.length });
    for (const cell of row) {
      if (cell.length > READ_LIMITS.cell) return refuse('cellTooLong', { max: READ_LIMITS.cell });
      if (looksLikeFormula(cell)) formulaCells++;
    }
  }
  if (rows.length > READ_LIMITS.rows) return refuse('tooManyRows', { max: READ_LIMITS.rows });
  const table: ReadTable = {
    kind,
    encoding,
    headers: headers.map((h) => h.trim()),
    rows,
    formulaCells,
  };
  return { ok: true, table } as const;
}

async function readCsv(bytes: Uint8Array, progress: ReadProgress): Promise<ReadResult> {
  progress('decoding', 0);
  const decoded = decodeText(bytes);
  if (!decoded) return refuse('encodingUnknown');
  progress('parsing', 0);
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(decoded.text, { skipEmptyLines: 'greedy' });
  progress('checking', parsed.data.length);
  return checked('csv', decoded.encoding, parsed.data);
}

/** A spreadsheet cell as text: a date as YYYY-MM-DD, a number as JavaScript writes it. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

async function readXlsx(bytes: Uint8Array, progress: ReadProgress): Promise<ReadResult> {
  progress('parsing', 0);
  const { readSheet } = await import('read-excel-file/universal');
  let data: unknown[][];
  try {
    const copy = bytes.slice().buffer;
    data = (await readSheet(copy)) as unknown[][];
  } catch {
    return refuse('sheetUnreadable');
  }
  progress('checking', data.length);
  // Rows cut after their last filled cell, and blank rows dropped, as the CSV's parser does.
  const rows = data
    .map((row) => row.map(cellText))
    .map((row) => row.slice(0, lastFilled(row) + 1))
    .filter((row) => row.length > 0);
  return checked('xlsx', null, rows);
}

const lastFilled = (row: string[]) => {
  for (let i = row.length - 1; i >= 0; i--) if (row[i]!.trim()) return i;
  return -1;
};

/** Reads a register's file: a table of text, or why not. */
export async function readImportFile(
  bytes: Uint8Array,
  progress: ReadProgress = () => {},
): Promise<ReadResult> {
  if (bytes.byteLength > READ_LIMITS.bytes)
    return refuse('fileTooLarge', { max: READ_LIMITS.bytes / 1024 / 1024 });
  if (bytes.byteLength === 0) return refuse('fileEmpty');
  return isZip(bytes) ? readXlsx(bytes, progress) : readCsv(bytes, progress);
}
