import type { CsvColumn } from '@/components/table';

/**
 * A column of an export: the CSV's (header and value), and what its value is, so a spreadsheet
 * gets a real date or number where the CSV writes text (docs/domain/reports.md).
 */
export interface SheetColumn<TRow> extends CsvColumn<TRow> {
  /** `date`: a `YYYY-MM-DD` value; `number`: a number. Text otherwise. */
  kind?: 'date' | 'number';
}
