import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, type ReactNode, type RefObject } from 'react';

export interface DataTableVirtualRowsProps {
  /** Rows in the whole list. */
  count: number;
  /** Height of one row, px. */
  rowHeight: number;
  /** Height of the scroll area before it is measured, px. */
  height: number;
  /** The scroll area. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Draws the row at an index of the whole list. */
  renderRow: (index: number) => ReactNode;
  /** Receives the way to bring a row into view (keyboard navigation). */
  scrollToIndexRef: { current: ((index: number) => void) | undefined };
}

/**
 * The rows of a virtualised DataTable: only those near the scroll position are in the document,
 * with spacer rows above and below. Its own module, loaded only by tables that virtualise, so
 * the virtualiser is not in every table's bundle.
 */
export function DataTableVirtualRows({
  count,
  rowHeight,
  height,
  scrollRef,
  renderRow,
  scrollToIndexRef,
}: DataTableVirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // First paint before the scroll element is measured: assume the requested height.
    initialRect: { width: 1000, height },
  });
  useLayoutEffect(() => {
    scrollToIndexRef.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
    return () => {
      scrollToIndexRef.current = undefined;
    };
  }, [virtualizer, scrollToIndexRef]);
  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0].start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
      {items.map((item) => renderRow(item.index))}
      {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
    </>
  );
}
