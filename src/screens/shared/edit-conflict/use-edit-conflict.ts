import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

import { isChangedElsewhere } from '@/api/client/request';

import { threeWayMerge, valueAt, type MergeConflict, type MergeSide } from './three-way-merge';

/** A record that carries a version (device, device type, location). */
export interface Versioned {
  version: number;
}

/** A save refused because someone else saved first, merged into the form. */
export interface Conflict<V> {
  /** The form's values of the record as it opened (or as last merged with). */
  base: V;
  /** The values typed when the save was refused. */
  mine: V;
  /** The form's values of the record as it is saved now. */
  theirs: V;
  /** Fields only they changed: their values are in the form already. */
  taken: string[];
  /** Fields both changed to different values; each needs a choice. */
  conflicts: MergeConflict[];
  /** The side chosen for each conflicting field so far. */
  choices: Partial<Record<string, MergeSide>>;
  /** Every conflict has a choice: the next save is based on the version saved now. */
  resolved: boolean;
}

export interface EditConflict<T extends Versioned, V> {
  /** The record the next save is based on: as the form opened it, or as saved now once merged. */
  loaded: T | null;
  /** The conflict of the last refused save, until a save succeeds. */
  conflict: Conflict<V> | null;
  /** The version to send as If-Match. */
  version: () => number | undefined;
  /**
   * After a failed save: a 412 is merged into the form (what only they changed is taken, what
   * both changed waits for a choice) and true is answered; anything else is not one (false).
   */
  capture: (error: unknown) => boolean;
  /** Puts one side's value of a conflicting field in the form. */
  choose: (field: string, side: MergeSide) => void;
  /**
   * Puts one side's values of every conflicting field in the form ("use all theirs", "keep all
   * mine").
   */
  chooseAll: (side: MergeSide) => void;
  /**
   * Before a save: throws while a field both changed has no choice (the save would be refused
   * again).
   */
  guard: () => void;
  /**
   * Whether a failed save's error has been dealt with since (the conflict it reported is resolved).
   */
  isResolved: (error: unknown) => boolean;
  /** A save succeeded. */
  settle: () => void;
}

export interface EditConflictOptions<T, V extends FieldValues> {
  /** The form whose values are merged. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<V, any, any>;
  /** A record as the form's values (what the form opens with). */
  toValues: (record: T) => V;
  /** The message of a save tried before every conflicting field has a choice. */
  chooseFirst: string;
}

/** A save tried while a field both sides changed has no choice yet. */
export class UnresolvedConflictError extends Error {}

/**
 * Concurrent edits in a form. The record as the form opened is kept (a refetch while it is open,
 * e.g. after another tab saved, must not move it, or the save would silently overwrite) and its
 * version sent with the save. A 412 is merged three ways against it: the fields only they changed
 * take their values in the form at once, the ones only I changed keep mine, and each field both
 * changed waits for a choice; once every one has one, the next save is based on their version.
 */
export function useEditConflict<T extends Versioned, V extends FieldValues>(
  record: T | null | undefined,
  open: boolean,
  { form, toValues, chooseFirst }: EditConflictOptions<T, V>,
): EditConflict<T, V> {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [current, setCurrent] = useState<T | null>(null);
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);
  const latest = useRef(record);
  useEffect(() => {
    latest.current = record;
  });
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setLoaded(latest.current ?? null);
      setCurrent(null);
      setConflict(null);
    }
    wasOpen.current = open;
  }, [open]);
  // Read at save time, so a save made right after opening (before the effect ran) has a version.
  const base = loaded ?? (open ? (record ?? null) : null);

  const put = useCallback(
    (field: string, value: unknown) =>
      form.setValue(field as Path<V>, value as PathValue<V, Path<V>>, {
        shouldDirty: true,
        shouldValidate: true,
      }),
    [form],
  );

  /** Records the choices; once every conflict has one, the form is based on their version. */
  const decide = useCallback(
    (next: Conflict<V>, choices: Conflict<V>['choices']) => {
      const resolved = next.conflicts.every((c) => choices[c.field]);
      if (resolved && current) setLoaded(current);
      setConflict({ ...next, choices, resolved });
    },
    [current],
  );

  const choose = useCallback(
    (field: string, side: MergeSide) => {
      if (!conflict) return;
      put(field, valueAt(side === 'theirs' ? conflict.theirs : conflict.mine, field));
      decide(conflict, { ...conflict.choices, [field]: side });
    },
    [conflict, put, decide],
  );

  return {
    loaded: base,
    conflict,
    version: useCallback(() => base?.version, [base]),
    capture: useCallback(
      (error: unknown) => {
        if (!isChangedElsewhere<T>(error) || !base) return false;
        const theirs = toValues(error.current);
        const mine = form.getValues();
        const merge = threeWayMerge(toValues(base), mine, theirs);
        for (const field of merge.taken) put(field, valueAt(theirs, field));
        const resolved = merge.conflicts.length === 0;
        setCurrent(error.current);
        if (resolved) setLoaded(error.current);
        setConflict({
          base: toValues(base),
          mine,
          theirs,
          taken: merge.taken,
          conflicts: merge.conflicts,
          choices: {},
          resolved,
        });
        return true;
      },
      [base, form, toValues, put],
    ),
    choose,
    chooseAll: useCallback(
      (side: MergeSide) => {
        if (!conflict) return;
        for (const c of conflict.conflicts) put(c.field, side === 'theirs' ? c.theirs : c.mine);
        decide(conflict, Object.fromEntries(conflict.conflicts.map((c) => [c.field, side])));
      },
      [conflict, put, decide],
    ),
    guard: useCallback(() => {
      if (conflict && !conflict.resolved) throw new UnresolvedConflictError(chooseFirst);
    }, [conflict, chooseFirst]),
    isResolved: useCallback(
      (error: unknown) =>
        Boolean(conflict?.resolved) &&
        (isChangedElsewhere(error) || error instanceof UnresolvedConflictError),
      [conflict],
    ),
    settle: useCallback(() => {
      setCurrent(null);
      setConflict(null);
    }, []),
  };
}
