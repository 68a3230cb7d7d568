/**
 * What the conflict panel shows of a merged 412 (use-edit-conflict.ts), in a form's own words:
 * the fields only they changed (taken into the form), and the fields both changed with the
 * three values, each as the user reads it (a status's name, not its code). Every form of the
 * device screens shares it; fields are dotted (`nameplate.phases`).
 */
import { valueAt } from './three-way-merge';
import type { Conflict } from './use-edit-conflict';

/** A field only they changed: their value is in the form now. */
export interface TakenRow {
  field: string;
  label: string;
  /** The value when the form opened. */
  was: string;
  /** Theirs, saved now. */
  now: string;
}

/** A field both changed: the three values. */
export interface ConflictRow {
  field: string;
  label: string;
  /** When the form opened. */
  original: string;
  /** Saved by someone else since. */
  theirs: string;
  /** Typed here. */
  mine: string;
}

/**
 * How a form shows one field: its label, and a value as the user reads it. Undefined: not on this
 * form.
 */
export type DescribeField = (
  field: string,
) => { label: string; show?: (value: string) => string } | undefined;

/** A form value as text: lists joined with ", ", nothing as empty. */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The rows of a merged conflict; fields `describe` does not know are left out (not on this form).
 */
export function conflictRows<V>(
  conflict: Conflict<V>,
  describe: DescribeField,
): { taken: TakenRow[]; conflicts: ConflictRow[] } {
  const shown = (field: string) => {
    const described = describe(field);
    if (!described) return undefined;
    const show = described.show ?? ((value: string) => value);
    return { label: described.label, text: (values: V) => show(valueText(valueAt(values, field))) };
  };
  const taken: TakenRow[] = [];
  for (const field of conflict.taken) {
    const s = shown(field);
    if (s)
      taken.push({
        field,
        label: s.label,
        was: s.text(conflict.base),
        now: s.text(conflict.theirs),
      });
  }
  const conflicts: ConflictRow[] = [];
  for (const { field } of conflict.conflicts) {
    const s = shown(field);
    if (s)
      conflicts.push({
        field,
        label: s.label,
        original: s.text(conflict.base),
        theirs: s.text(conflict.theirs),
        mine: s.text(conflict.mine),
      });
  }
  return { taken, conflicts };
}
