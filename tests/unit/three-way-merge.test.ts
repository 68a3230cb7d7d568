/**
 * The merge a form makes when its save meets 412 (issue 35.5): against the values it opened with,
 * a field only I changed keeps mine, one only they changed takes theirs, and only a field both
 * changed to different values is a conflict.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  resolveMerge,
  sameValue,
  threeWayMerge,
  valueAt,
  withValueAt,
} from '@/screens/shared/edit-conflict/three-way-merge';

const opened = {
  name: 'Main LV cabinet',
  notes: '',
  tags: ['critical'],
  thresholds: { maxTemperatureC: '85', maxLoadPercent: '90' },
};

describe('threeWayMerge', () => {
  it('keeps the fields only I changed, takes the ones only they changed, and says which', () => {
    const mine = { ...opened, notes: 'Checked the busbar joints', tags: ['critical', 'east'] };
    const theirs = {
      ...opened,
      name: 'Renamed elsewhere',
      thresholds: { ...opened.thresholds, maxLoadPercent: '95' },
    };
    const merge = threeWayMerge(opened, mine, theirs);
    expect(merge.merged).toEqual({
      name: 'Renamed elsewhere',
      notes: 'Checked the busbar joints',
      tags: ['critical', 'east'],
      thresholds: { maxTemperatureC: '85', maxLoadPercent: '95' },
    });
    expect(merge.taken).toEqual(['name', 'thresholds.maxLoadPercent']);
    expect(merge.conflicts).toEqual([]);
  });

  it('a field both changed to different values is a conflict with the three values, left as typed', () => {
    const mine = { ...opened, name: 'Server room cabinet 01', notes: 'Mine' };
    const theirs = { ...opened, name: 'Renamed elsewhere', notes: 'Mine' };
    const merge = threeWayMerge(opened, mine, theirs);
    expect(merge.conflicts).toEqual([
      {
        field: 'name',
        base: 'Main LV cabinet',
        mine: 'Server room cabinet 01',
        theirs: 'Renamed elsewhere',
      },
    ]);
    // The same change on both sides is no conflict.
    expect(merge.taken).toEqual([]);
    expect(merge.merged.name).toBe('Server room cabinet 01');
    expect(resolveMerge(merge, { name: 'theirs' }).name).toBe('Renamed elsewhere');
    expect(resolveMerge(merge, { name: 'mine' }).name).toBe('Server room cabinet 01');
  });

  it('a list is one value', () => {
    const merge = threeWayMerge(
      opened,
      { ...opened, tags: ['critical', 'east'] },
      { ...opened, tags: ['spare'] },
    );
    expect(merge.conflicts.map((c) => c.field)).toEqual(['tags']);
  });
});

describe('paths', () => {
  it('reads and writes dotted fields without changing the tree given', () => {
    const next = withValueAt(opened, 'thresholds.maxLoadPercent', '70');
    expect(valueAt(next, 'thresholds.maxLoadPercent')).toBe('70');
    expect(opened.thresholds.maxLoadPercent).toBe('90');
    expect(next.tags).toBe(opened.tags);
    expect(valueAt(opened, 'thresholds.nope.deeper')).toBeUndefined();
  });
});

/** Form values with few possible values per field, so that sides often agree and often differ. */
const leaf = fc.constantFrom('', 'a', 'b', 'c');
const values = fc.record({
  name: leaf,
  notes: leaf,
  tags: fc.array(leaf, { maxLength: 2 }),
  thresholds: fc.record({ maxTemperatureC: leaf, maxLoadPercent: leaf }),
});
type Values = typeof opened;
const FIELDS = ['name', 'notes', 'tags', 'thresholds.maxTemperatureC', 'thresholds.maxLoadPercent'];

describe('threeWayMerge, for any values', () => {
  it('each field is mine where they did not change it, theirs where I did not, and a conflict only where all three differ', () => {
    fc.assert(
      fc.property(values, values, values, (base: Values, mine: Values, theirs: Values) => {
        const merge = threeWayMerge(base, mine, theirs);
        const conflicted = new Set(merge.conflicts.map((c) => c.field));
        for (const field of FIELDS) {
          const [b, m, t, out] = [
            valueAt(base, field),
            valueAt(mine, field),
            valueAt(theirs, field),
            valueAt(merge.merged, field),
          ];
          const both = !sameValue(m, b) && !sameValue(t, b) && !sameValue(m, t);
          expect(conflicted.has(field)).toBe(both);
          expect(merge.taken.includes(field)).toBe(sameValue(m, b) && !sameValue(t, b));
          if (sameValue(t, b)) expect(sameValue(out, m)).toBe(true);
          else if (sameValue(m, b)) expect(sameValue(out, t)).toBe(true);
          else expect(sameValue(out, m)).toBe(true);
        }
      }),
    );
  });

  it('nothing changed on one side gives the other side, with no conflict', () => {
    fc.assert(
      fc.property(values, values, (base: Values, other: Values) => {
        const theirsOnly = threeWayMerge(base, base, other);
        expect(theirsOnly.merged).toEqual(other);
        expect(theirsOnly.conflicts).toEqual([]);
        const mineOnly = threeWayMerge(base, other, base);
        expect(mineOnly.merged).toEqual(other);
        expect([mineOnly.taken, mineOnly.conflicts]).toEqual([[], []]);
      }),
    );
  });

  it('choosing theirs everywhere gives their values; mine everywhere keeps every field I changed', () => {
    fc.assert(
      fc.property(values, values, values, (base: Values, mine: Values, theirs: Values) => {
        const merge = threeWayMerge(base, mine, theirs);
        const all = (side: 'mine' | 'theirs') =>
          Object.fromEntries(merge.conflicts.map((c) => [c.field, side]));
        const theirsAll = resolveMerge(merge, all('theirs'));
        const mineAll = resolveMerge(merge, all('mine'));
        for (const field of FIELDS) {
          if (!sameValue(valueAt(theirs, field), valueAt(base, field)))
            expect(sameValue(valueAt(theirsAll, field), valueAt(theirs, field))).toBe(true);
          if (!sameValue(valueAt(mine, field), valueAt(base, field)))
            expect(sameValue(valueAt(mineAll, field), valueAt(mine, field))).toBe(true);
        }
      }),
    );
  });

  it('the conflicts do not depend on which side is mine', () => {
    fc.assert(
      fc.property(values, values, values, (base: Values, mine: Values, theirs: Values) => {
        expect(threeWayMerge(base, mine, theirs).conflicts.map((c) => c.field)).toEqual(
          threeWayMerge(base, theirs, mine).conflicts.map((c) => c.field),
        );
      }),
    );
  });
});
