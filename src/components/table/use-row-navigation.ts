import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface RowNavigationOptions {
  /** Rows the body draws (all of them when virtualised). */
  count: number;
  /** Rows that PageUp/PageDown move by. */
  pageStep: number;
  /**
   * Brings a row into the scroll area first (virtualised rows are only in the document when near).
   */
  scrollToIndex?: ((index: number) => void) | undefined;
  /** Enter or Space on a focused row; omit when rows do not activate. */
  onActivate?: ((index: number) => void) | undefined;
}

export interface RowNavigation<E extends HTMLElement = HTMLTableSectionElement> {
  /** The `<tbody>` (or the list of cards): rows are found in it by `data-row-index`. */
  bodyRef: RefObject<E | null>;
  /** The one row in the tab order (roving tabindex). */
  focusable: number;
  /** Remembers the row that got focus (stable: rows are memoised). */
  setActiveIndex: (index: number) => void;
  /** Arrow keys, Home/End and PageUp/PageDown move between rows; Enter/Space activate. */
  onKeyDown: (e: KeyboardEvent<E>) => void;
}

/**
 * Keyboard row navigation of a table body (or a list of cards): one focusable row, the keys of a
 * grid's rows.
 */
export function useRowNavigation<E extends HTMLElement = HTMLTableSectionElement>({
  count,
  pageStep,
  scrollToIndex,
  onActivate,
}: RowNavigationOptions): RowNavigation<E> {
  const bodyRef = useRef<E>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  const focusRow = (index: number) => {
    const next = Math.min(Math.max(0, index), count - 1);
    setActiveIndex(next);
    scrollToIndex?.(next);
    // A virtualised row appears a frame or two after the scroll.
    const tryFocus = (attempt: number) => {
      const el = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${next}"]`);
      if (el) el.focus();
      else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    tryFocus(0);
  };

  const onKeyDown = (e: KeyboardEvent<E>) => {
    const indexAttr = (e.target as HTMLElement).dataset.rowIndex;
    if (indexAttr === undefined) return; // keys inside a cell's own controls stay theirs
    const index = Number(indexAttr);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
      PageDown: index + pageStep,
      PageUp: index - pageStep,
    };
    if (e.key in moves) {
      e.preventDefault();
      focusRow(moves[e.key]);
    } else if ((e.key === 'Enter' || e.key === ' ') && onActivate) {
      e.preventDefault();
      onActivate(index);
    }
  };

  return { bodyRef, focusable: Math.min(activeIndex, count - 1), setActiveIndex, onKeyDown };
}
