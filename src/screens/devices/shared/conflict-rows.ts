/**
 * What a conflict (412) shows: the fields someone else changed since the form opened, each with
 * their value (now saved) and the one typed in the form. Over form values, so every form of the
 * device screens shares it: the values are flattened to dotted fields (`nameplate.phases`).
 */

/** One field someone else changed: its label, their value and the one typed here. */
export interface ConflictRow {
  field: string;
  label: string;
  theirs: string;
  yours: string;
}

/** Form values as text by dotted field; lists joined with ", ". */
export function flattenValues(values: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(values)) out[prefix] = values.map(String).join(', ');
  else if (values !== null && typeof values === 'object') {
    for (const [key, value] of Object.entries(values)) flattenValues(value, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) out[prefix] = values === null || values === undefined ? '' : String(values);
  return out;
}

/** How a form shows one field: its label, and a value as the user reads it (a status's name, not its code). */
export type DescribeField = (field: string) => { label: string; show?: (value: string) => string } | undefined;

/**
 * The fields that differ between the form's values of the record as it opened (`loaded`) and as
 * it is now (`current`), with what is typed (`typed`). Fields `describe` does not know are left
 * out (they are not on this form).
 */
export function conflictRows(loaded: unknown, current: unknown, typed: unknown, describe: DescribeField): ConflictRow[] {
  const before = flattenValues(loaded);
  const now = flattenValues(current);
  const mine = flattenValues(typed);
  const rows: ConflictRow[] = [];
  for (const field of Object.keys(now)) {
    if (now[field] === before[field]) continue;
    const described = describe(field);
    if (!described) continue;
    const show = described.show ?? ((value: string) => value);
    rows.push({ field, label: described.label, theirs: show(now[field]), yours: show(mine[field] ?? '') });
  }
  return rows;
}
