import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Each opening of a form dialog starts from fresh values; nothing resets while it stays open,
 * so a failed save (or a refetch behind it) never wipes what was typed. FormDrawer and FormDialog
 * run it for their `resetOnOpen` prop; `values` is read at the opening, never held stale.
 */
export function useResetOnOpen<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  open: boolean,
  values: (() => T) | undefined,
) {
  const wasOpen = useRef(false);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const { reset } = form;
  useEffect(() => {
    if (open && !wasOpen.current && latest.current) reset(latest.current());
    wasOpen.current = open;
  }, [open, reset]);
}
