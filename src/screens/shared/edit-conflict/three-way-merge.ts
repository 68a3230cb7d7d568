/**
 * A three-way merge of form values, for a save refused because someone else saved first (412):
 * the values as the form opened them (base), as typed (mine) and as saved now (theirs). Values
 * are nested plain objects walked by key to dotted fields (`thresholds.maxLoadPercent`); a list
 * (tags, nameplate fields) is one value. A field only one side changed takes that side's value;
 * one both changed to different values is a conflict, left as typed until the user chooses.
 */

/** Which value a conflicting field keeps. */
export type MergeSide = 'mine' | 'theirs';

/** A field both sides changed, to different values. */
export interface MergeConflict {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface ThreeWayMerge<T> {
  /** Mine, with the fields only they changed taken from theirs (conflicts as typed). */
  merged: T;
  /** The fields only they changed (now theirs in `merged`), in the form's order. */
  taken: string[];
  /** The fields both changed to different values, in the form's order. */
  conflicts: MergeConflict[];
}

const isBranch = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Equal as values: lists item by item, objects key by key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  if (isBranch(a) && isBranch(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** The value at a dotted field, or undefined. */
export function valueAt(tree: unknown, field: string): unknown {
  let at: unknown = tree;
  for (const key of field.split('.')) {
    if (!isBranch(at)) return undefined;
    at = at[key];
  }
  return at;
}

/**
 * A copy of `tree` with `value` at the dotted field (the branches on its way copied, the rest
 * shared).
 */
export function withValueAt<T>(tree: T, field: string, value: unknown): T {
  const [key, ...rest] = field.split('.');
  const branch: Record<string, unknown> = isBranch(tree) ? tree : {};
  return {
    ...branch,
    [key]: rest.length ? withValueAt(branch[key], rest.join('.'), value) : value,
  } as T;
}

/** Every dotted field of the trees, in the order the first of them that has it lists it. */
function fieldsOf(trees: readonly unknown[], prefix = '', out: string[] = []): string[] {
  const keys: string[] = [];
  for (const tree of trees)
    if (isBranch(tree))
      for (const key of Object.keys(tree)) if (!keys.includes(key)) keys.push(key);
  for (const key of keys) {
    const field = prefix ? `${prefix}.${key}` : key;
    const below = trees.map((tree) => (isBranch(tree) ? tree[key] : undefined));
    if (below.some(isBranch)) fieldsOf(below, field, out);
    else out.push(field);
  }
  return out;
}

/** Merges what they saved into what I typed, against what the form opened with. */
export function threeWayMerge<T>(base: T, mine: T, theirs: T): ThreeWayMerge<T> {
  let merged = mine;
  const taken: string[] = [];
  const conflicts: MergeConflict[] = [];
  for (const field of fieldsOf([base, mine, theirs])) {
    const b = valueAt(base, field);
    const m = valueAt(mine, field);
    const t = valueAt(theirs, field);
    // The same on both sides, or changed by me alone (or by nobody): mine stands.
    if (sameValue(m, t) || sameValue(t, b)) continue;
    if (sameValue(m, b)) {
      merged = withValueAt(merged, field, t);
      taken.push(field);
    } else conflicts.push({ field, base: b, mine: m, theirs: t });
  }
  return { merged, taken, conflicts };
}

/** The merged values with each conflict set to the side chosen for it (mine where none is). */
export function resolveMerge<T>(
  merge: ThreeWayMerge<T>,
  choices: Partial<Record<string, MergeSide>>,
): T {
  return merge.conflicts.reduce(
    (values, c) =>
      choices[c.field] === 'theirs' ? withValueAt(values, c.field, c.theirs) : values,
    merge.merged,
  );
}
