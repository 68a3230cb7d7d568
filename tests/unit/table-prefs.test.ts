import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  hiddenColumns,
  parseTablePrefs,
  readTablePrefs,
  showableVisibility,
  shownColumns,
  tablePrefsKey,
  visibilityOf,
  writeTablePrefs,
} from '@/components/table/table-prefs';

/** A Storage over a Map, or one whose calls throw (blocked storage, quota exceeded). */
function memoryStorage(failing?: 'get' | 'set'): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => {
      if (failing === 'get') throw new DOMException('blocked', 'SecurityError');
      return map.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (failing === 'set') throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

describe('parseTablePrefs', () => {
  it('reads hidden columns and density', () => {
    expect(parseTablePrefs('{"hidden":["site","type"],"density":"compact"}')).toEqual({
      hidden: ['site', 'type'],
      density: 'compact',
    });
    expect(parseTablePrefs('{"hidden":[],"density":"comfortable"}')).toEqual({
      hidden: [],
      density: 'comfortable',
    });
  });

  it.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[]', {}],
    ['"compact"', {}],
    ['null', {}],
    ['{"hidden":"site","density":"huge"}', {}],
    ['{"hidden":["site",3],"density":"compact"}', { density: 'compact' }],
    ['{"hidden":[""]}', {}],
    ['{"hidden":["site","site"],"density":null,"extra":1}', { hidden: ['site'] }],
    [JSON.stringify({ hidden: Array.from({ length: 201 }, (_, i) => `c${i}`) }), {}],
    [JSON.stringify({ hidden: ['x'.repeat(201)] }), {}],
  ])('ignores what is not of its shape: %j', (raw, expected) => {
    expect(parseTablePrefs(raw)).toEqual(expected);
  });

  it('never throws and only ever gives strings and a known density', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          const prefs = parseTablePrefs(raw);
          return (
            (prefs.hidden ?? []).every((id) => typeof id === 'string') &&
            [undefined, 'comfortable', 'compact'].includes(prefs.density)
          );
        },
      ),
    );
  });
});

describe('readTablePrefs / writeTablePrefs', () => {
  it('keeps prefs per list under device-table:<key>', () => {
    const storage = memoryStorage();
    writeTablePrefs('devices', { hidden: ['site'], density: 'compact' }, storage);
    writeTablePrefs('types', { hidden: [] }, storage);
    expect(tablePrefsKey('devices')).toBe('device-table:devices');
    expect(storage.map.get('device-table:devices')).toBe('{"hidden":["site"],"density":"compact"}');
    expect(readTablePrefs('devices', storage)).toEqual({ hidden: ['site'], density: 'compact' });
    expect(readTablePrefs('types', storage)).toEqual({ hidden: [] });
    expect(readTablePrefs('other', storage)).toEqual({});
  });

  it('survives storage that throws or is missing', () => {
    expect(readTablePrefs('devices', memoryStorage('get'))).toEqual({});
    expect(() =>
      writeTablePrefs('devices', { density: 'compact' }, memoryStorage('set')),
    ).not.toThrow();
    expect(readTablePrefs('devices', undefined)).toEqual({});
    expect(() => writeTablePrefs('devices', {}, undefined)).not.toThrow();
    // Node has no localStorage: the default storage is none.
    expect(readTablePrefs('devices')).toEqual({});
  });
});

describe('visibility', () => {
  it('turns hidden ids into TanStack visibility and back', () => {
    expect(visibilityOf({ hidden: ['a', 'b'] })).toEqual({ a: false, b: false });
    expect(visibilityOf({})).toEqual({});
    expect(hiddenColumns({ a: false, b: true, c: false })).toEqual(['a', 'c']);
  });

  it('keeps a column off by default hidden until it is turned on, also under older stored prefs', () => {
    // Nothing stored, or prefs stored before the column existed: it starts hidden.
    expect(visibilityOf({}, ['live'])).toEqual({ live: false });
    expect(visibilityOf({ hidden: ['type'] }, ['live'])).toEqual({ type: false, live: false });
    // Turned on: stored as shown, and shown on the next visit.
    const on = { type: false, live: true };
    expect(shownColumns(on, ['live'])).toEqual(['live']);
    expect(
      visibilityOf({ hidden: hiddenColumns(on), shown: shownColumns(on, ['live']) }, ['live']),
    ).toEqual({ type: false });
    // Turned off again: no longer shown.
    expect(shownColumns({ live: false }, ['live'])).toEqual([]);
    expect(parseTablePrefs(JSON.stringify({ shown: ['live', 'live', 3] }))).toEqual({});
    expect(parseTablePrefs(JSON.stringify({ shown: ['live', 'live'] }))).toEqual({
      shown: ['live'],
    });
  });

  const columns = [
    { id: 'number', hideable: false },
    { id: 'name', hideable: true },
    { id: 'site', hideable: true },
  ];

  it('shows columns the menu cannot bring back, and every column rather than none', () => {
    expect(showableVisibility({ number: false, site: false }, columns)).toEqual({ site: false });
    expect(showableVisibility({ name: false, site: false }, [columns[1], columns[2]])).toEqual({});
  });

  it('gives back the same object when there is nothing to correct', () => {
    const visibility = { site: false, gone: false };
    expect(showableVisibility(visibility, columns)).toBe(visibility);
    expect(showableVisibility(visibility, [])).toBe(visibility);
  });
});
