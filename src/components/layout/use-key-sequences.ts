import { useEffect, useRef } from 'react';

/** A key or a sequence of keys ("n", "g d") and what it does. */
export interface KeySequence {
  /** Keys separated by spaces, lower case: `"g d"` is g then d. */
  keys: string;
  run: () => void;
}

/** How long the next key of a sequence may take. */
const SEQUENCE_MS = 1200;

/**
 * True when keys typed into `target` are text (an input, a text area, an editor): shortcuts stay
 * out of the way.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
    type,
  );
}

/**
 * Single-key and two-key shortcuts for the whole page (GitHub-style `g d`), ignored while the
 * user types in a field, with a modifier held, or inside an open dialog (its own keys win).
 */
export function useKeySequences(sequences: readonly KeySequence[], enabled = true): void {
  const latest = useRef(sequences);
  useEffect(() => {
    latest.current = sequences;
  });
  useEffect(() => {
    if (!enabled) return;
    let pending = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      pending = '';
      clearTimeout(timer);
    };
    const onKey = (e: KeyboardEvent) => {
      if (
        e.defaultPrevented ||
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        e.repeat ||
        isTypingTarget(e.target)
      )
        return reset();
      if (
        e.target instanceof Element &&
        e.target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')
      )
        return reset();
      const key = e.key.length === 1 ? e.key.toLowerCase() : '';
      if (!key) return reset();
      const typed = pending ? `${pending} ${key}` : key;
      const exact = latest.current.find((s) => s.keys === typed);
      const prefix = latest.current.some((s) => s.keys.startsWith(`${typed} `));
      if (exact && !prefix) {
        e.preventDefault();
        reset();
        exact.run();
        return;
      }
      if (prefix) {
        pending = typed;
        clearTimeout(timer);
        timer = setTimeout(reset, SEQUENCE_MS);
        return;
      }
      reset();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      clearTimeout(timer);
    };
  }, [enabled]);
}
