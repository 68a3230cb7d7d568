import { useEffect } from 'react';

/**
 * Ctrl+K / ⌘K anywhere on the page calls `toggle` (the command palette's key). Its own hook, so
 * an app can listen for it while the palette itself loads only when first opened.
 */
export function useSearchHotkey(toggle: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, enabled]);
}
