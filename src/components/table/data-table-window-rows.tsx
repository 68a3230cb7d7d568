import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

import { useDocumentOffset } from './use-document-offset';
import { usePrinting } from './use-printing';

export interface DataTableWindowRowsProps {
  /** Rows on the page. */
  count: number;
  /** Height of a row before it is measured, px. */
  estimateHeight: number;
  /** The `<tbody>` (or the list of cards): where the rows start in the document. */
  bodyRef: RefObject<HTMLElement | null>;
  /** A row kept in the document wherever the window is (the focusable one: Tab must find it). */
  keepIndex: number;
  /**
   * Draws the row at an index of the page; `rowRef` goes on its `<tr>` (or card), which carries
   * `data-row-index`.
   */
  renderRow: (index: number, rowRef: (el: HTMLElement | null) => void) => ReactNode;
  /** What stands for the rows not drawn: `tr` in a table (the default), `li` in a list of cards. */
  spacer?: 'tr' | 'li' | undefined;
  /** Receives the way to bring a row into view (keyboard navigation). */
  scrollToIndexRef: { current: ((index: number) => void) | undefined };
}

/**
 * An aria-hidden row standing for the rows between two drawn ones (or before the first, after the
 * last).
 */
function spacerOf(Tag: 'tr' | 'li', key: string, height: number) {
  return height > 0 ? <Tag key={key} aria-hidden style={{ height }} /> : null;
}

/**
 * Measures rows from the ResizeObserver's entries only (reading `offsetHeight` as a row mounts
 * would force a layout inside React's commit), and estimates the rows not drawn yet by the mean
 * of those measured, so the table's height is about right before the rows below are seen.
 */
function useRowMeasure(estimateHeight: number) {
  const seen = useRef({ sum: 0, count: 0 });
  const estimateSize = useCallback(
    () => (seen.current.count ? seen.current.sum / seen.current.count : estimateHeight),
    [estimateHeight],
  );
  const measureElement = useCallback(
    (
      el: Element,
      entry: ResizeObserverEntry | undefined,
      instance: Virtualizer<Window, Element>,
    ) => {
      const box = entry?.borderBoxSize?.[0];
      if (box) {
        // Not rounded: rows of 46.3 px counted as 46 would put the hundredth row 30 px off.
        const size = box.blockSize;
        seen.current.sum += size;
        seen.current.count += 1;
        return size;
      }
      const index = Number(el.getAttribute('data-row-index'));
      return instance.itemSizeCache.get(index) ?? instance.options.estimateSize(index);
    },
    [],
  );
  return { estimateSize, measureElement };
}

/**
 * The rows of a DataTable virtualised against the window: the page scrolls (not a box of its
 * own), and only the rows near the viewport, plus the focusable one, are in the document; spacer
 * rows keep the table its full height. Rows keep their place as key, so a page turn updates the
 * drawn rows in place. When the window is as tall as the table every row is drawn (a full-page
 * screenshot), and so while the page is printed. Its own module: the virtualiser loads only with
 * a table that uses it.
 */
export function DataTableWindowRows({
  count,
  estimateHeight,
  bodyRef,
  keepIndex,
  renderRow,
  scrollToIndexRef,
  spacer = 'tr',
}: DataTableWindowRowsProps) {
  const scrollMargin = useDocumentOffset(bodyRef);
  const printing = usePrinting();
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (printing) return Array.from({ length: range.count }, (_, i) => i);
      const indexes = defaultRangeExtractor(range);
      if (keepIndex < 0 || keepIndex >= range.count || indexes.includes(keepIndex)) return indexes;
      return keepIndex < indexes[0] ? [keepIndex, ...indexes] : [...indexes, keepIndex];
    },
    [keepIndex, printing],
  );
  const { estimateSize, measureElement } = useRowMeasure(estimateHeight);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    overscan: 6,
    scrollMargin,
    rangeExtractor,
    indexAttribute: 'data-row-index',
    measureElement,
    // The first render, before the window is observed: its size is known without a layout.
    initialRect:
      typeof window === 'undefined'
        ? { width: 0, height: 0 }
        : { width: window.innerWidth, height: window.innerHeight },
  });
  useLayoutEffect(() => {
    scrollToIndexRef.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
    return () => {
      scrollToIndexRef.current = undefined;
    };
  }, [virtualizer, scrollToIndexRef]);

  const out: ReactNode[] = [];
  let end = scrollMargin;
  for (const item of virtualizer.getVirtualItems()) {
    out.push(spacerOf(spacer, `gap-${item.index}`, item.start - end));
    out.push(renderRow(item.index, virtualizer.measureElement));
    end = item.end;
  }
  // Items start at the scroll margin; the total size leaves it out.
  out.push(spacerOf(spacer, 'gap-end', scrollMargin + virtualizer.getTotalSize() - end));
  return out;
}
