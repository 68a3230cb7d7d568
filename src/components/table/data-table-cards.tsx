import type { Row, RowData } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';

import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { Skeleton } from '../feedback/skeleton';
import { cardRoles } from './card-roles';
import type { DataTableFeatures } from './columns';
import type { DataTableBodyProps } from './data-table-body';
import { DataTableCard } from './data-table-card';
import { DataTableCardBar } from './data-table-card-bar';
import { useLatest } from './use-latest';
import { useRowNavigation } from './use-row-navigation';
import { useTableText } from './use-table-text';

const DataTableWindowRows = lazy(() =>
  import('./data-table-window-rows').then((m) => ({ default: m.DataTableWindowRows })),
);

/** What a card measures before it is drawn, px (a register card: title, subtitle, three fields). */
const CARD_ESTIMATE = 172;

export interface DataTableCardsProps<TRow extends RowData> extends DataTableBodyProps<TRow> {
  /** Accessible name of the list (the table's). */
  'aria-label': string;
}

/** Placeholder cards while the rows load: the shape of a card (title, a line, two fields). */
function SkeletonCards({ count, selectable }: { count: number; selectable: boolean }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} aria-hidden className="ee:flex ee:gap-3 ee:border-t ee:border-line ee:px-5 ee:py-4">
      {selectable && <Skeleton className="ee:mt-0.5 ee:size-[18px]" />}
      <div className="ee:flex ee:flex-1 ee:flex-col ee:gap-2.5">
        <div className="ee:flex ee:justify-between ee:gap-3">
          <Skeleton className="ee:h-4 ee:w-2/5" />
          <Skeleton className="ee:h-5 ee:w-20 ee:rounded-full" />
        </div>
        <Skeleton className="ee:h-3.5 ee:w-3/5" />
        <Skeleton className="ee:h-3.5 ee:w-4/5" />
        <Skeleton className="ee:h-3.5 ee:w-1/2" />
      </div>
    </li>
  ));
}

/**
 * The rows of a DataTable as a list of cards (below the card breakpoint): the sort and "select
 * all" bar, then one card per row (`DataTableCard`), or the skeleton, error or empty state in
 * their place. The list is named as the table is; a long page (`virtualize: 'window'`) draws only
 * the cards near the viewport, each with its place in the page for screen readers.
 */
export function DataTableCards<TRow extends RowData>(props: DataTableCardsProps<TRow>) {
  const { table, onRowClick } = props;
  const { rows, windowed, selectable, rowActions, loading, error } = table;
  const t = useTableText();
  const scrollToIndexRef = useRef<((index: number) => void) | undefined>(undefined);
  const nav = useRowNavigation<HTMLUListElement>({
    count: rows.length,
    pageStep: 5,
    scrollToIndex: windowed ? (index) => scrollToIndexRef.current?.(index) : undefined,
    onActivate: onRowClick && ((index) => onRowClick(rows[index].original)),
  });
  const onRowClickRef = useLatest(onRowClick);
  const activate = useCallback((row: TRow) => onRowClickRef.current?.(row), [onRowClickRef]);
  const columns = table.tanstack.getVisibleLeafColumns();
  const roles = useMemo(() => cardRoles(columns), [columns]);

  const renderCard = (
    row: Row<DataTableFeatures, TRow>,
    index: number,
    cardRef?: (el: HTMLElement | null) => void,
  ) => (
    <DataTableCard<TRow>
      key={index}
      row={row}
      cells={row.getVisibleCells()}
      roles={roles}
      index={index}
      setSize={windowed ? rows.length : undefined}
      selected={row.getIsSelected()}
      selectable={selectable}
      focusable={index === nav.focusable}
      cardRef={cardRef}
      clickable={!!onRowClick}
      onActivate={activate}
      onFocusCard={nav.setActiveIndex}
      rowActions={rowActions}
      t={t}
    />
  );

  let state: ReactNode = null;
  if (!loading && error) {
    state = (
      <ErrorState
        title={t('grid.errorTitle')}
        message={typeof error === 'boolean' ? t('grid.errorHint') : error}
        {...(props.onRetry && { onRetry: props.onRetry })}
      />
    );
  } else if (!loading && rows.length === 0) {
    state = (
      <EmptyState
        title={props.emptyTitle ?? t('grid.emptyTitle')}
        description={props.emptyDescription ?? t('grid.emptyHint')}
        action={props.emptyAction}
      />
    );
  }

  let cards: ReactNode;
  if (loading)
    cards = (
      <SkeletonCards
        count={props.skeletonRows ?? Math.min(table.pageSize, 5)}
        selectable={selectable}
      />
    );
  else if (windowed)
    cards = (
      <Suspense fallback={rows.map((row, i) => renderCard(row, i))}>
        <DataTableWindowRows
          count={rows.length}
          estimateHeight={CARD_ESTIMATE}
          bodyRef={nav.bodyRef}
          keepIndex={nav.focusable}
          renderRow={(index, cardRef) => renderCard(rows[index], index, cardRef)}
          scrollToIndexRef={scrollToIndexRef}
          spacer="li"
        />
      </Suspense>
    );
  else cards = rows.map((row, i) => renderCard(row, i));

  return (
    <>
      <DataTableCardBar table={table} />
      {state ? (
        <div className="ee:border-t ee:border-line">{state}</div>
      ) : (
        <ul
          ref={nav.bodyRef}
          aria-label={props['aria-label']}
          aria-busy={loading || undefined}
          onKeyDown={loading ? undefined : nav.onKeyDown}
          className="ee:m-0 ee:list-none ee:p-0"
        >
          {cards}
        </ul>
      )}
    </>
  );
}
