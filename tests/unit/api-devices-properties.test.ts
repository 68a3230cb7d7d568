/**
 * Property tests of the device-domain lists: any query string is answered without a 5xx; the
 * total is the filtered count; pages partition the filtered list; sorting follows orderBy.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createHandlers } from '@/api/mock/handlers';
import { listDeviceTypes } from '@/api/mock/queries/device-types';
import { isOverdue, listDevices } from '@/api/mock/queries/devices';
import { collator } from '@/api/mock/query';
import { createMockStore } from '@/api/mock/store';
import {
  DEVICE_CATEGORIES,
  DEVICE_SORT_KEYS,
  DEVICE_STATUSES,
  DEVICE_TYPE_SORT_KEYS,
  type DeviceListItem,
} from '@/api/types/devices';

import { call, startMockServer } from './support/mock-server';

const NOW = '2026-06-15T09:00:00Z';
const TODAY = '2026-06-15';
// Read-only calls only, so one database serves every run.
const store = startMockServer({ reset: false });

const KEYS = [
  'q',
  'typeId',
  'status',
  'locationId',
  'overdue',
  'sortBy',
  'orderBy',
  'page',
  'itemsPerPage',
  'category',
  'metric',
  'from',
  'to',
];
const anyValue = fc.oneof(
  fc.string(),
  fc.integer({ min: -5, max: 100 }).map(String),
  fc.constantFrom(
    '',
    'NaN',
    '-1',
    '1e9',
    'true',
    'false',
    'asc',
    'desc',
    'number',
    'nextInspection',
    'fault,standby',
    '24DC',
    '2026-06-14T00:00:00Z',
    '[]',
    '{}',
    '%',
    '\u0000',
  ),
);
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string()), anyValue), { maxLength: 8 })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v);
    return params.toString();
  });

describe('random query strings never give a 5xx', () => {
  const paths = [
    '/api/devices',
    '/api/device-types',
    '/api/device-locations/1',
    '/api/devices/24DC10001/maintenance',
    '/api/devices/24DC10001/history',
    '/api/devices/24DC10001/documents',
    '/api/devices/24DC10001/readings',
    '/api/devices/24DC10001/alarms',
    '/api/devices/next-number',
  ];
  it.each(paths)('%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        const response = await fetch(`http://localhost${path}?${query}`);
        expect(response.status).toBeLessThan(500);
        await response.json();
      }),
      { numRuns: 40 },
    );
  });

  it('an unknown property named like an object member is refused by its name, not a 5xx', async () => {
    // fast-check found {"toString": false} → 500: the field errors were built on a plain object.
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf']) {
      const { status, body } = await call<{
        errors: Record<string, string[]>;
        issues: Array<{ path: string; key: string }>;
      }>('/api/device-types', { method: 'POST', raw: `{"${name}": false}` });
      expect(status, name).toBe(400);
      expect(Object.hasOwn(body.errors, name), name).toBe(true);
      expect(body.issues, name).toContainEqual(
        expect.objectContaining({ path: name, key: 'unknownField' }),
      );
    }
  });

  it('random JSON bodies on writes never give a 5xx', async () => {
    const writes: Array<[string, string]> = [
      ['POST', '/api/devices'],
      ['PUT', '/api/devices/24DC10001'],
      ['POST', '/api/devices/24DC10001/maintenance'],
      ['POST', '/api/device-types'],
      ['PUT', '/api/device-types/1'],
      ['POST', '/api/device-locations'],
      ['PUT', '/api/device-locations/3'],
    ];
    // Writes go to a scratch database, so the shared one stays as the read tests expect it.
    const scratch = createMockStore({ now: NOW });
    store.server.use(...createHandlers(scratch.db));
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...writes),
          fc.oneof(
            fc.jsonValue(),
            fc.dictionary(
              fc.constantFrom(
                'name',
                'typeId',
                'locationId',
                'number',
                'status',
                'parentId',
                'parentNumber',
                'date',
                'kind',
                'code',
                'thresholds',
                'nameplate',
                'tags',
                'lat',
                'lng',
                'installDate',
                'inspectionIntervalDays',
              ),
              fc.jsonValue(),
            ),
          ),
          async ([method, path], body) => {
            const { status } = await call(path, { method, body });
            expect(status).toBeLessThan(500);
          },
        ),
        { numRuns: 150 },
      );
    } finally {
      store.server.resetHandlers();
    }
  });
});

const db = store.db();
const filters = fc.record(
  {
    q: fc.oneof(
      fc.constantFrom('', '24', 'dc', 'BREAKER', 'cabinet 0', 'xyz', '1000'),
      fc.string({ maxLength: 3 }),
    ),
    typeId: fc.subarray(
      db.deviceTypes.map((t) => t.id),
      { maxLength: 3 },
    ),
    status: fc.subarray([...DEVICE_STATUSES], { maxLength: 3 }),
    locationId: fc.option(fc.constantFrom(...db.deviceLocations.map((l) => l.id), 999), {
      nil: undefined,
    }),
    overdue: fc.option(fc.boolean(), { nil: undefined }),
  },
  { requiredKeys: [] },
);

function toParams(
  f: Record<string, unknown>,
  extra: Record<string, string | number> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...extra })) {
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((x) => params.append(k, String(x)));
    else params.set(k, String(v));
  }
  return params;
}

function descendants(id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const l of db.deviceLocations) {
      if (l.parentId !== null && out.has(l.parentId) && !out.has(l.id)) {
        out.add(l.id);
        grew = true;
      }
    }
  }
  return db.deviceLocations.some((l) => l.id === id) ? out : new Set();
}

describe('device list properties', () => {
  it('total equals the count of devices that match every filter', () => {
    fc.assert(
      fc.property(filters, (f) => {
        // Every word of q in the number or the name (any order), as the register and the palette
        // search.
        const words = (f.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
        const inLocation = f.locationId === undefined ? undefined : descendants(f.locationId);
        const expected = db.devices.filter(
          (d) =>
            (!f.typeId?.length || f.typeId.includes(d.typeId)) &&
            (!f.status?.length || (f.status as string[]).includes(d.status)) &&
            (!inLocation || inLocation.has(d.locationId)) &&
            (f.overdue === undefined || isOverdue(d, TODAY) === f.overdue) &&
            words.every(
              (w) => d.number.toLowerCase().includes(w) || d.name.toLowerCase().includes(w),
            ),
        ).length;
        const answer = listDevices(db, toParams(f));
        expect(answer.total).toBe(expected);
        expect(answer.devices.length).toBe(Math.min(10, expected));
      }),
      { numRuns: 200 },
    );
  });

  it('pages partition the filtered, sorted list without overlap', () => {
    fc.assert(
      fc.property(
        filters,
        fc.constantFrom(...DEVICE_SORT_KEYS),
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 1, max: 40 }),
        (f, sortBy, orderBy, size) => {
          const whole = listDevices(
            db,
            toParams(f, { sortBy, orderBy, itemsPerPage: -1 }),
          ).devices.map((d) => d.number);
          const pages: string[] = [];
          for (let page = 1; page <= Math.ceil(whole.length / size); page++) {
            const rows = listDevices(
              db,
              toParams(f, { sortBy, orderBy, itemsPerPage: size, page }),
            ).devices;
            expect(rows.length).toBeLessThanOrEqual(size);
            pages.push(...rows.map((d) => d.number));
          }
          expect(pages).toEqual(whole);
          expect(new Set(pages).size).toBe(pages.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sorting respects sortBy and orderBy', () => {
    const statusRank = (s: string) => (DEVICE_STATUSES as readonly string[]).indexOf(s);
    const key = (
      d: DeviceListItem,
      sortBy: (typeof DEVICE_SORT_KEYS)[number],
    ): string | number | string[] =>
      ({
        number: d.number,
        name: d.name,
        type: d.typeName,
        status: statusRank(d.status),
        location: d.locationNames,
        nextInspection: d.nextInspection ?? '',
        condition: d.condition,
      })[sortBy];
    // A location sorts along its path from the site, name by name.
    const comparePaths = (a: string[], b: string[]) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const c = collator.compare(a[i], b[i]);
        if (c !== 0) return c;
      }
      return a.length - b.length;
    };
    fc.assert(
      fc.property(
        filters,
        fc.constantFrom(...DEVICE_SORT_KEYS),
        fc.constantFrom('asc', 'desc'),
        (f, sortBy, orderBy) => {
          const rows = listDevices(
            db,
            toParams(f, { sortBy, orderBy, itemsPerPage: -1 }),
          ).devices.map((d) => key(d, sortBy));
          for (let i = 1; i < rows.length; i++) {
            const a = rows[i - 1];
            const b = rows[i];
            if (a === '' || b === '') {
              // Empty values sort last in both directions.
              expect(a === '' && b !== '').toBe(false);
              continue;
            }
            const c =
              Array.isArray(a) && Array.isArray(b)
                ? comparePaths(a, b)
                : typeof a === 'number' && typeof b === 'number'
                  ? a - b
                  : collator.compare(String(a), String(b));
            expect(orderBy === 'asc' ? c <= 0 : c >= 0).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('device type list properties', () => {
  it('total is the filtered count, pages partition, sort respects orderBy', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('', 'c', 'er', 'TR', 'zz'), fc.string({ maxLength: 2 })),
        fc.option(fc.constantFrom('distribution', 'protection', 'backup_power', 'load', 'nope'), {
          nil: undefined,
        }),
        fc.constantFrom(...DEVICE_TYPE_SORT_KEYS),
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 1, max: 7 }),
        (q, category, sortBy, orderBy, size) => {
          const base = { q, ...(category ? { category } : {}), sortBy, orderBy };
          const whole = listDeviceTypes(db, { ...base, itemsPerPage: -1 });
          const ql = q.trim().toLowerCase();
          // A category the document does not list is ignored (issue 36.1), a listed one filters.
          const known =
            category !== undefined && (DEVICE_CATEGORIES as readonly string[]).includes(category);
          const expected = db.deviceTypes.filter(
            (t) =>
              (!known || t.category === category) &&
              (!ql || [t.code, t.name, t.description].some((x) => x.toLowerCase().includes(ql))),
          );
          expect(whole.total).toBe(expected.length);
          const pages = [];
          for (let page = 1; page <= Math.ceil(whole.total / size); page++)
            pages.push(...listDeviceTypes(db, { ...base, page, itemsPerPage: size }).types);
          expect(pages.map((t) => t.id)).toEqual(whole.types.map((t) => t.id));
          for (let i = 1; i < whole.types.length; i++) {
            const a = whole.types[i - 1][sortBy];
            const b = whole.types[i][sortBy];
            const c =
              typeof a === 'number' && typeof b === 'number'
                ? a - b
                : collator.compare(String(a), String(b));
            expect(orderBy === 'asc' ? c <= 0 : c >= 0).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
