import { useEffect } from 'react';

/**
 * While `active`, characters typed outside any field are kept by `edit` (Backspace removes the
 * last). For a search opened by a click or Ctrl/⌘K whose field may not be drawn yet (its code
 * loading): what the user types at once is not lost, and the field shows it when it appears.
 * Keys typed into a field, and shortcuts with Ctrl, ⌘ or Alt, are left alone.
 */
export function useTypeAhead(
  active: boolean,
  edit: (change: (text: string) => string) => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      const target = e.target instanceof Element ? e.target : null;
      if (
        target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')
      )
        return;
      if (e.key.length === 1) {
        e.preventDefault();
        edit((text) => text + e.key);
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        edit((text) => text.slice(0, -1));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, edit]);
}
