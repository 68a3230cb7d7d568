import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once it has been drawn in a transition the first time: undefined until then, then `value`
 * itself at once on every later change. For a screen's first data: a query's answer arrives in an
 * update React renders in one piece (the query library's store), and drawing a table's first rows
 * that way was a long task on a phone (docs/performance.md#figures-the-code-relies-on). The rows
 * are drawn instead in an interruptible render just after; later pages (a page turn, a sort) are
 * drawn at once, as the user asked for them.
 */
export function useFirstInTransition<T>(value: T | undefined): T | undefined {
  const [ready, setReady] = useState(false);
  const arrived = value !== undefined;
  useEffect(() => {
    if (arrived && !ready) startTransition(() => setReady(true));
  }, [arrived, ready]);
  return ready ? value : undefined;
}
