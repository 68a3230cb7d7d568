import { FlexRender, type Cell, type Row, type RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Fragment, memo, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Checkbox } from '../form/checkbox';
import { cardParts } from './card-roles';
import { columnLabel, type DataTableCardRole, type DataTableFeatures } from './columns';
import { selectRowLabel } from './select-row-label';

export interface DataTableCardProps<TRow extends RowData> {
  /** The TanStack row. */
  row: Row<DataTableFeatures, TRow>;
  /** The row's visible cells (apart from `row`, for the memo: see DataTableRow). */
  cells: Cell<DataTableFeatures, TRow, unknown>[];
  /** What each visible column is in the card, by column id. */
  roles: ReadonlyMap<string, DataTableCardRole>;
  /** Place of the card on the page. */
  index: number;
  /**
   * Cards on the page, and the card's place among them (1-based): set when only some are in the
   * document.
   */
  setSize?: number | undefined;
  /** Ticked and highlighted. */
  selected: boolean;
  /** Draws the card's checkbox. */
  selectable: boolean;
  /** In the tab order (the list's one focusable card). */
  focusable: boolean;
  /** The card's element, for a virtualiser that measures cards (stable, or the memo is lost). */
  cardRef?: ((el: HTMLElement | null) => void) | undefined;
  /** A click on the card (outside its own controls) activates it. */
  clickable: boolean;
  /** Activation (click, Enter); the same function for every card. */
  onActivate: (row: TRow) => void;
  /** Called when the card gets focus, with its index. */
  onFocusCard: (index: number) => void;
  /** Content of the card's actions (a menu). */
  rowActions?: ((row: TRow) => ReactNode) | undefined;
  /** Text of the `table` namespace. */
  t: TFunction<'ee-table'>;
}

/**
 * One row of a DataTable as a card (a phone): its title (the first column, or the one marked
 * `meta.card: 'title'`) with subtitles under it and its status at the end, then the other columns
 * as a list of labelled lines. The card is an article named by its title; as the table's rows,
 * one card is in the tab order, the arrow keys move between them and Enter opens one. Memoised
 * as the table's rows are.
 */
function DataTableCardImpl<TRow extends RowData>(props: DataTableCardProps<TRow>) {
  const {
    row,
    cells,
    roles,
    index,
    setSize,
    selected,
    selectable,
    focusable,
    cardRef,
    clickable,
    onActivate,
    onFocusCard,
    rowActions,
    t,
  } = props;
  const { title, subtitles, status, fields } = cardParts(cells, roles);
  const titleId = `${row.id}-card-title`.replace(/\s/g, '_');
  return (
    <li aria-setsize={setSize} aria-posinset={setSize === undefined ? undefined : index + 1}>
      <article
        ref={cardRef}
        aria-labelledby={title ? titleId : undefined}
        data-row-index={index}
        data-state={selected ? 'selected' : undefined}
        tabIndex={focusable ? 0 : -1}
        onClick={
          clickable
            ? (e) => {
                // Clicks on the card's own controls (checkbox, links, menu) are not activation.
                if (
                  (e.target as HTMLElement).closest(
                    'button, a, input, [role="menuitem"], [role="checkbox"]',
                  )
                )
                  return;
                onActivate(row.original);
              }
            : undefined
        }
        onFocus={() => onFocusCard(index)}
        className={cn(
          'ee:flex ee:gap-3 ee:border-t ee:border-line ee:px-5 ee:py-4 ee:outline-none ee:transition-colors ee:hover:bg-surface-2/70 ee:focus-visible:bg-primary/8 ee:focus-visible:shadow-[inset_3px_0_0_var(--ee-primary)] ee:rtl:focus-visible:shadow-[inset_-3px_0_0_var(--ee-primary)]',
          // On the tints the plain muted grey is under 4.5:1 (tokens.css), as on the table's rows.
          'ee:hover:[--ee-muted:var(--ee-muted-on-tint)] ee:focus-visible:[--ee-muted:var(--ee-muted-on-tint)]',
          selected &&
            'ee:bg-primary/4 ee:hover:bg-primary/6 ee:[--ee-muted:var(--ee-muted-on-tint)]',
          clickable && 'ee:cursor-pointer',
        )}
      >
        {selectable && (
          <div className="ee:pt-0.5">
            <Checkbox
              checked={selected}
              onCheckedChange={(v) => row.toggleSelected(v === true)}
              aria-label={selectRowLabel(t, row.id)}
            />
          </div>
        )}
        <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-3">
          <div className="ee:flex ee:items-start ee:gap-3">
            <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-0.5">
              {title && (
                <div
                  id={titleId}
                  className="ee:min-w-0 ee:text-[15px] ee:font-medium ee:text-heading"
                >
                  <FlexRender cell={title} />
                </div>
              )}
              {subtitles.map((cell) => (
                <div key={cell.column.id} className="ee:min-w-0">
                  <FlexRender cell={cell} />
                </div>
              ))}
            </div>
            {status.map((cell) => (
              <div key={cell.column.id} className="ee:shrink-0">
                <FlexRender cell={cell} />
              </div>
            ))}
            {rowActions && (
              <div className="ee:-me-2 ee:-mt-1 ee:shrink-0">{rowActions(row.original)}</div>
            )}
          </div>
          {fields.length > 0 && (
            // Labels take what they need up to 40 % of the card; long ones wrap.
            <dl className="ee:m-0 ee:grid ee:grid-cols-[fit-content(40%)_minmax(0,1fr)] ee:items-baseline ee:gap-x-4 ee:gap-y-2.5">
              {fields.map((cell) => (
                <Fragment key={cell.column.id}>
                  <dt className="ee:text-[13px] ee:text-muted">{columnLabel(cell.column)}</dt>
                  <dd className="ee:m-0 ee:min-w-0">
                    <FlexRender cell={cell} />
                  </dd>
                </Fragment>
              ))}
            </dl>
          )}
        </div>
      </article>
    </li>
  );
}

export const DataTableCard = memo(DataTableCardImpl) as typeof DataTableCardImpl;
