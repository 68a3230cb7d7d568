import type { KeyboardEvent } from 'react';

/**
 * Roving focus among a filter's choices (`[data-choice]`): the arrow keys move to the next or
 * previous one, Home and End to the first and last. Put on the list that holds them.
 */
export function moveChoiceFocus(e: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[data-choice]'));
  const i = items.indexOf(document.activeElement as HTMLElement);
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? items.length - 1
        : e.key === 'ArrowDown'
          ? Math.min(items.length - 1, i + 1)
          : Math.max(0, i - 1);
  e.preventDefault();
  items[next]?.focus();
}
