/**
 * Device-domain list calls over the sample database and one a hundred times larger (12,200
 * devices). Times the pure functions the handlers call (the HTTP layer adds a constant).
 * Budget: p95 < 20 ms at scale 100.
 */
import { createMockDb, type MockDb } from '../../src/api/mock/db';
import { getLocation, getLocationTree } from '../../src/api/mock/queries/device-locations';
import { listDeviceTypes } from '../../src/api/mock/queries/device-types';
import { getDevice, getDeviceStats, listDevices } from '../../src/api/mock/queries/devices';
import { DEVICE_SORT_KEYS } from '../../src/api/types/devices';
import { report, time } from './stats';

const BUDGET_MS = 20;
const NOW = '2026-06-15T09:00:00Z';

interface Case {
  name: string;
  fn: (db: MockDb) => unknown;
  /** Informational only (not a list call of the budget). */
  info?: boolean;
}

function cases(db: MockDb): Case[] {
  const dc = db.deviceTypes.find((t) => t.code === 'DC')!.id;
  const site = db.deviceLocations.find((l) => l.parentId === null)!.id;
  const list = (query: string): Case => ({
    name: `GET /api/devices?${query}`,
    fn: (d) => listDevices(d, new URLSearchParams(query)),
  });
  return [
    list(''),
    list('page=50&itemsPerPage=25'),
    list('q=24DC'),
    list('q=breaker'),
    list(`typeId=${dc}`),
    list('status=fault&status=standby'),
    list(`locationId=${site}`),
    list('overdue=true'),
    list(`q=cabinet&typeId=${dc}&status=in_service&locationId=${site}&sortBy=nextInspection`),
    ...DEVICE_SORT_KEYS.flatMap((key) => [
      list(`sortBy=${key}&orderBy=asc`),
      list(`sortBy=${key}&orderBy=desc&page=3`),
    ]),
    { name: 'GET /api/device-types', fn: (d) => listDeviceTypes(d, new URLSearchParams('')) },
    {
      name: 'GET /api/device-types?sortBy=deviceCount&orderBy=desc',
      fn: (d) => listDeviceTypes(d, new URLSearchParams('sortBy=deviceCount&orderBy=desc')),
    },
    { name: 'GET /api/device-locations (tree)', fn: (d) => getLocationTree(d) },
    {
      name: `GET /api/device-locations/${site}`,
      fn: (d) => getLocation(d, site, new URLSearchParams('sortBy=name')),
    },
    { name: 'GET /api/devices/24DC10001', fn: (d) => getDevice(d, '24DC10001'), info: true },
    { name: 'GET /api/devices/stats', fn: (d) => getDeviceStats(d), info: true },
  ];
}

export async function run(): Promise<void> {
  for (const scale of [1, 100]) {
    const db = createMockDb({ now: NOW, scale });
    console.log(
      `\n-- scale ${scale}: ${db.devices.length} devices, ${db.deviceTypes.length} types, ${db.deviceLocations.length} locations --`,
    );
    let over = 0;
    for (const c of cases(db)) {
      const t = await time(() => c.fn(db), scale === 1 ? 100 : 40, 5);
      const budget = scale === 100 && !c.info ? BUDGET_MS : undefined;
      if (budget !== undefined && t.p95 > budget) over++;
      report(c.info ? `${c.name} (info)` : c.name, t, budget);
    }
    if (scale === 100) {
      // The stats above are repeat calls (alarms of unchanged devices come from a cache); the
      // first call on a database scans every device.
      const cold: number[] = [];
      for (let i = 0; i < 3; i++) {
        const fresh = createMockDb({ now: NOW, scale });
        const t0 = performance.now();
        getDeviceStats(fresh);
        cold.push(performance.now() - t0);
      }
      cold.sort((a, b) => a - b);
      console.log(
        `GET /api/devices/stats, first call on a database (info): ${cold.map((c) => c.toFixed(1)).join(', ')} ms`,
      );
    }
    if (scale === 100)
      console.log(
        over === 0
          ? `all device list calls within p95 < ${BUDGET_MS} ms`
          : `${over} device list call(s) over budget`,
      );
  }
}

// Run directly: `npx tsx scripts/bench/api-devices.bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await run();
