import type { Cell, RowData } from '@tanstack/react-table';

import type { DataTableCardRole, DataTableFeatures } from './columns';

/** A row's visible cells, sorted by what each is in the row's card. */
export interface CardParts<TRow extends RowData> {
  /** The card's name (one cell at most). */
  title: Cell<DataTableFeatures, TRow, unknown> | undefined;
  /** Lines under the title. */
  subtitles: Cell<DataTableFeatures, TRow, unknown>[];
  /** Chips at the card's end. */
  status: Cell<DataTableFeatures, TRow, unknown>[];
  /** Labelled lines of the card's list. */
  fields: Cell<DataTableFeatures, TRow, unknown>[];
}

/** A column as the roles read it: its id and its meta. */
interface RoleColumn {
  id: string;
  columnDef: { meta?: { card?: DataTableCardRole } };
}

/**
 * The card role of each visible column, by id: a column's `meta.card` when it has one, else the
 * defaults that give every table usable cards: the first column without a role is the title when
 * no column claims it, a column with the id `status` the status when none claims that, and the
 * rest are fields.
 */
export function cardRoles(columns: readonly RoleColumn[]): Map<string, DataTableCardRole> {
  const roles = new Map<string, DataTableCardRole>();
  const declared = (role: DataTableCardRole) =>
    columns.some((c) => c.columnDef.meta?.card === role);
  let needTitle = !declared('title');
  let needStatus = !declared('status');
  for (const column of columns) {
    const own = column.columnDef.meta?.card;
    if (own) {
      roles.set(column.id, own);
    } else if (needTitle) {
      roles.set(column.id, 'title');
      needTitle = false;
    } else if (needStatus && column.id === 'status') {
      roles.set(column.id, 'status');
      needStatus = false;
    } else {
      roles.set(column.id, 'field');
    }
  }
  return roles;
}

/** Sorts a row's visible cells into the parts of its card (a second title is a subtitle). */
export function cardParts<TRow extends RowData>(
  cells: readonly Cell<DataTableFeatures, TRow, unknown>[],
  roles: ReadonlyMap<string, DataTableCardRole>,
): CardParts<TRow> {
  const parts: CardParts<TRow> = { title: undefined, subtitles: [], status: [], fields: [] };
  for (const cell of cells) {
    const role = roles.get(cell.column.id) ?? 'field';
    if (role === 'title' && !parts.title) parts.title = cell;
    else if (role === 'title' || role === 'subtitle') parts.subtitles.push(cell);
    else if (role === 'status') parts.status.push(cell);
    else if (role === 'field') parts.fields.push(cell);
  }
  return parts;
}
