import { useState } from 'react';

/**
 * A slice of state that is controlled when its prop is given (not undefined) and owned here
 * otherwise. The setter moves the owned value only while uncontrolled; telling the owner is the
 * caller's job.
 */
export function useControlled<T>(
  controlled: T | undefined,
  initial: T | (() => T),
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(initial);
  const isControlled = controlled !== undefined;
  const set = (next: T) => {
    if (!isControlled) setOwn(next);
  };
  return [isControlled ? controlled : own, set];
}
