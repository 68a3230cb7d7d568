import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One text parameter of the URL (`?q=`) as state: a search is then a link that can be shared,
 * and the back button goes back to before it. Typing replaces the entry instead of adding one
 * per pause; an empty text removes the parameter.
 */
export function useUrlText(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name)?.trim() ?? '';
  const set = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.trim()) updated.set(name, next.trim());
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
}
