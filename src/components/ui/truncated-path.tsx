import { IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export type TruncatedPathProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The path's names from the top down (site, building, room…); the last one is the leaf. */
  segments: readonly string[];
  /**
   * The whole path as the native tooltip (on by default); `false` when something around it says it
   * already.
   */
  showTitle?: boolean;
  /** Every name whole, wrapping onto more lines as needed (a tooltip's content). */
  whole?: boolean;
};

/**
 * What sits between two segments: a chevron that turns with the page (an SVG: the `›` glyph is
 * mirrored by the bidi algorithm in right-to-left text, and turning it as well pointed it the
 * wrong way), and for screen readers a pause.
 */
function Separator({ order }: { order?: string }) {
  // The spaces are not drawn between flex items, but keep the names apart in the text of an
  // element (what axe compares with an accessible name).
  return (
    <>
      {' '}
      <IconChevronRight
        aria-hidden
        size={14}
        className={cn(
          'ee:inline-block ee:shrink-0 ee:align-[-2px] ee:text-muted ee:rtl:-scale-x-100',
          focusOrder,
          order,
        )}
      />
      <span className="ee:sr-only">, </span>{' '}
    </>
  );
}

/** Back to the document's order while the path wraps in a focused row (see TruncatedPath). */
const focusOrder = 'ee:[[data-row-index]:focus-visible_&]:order-none';

/** A name that gives way with "…" (in a focused row it wraps instead). */
const cut = cn(
  'ee:min-w-0 ee:truncate ee:[[data-row-index]:focus-visible_&]:overflow-visible ee:[[data-row-index]:focus-visible_&]:whitespace-normal',
  focusOrder,
);

/**
 * A path as screen readers read a TruncatedPath ("Site, Building, Room"): for an accessible name
 * that must hold its text.
 */
export function pathSpeech(segments: readonly string[]): string {
  return segments.join(', ');
}

/** The plain text of a path, each name isolated (for a title, a chip or a CSV-free label). */
export function pathTitle(segments: readonly string[]): string {
  return segments.map((s) => `\u2068${s}\u2069`).join(' › ');
}

/**
 * A path (site › building › room) on one line that gives way in the middle when it does not fit:
 * the leaf always shows whole (cut at its own end only when it alone is wider than the line), the
 * names between the first and the leaf shrink first, down to "…", then the first one. Each name
 * is isolated (`<bdi>`, its direction from its own first letter), so "35 kV Substation" or a
 * Chinese name keeps its order in an Arabic page, and the chevrons point the page's way. The
 * whole path is the tooltip, is read whole by screen readers, and shows whole (wrapped) while the
 * table row or card around it has keyboard focus. Hook-free: tables draw one per row.
 */
export function TruncatedPath({
  segments,
  showTitle = true,
  whole = false,
  className,
  ...props
}: TruncatedPathProps) {
  if (segments.length === 0) return null;
  if (whole) {
    return (
      <span className={cn('ee:flex ee:flex-wrap ee:items-center ee:gap-x-1', className)} {...props}>
        {segments.map((name, i) => (
          <Fragment key={i}>
            {i > 0 && <Separator />}
            <bdi>{name}</bdi>
          </Fragment>
        ))}
      </span>
    );
  }
  const leaf = segments[segments.length - 1];
  const first = segments.length > 1 ? segments[0] : undefined;
  const middle = segments.slice(1, -1);
  return (
    <span
      className={cn(
        // Laid out from the leaf backwards (row-reverse, the items' `order` undoing the reversal),
        // so when even the shrunken names do not fit, what overflows is the site's end of the
        // line, which is clipped, never the leaf. As wide as the path (at most the line), so a
        // short path still starts at the line's start.
        'ee:flex ee:w-fit ee:min-w-0 ee:max-w-full ee:flex-row-reverse ee:items-center ee:gap-x-1 ee:overflow-hidden',
        // In a table row or card with keyboard focus (`data-row-index`, the DataTable's), the
        // path wraps instead, whole, in reading order.
        'ee:[[data-row-index]:focus-visible_&]:flex-row ee:[[data-row-index]:focus-visible_&]:flex-wrap',
        className,
      )}
      title={showTitle && segments.length > 1 ? pathTitle(segments) : undefined}
      {...props}
    >
      {first !== undefined && (
        <>
          <bdi className={cn(cut, 'ee:order-5 ee:shrink')}>{first}</bdi>
          <Separator order="ee:order-4" />
        </>
      )}
      {middle.length > 0 && (
        <>
          {/* The names between, as one item that collapses to "…" long before the first name gives way. */}
          <span className={cn(cut, 'ee:order-3 ee:min-w-[0.9em] ee:shrink-[40]')}>
            {middle.map((name, i) => (
              <Fragment key={i}>
                {i > 0 && <Separator />}
                <bdi>{name}</bdi>
              </Fragment>
            ))}
          </span>
          <Separator order="ee:order-2" />
        </>
      )}
      <bdi className={cn(cut, 'ee:order-1 ee:max-w-full ee:shrink-0')}>{leaf}</bdi>
    </span>
  );
}
