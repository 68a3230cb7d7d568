import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * The kit's look for a plain table that does nothing but show (an order's items, a grid of
 * ticks): no sorting, paging or selection, which are DataTable's. The parts are the HTML
 * elements with the kit's classes; `className` adds to (or overrides) them.
 */
export type TableProps = ComponentProps<'table'>;

/** The table: full width, collapsed borders, body text. */
export function Table({ className, ...props }: TableProps) {
  return (
    <table className={cn('ee:w-full ee:border-collapse ee:text-[15px]', className)} {...props} />
  );
}

export interface TableCaptionProps extends ComponentProps<'caption'> {
  /**
   * Read by assistive technology only (the card's header already shows the title); otherwise a
   * visible heading above the table.
   */
  srOnly?: boolean;
}

/** The table's name, for assistive technology, or shown above it. */
export function TableCaption({ srOnly, className, ...props }: TableCaptionProps) {
  return (
    <caption
      className={cn(
        srOnly ? 'ee:sr-only' : 'ee:mb-2 ee:text-start ee:text-lg ee:font-medium ee:text-heading',
        className,
      )}
      {...props}
    />
  );
}

export interface TableHeadProps extends ComponentProps<'thead'> {
  /** A tinted band behind the column names (a table that runs to a card's edges, as DataTable). */
  tinted?: boolean;
  /** Column names for assistive technology only (the cells say what they hold). */
  srOnly?: boolean;
  /**
   * The rules around the column names: above and under (`both`, the default), or under only
   * (`under`: a table right under a rule of its own, as a printed document's).
   */
  rules?: 'both' | 'under';
  /** Classes for the head's row (e.g. the letter spacing of a printed document). */
  rowClassName?: string;
}

/** The head: one row of column names (`TableHeaderCell`s), small capitals between two rules. */
export function TableHead({
  tinted,
  srOnly,
  rules = 'both',
  rowClassName,
  className,
  children,
  ...props
}: TableHeadProps) {
  return (
    <thead className={cn(srOnly && 'ee:sr-only', className)} {...props}>
      <tr
        className={
          srOnly
            ? undefined
            : cn(
                rules === 'both' ? 'ee:border-y' : 'ee:border-b',
                'ee:border-line ee:text-[13px] ee:uppercase ee:tracking-wide ee:text-heading',
                tinted && 'ee:bg-surface-2',
                rowClassName,
              )
        }
      >
        {children}
      </tr>
    </thead>
  );
}

export type TableBodyProps = ComponentProps<'tbody'>;

/** The body: `TableRow`s. */
export function TableBody(props: TableBodyProps) {
  return <tbody {...props} />;
}

export const tableRowVariants = cva('ee:border-b ee:border-line', {
  variants: {
    /**
     * `between`: a rule between rows, none under the last (the card's edge closes it); `after`:
     * under every row, the last too (what follows the table needs the rule).
     */
    rules: { between: 'ee:last:border-b-0', after: '' },
  },
  defaultVariants: { rules: 'between' },
});

export type TableRowProps = ComponentProps<'tr'> & VariantProps<typeof tableRowVariants>;

/** A body row, ruled under. */
export function TableRow({ rules, className, ...props }: TableRowProps) {
  return <tr className={cn(tableRowVariants({ rules }), className)} {...props} />;
}

/** Padding and alignment shared by head and body cells. */
export const tableCellVariants = cva('ee:py-3', {
  variants: {
    /**
     * `edge`: the first or last column of a table that runs to a card's edges (24 px, the card's
     * padding); `inner`: the columns between (16 px); `flush`: no start padding (a table inside a
     * dialog's padding); `none`: neither.
     */
    inset: { edge: 'ee:px-6', inner: 'ee:px-4', flush: 'ee:pe-4', none: '' },
    align: { start: 'ee:text-start', center: 'ee:text-center', end: 'ee:text-end', none: '' },
    /** A figure: end-aligned, figures of one width, kept on one line. */
    numeric: { true: 'ee:whitespace-nowrap ee:text-end ee:tabular-nums', false: '' },
  },
  defaultVariants: { inset: 'inner', align: 'none', numeric: false },
});

type CellVariants = VariantProps<typeof tableCellVariants>;

/** `align` is the kit's (start, center, end: the reading direction's), not HTML's obsolete one. */
export type TableHeaderCellProps = Omit<ComponentProps<'th'>, 'align'> & CellVariants;

/**
 * A header cell: a column's name (`scope="col"`, the default) or a row's name in the body
 * (`scope="row"`, body weight in the heading colour).
 */
export function TableHeaderCell({
  scope = 'col',
  inset,
  align = 'start',
  numeric,
  className,
  ...props
}: TableHeaderCellProps) {
  return (
    <th
      scope={scope}
      className={cn(
        tableCellVariants({ inset, align, numeric }),
        scope === 'row' ? 'ee:font-normal ee:text-heading' : 'ee:font-medium',
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = Omit<ComponentProps<'td'>, 'align'> & CellVariants;

/** A body cell. */
export function TableCell({ inset, align, numeric, className, ...props }: TableCellProps) {
  return <td className={cn(tableCellVariants({ inset, align, numeric }), className)} {...props} />;
}
