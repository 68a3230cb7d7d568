/**
 * The register's list on the server answers what the simulation answers over the same samples:
 * the same devices in the same order with the same total, for fixed requests that exercise each
 * parameter and for generated mixes of all of them. Filtering, sorting and paging happen in SQL
 * (server/devices/list.ts), so this holds the SQL to the simulation's rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DEVICE_SORT_KEYS, DEVICE_STATUSES } from '@/api/contract/devices';

import { startTestServer } from './support';
import { bothAnswers } from './two-targets';

const server = startTestServer();

async function expectSame(url: string, as?: 'admin' | 'client') {
  const [simulation, answer] = await bothAnswers(server, { url, as });
  expect(answer.status, url).toBe(simulation.status);
  expect(answer.body, url).toEqual(simulation.body);
  return answer.body as { devices: Array<{ number: string }>; total: number };
}

describe('GET /api/devices on both targets', () => {
  it.each([
    '/api/devices',
    '/api/devices?itemsPerPage=-1',
    '/api/devices?page=2&itemsPerPage=25',
    '/api/devices?page=99',
    '/api/devices?q=cabinet',
    '/api/devices?q=CAB%2003',
    '/api/devices?q=24dc',
    '/api/devices?q=%25',
    '/api/devices?q=_',
    '/api/devices?status=fault&status=maintenance',
    '/api/devices?status=fault,retired&itemsPerPage=-1',
    '/api/devices?typeId=1&typeId=3',
    '/api/devices?locationId=1&itemsPerPage=-1',
    '/api/devices?locationId=999999',
    '/api/devices?overdue=true&itemsPerPage=-1',
    '/api/devices?overdue=false&sortBy=nextInspection&orderBy=desc',
    ...DEVICE_SORT_KEYS.flatMap((key) => [
      `/api/devices?sortBy=${key}&itemsPerPage=-1`,
      `/api/devices?sortBy=${key}&orderBy=desc&itemsPerPage=-1`,
    ]),
    '/api/devices?sortBy=nope&orderBy=sideways&page=-3&itemsPerPage=abc',
  ])('%s', async (url) => {
    const body = await expectSame(url);
    // A list that says nothing would pass equal: most of these list something.
    if (!/999999|page=99|q=%25|q=_/.test(url)) expect(body.total).toBeGreaterThan(0);
  });

  it('answers equal for generated mixes of every parameter', async () => {
    const names = server.samples.devices.map((d) => d.name);
    const words = [...new Set(names.flatMap((n) => n.split(/\s+/)))];
    const parameter = fc.record(
      {
        q: fc.oneof(
          fc.constantFrom(...words),
          fc.constantFrom(...words).map((w) => w.slice(1, 4).toUpperCase()),
          fc.string({ maxLength: 4 }),
        ),
        typeId: fc.array(fc.integer({ min: 0, max: 14 }), { maxLength: 3 }),
        status: fc.subarray([...DEVICE_STATUSES]),
        locationId: fc.integer({ min: 0, max: 40 }),
        overdue: fc.constantFrom('true', 'false'),
        sortBy: fc.constantFrom(...DEVICE_SORT_KEYS),
        orderBy: fc.constantFrom('asc', 'desc'),
        page: fc.integer({ min: 1, max: 4 }),
        itemsPerPage: fc.constantFrom('5', '10', '25', '-1'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(parameter, async (p) => {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(p))
          for (const v of [value].flat()) query.append(key, String(v));
        const url = `/api/devices?${query}`;
        const [simulation, answer] = await bothAnswers(server, { url });
        expect(answer, url).toEqual({ ...simulation, etag: null });
      }),
      { numRuns: 150, seed: 38 },
    );
  });
});
