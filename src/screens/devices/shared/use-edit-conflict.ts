import { useCallback, useEffect, useRef, useState } from 'react';
import { isChangedElsewhere } from '../../../api/client/request';

/** A record that carries a version (device, device type, location). */
export interface Versioned {
  version: number;
}

export interface EditConflict<T extends Versioned> {
  /** The record as the form opened it (its version is what a save is based on). */
  loaded: T | null;
  /** The record as it is now, after a save was refused because someone else changed it. */
  current: T | null;
  /** The version to send as If-Match: the one opened, or the current one after "save mine over theirs". */
  version: () => number | undefined;
  /** After a failed save: a 412 shows the conflict (true); anything else is not one (false). */
  capture: (error: unknown) => boolean;
  /** "Save mine over theirs": the next save is based on the current version. */
  overwrite: () => void;
  /** "Use theirs": the current record becomes the one the form is based on; it is returned to fill the form. */
  useTheirs: () => T | null;
  /** A save succeeded. */
  settle: () => void;
}

/**
 * Concurrent edits in a form: the version of the record as the form opened is kept (a refetch
 * while it is open, e.g. after another tab saved, must not move it, or the save would silently
 * overwrite), sent with the save, and a 412 keeps the record as it is now for the form to show.
 */
export function useEditConflict<T extends Versioned>(record: T | null | undefined, open: boolean): EditConflict<T> {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [current, setCurrent] = useState<T | null>(null);
  const overwriting = useRef(false);
  const latest = useRef(record);
  useEffect(() => {
    latest.current = record;
  });
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setLoaded(latest.current ?? null);
      setCurrent(null);
      overwriting.current = false;
    }
    wasOpen.current = open;
  }, [open]);
  // Read at save time, so a save made right after opening (before the effect ran) has a version.
  const base = loaded ?? (open ? (record ?? null) : null);

  return {
    loaded: base,
    current,
    version: useCallback(() => (overwriting.current && current ? current.version : base?.version), [current, base]),
    capture: useCallback((error: unknown) => {
      overwriting.current = false;
      if (!isChangedElsewhere<T>(error)) return false;
      setCurrent(error.current);
      return true;
    }, []),
    overwrite: useCallback(() => {
      overwriting.current = true;
    }, []),
    useTheirs: useCallback(() => {
      if (!current) return null;
      setLoaded(current);
      setCurrent(null);
      return current;
    }, [current]),
    settle: useCallback(() => {
      overwriting.current = false;
      setCurrent(null);
    }, []),
  };
}
