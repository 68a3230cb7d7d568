/**
 * Electrical tests, one request to both targets (tests/server/two-targets.ts): the simulation's
 * handlers over the samples the server was seeded from, and the server. Every answer is compared
 * whole (status, JSON, ETag): the templates with a type's limits, a change of them, results of
 * every verdict recorded by the admin and the technician with the corrective orders they raise,
 * the list, and the device and the order as they read after.
 */
import { describe, expect, it } from 'vitest';

import { TEST_RESULT_SORT_KEYS } from '@/api/contract/electrical-tests-values';
import { inSubstation } from '@/api/shared/electrical-tests';

import { startTestServer } from './support';
import { twoTargetsWithRoles, type Sent, type Who } from './two-targets-roles';

const server = startTestServer();
const { expectSame } = twoTargetsWithRoles(server, '10.255.0.5');

const CABINET = '24DC10003';
const post = (body: unknown, as: Who = 'admin'): Sent => ({
  method: 'POST',
  url: '/api/test-results',
  body,
  as,
});

describe('electrical tests on both targets', () => {
  it('answer the templates, a change of a type’s limits and its refusals alike', async () => {
    await expectSame({ url: '/api/test-templates' });
    await expectSame({ url: '/api/test-templates?typeId=1' });
    await expectSame({ url: '/api/test-templates?typeId=999' });
    await expectSame({
      method: 'PUT',
      url: '/api/device-types/1/test-limits',
      body: { limits: { earth: { elsewhereMax: 2 } } },
      headers: { 'if-match': '"1"' },
      as: 'admin',
    });
    await expectSame({
      method: 'PUT',
      url: '/api/device-types/1/test-limits',
      body: { limits: {} },
      headers: { 'if-match': '"1"' },
      as: 'admin',
    });
    await expectSame({
      method: 'PUT',
      url: '/api/device-types/1/test-limits',
      body: { limits: { relay: { pickupTolerance: 101 } } },
      as: 'admin',
    });
    await expectSame({
      method: 'PUT',
      url: '/api/device-types/1/test-limits',
      body: { limits: {} },
      as: 'tech',
    });
    await expectSame({ url: '/api/test-templates?typeId=1' });
  });

  it('record results alike: verdicts, corrective orders, condition grades, refusals', async () => {
    const failed = await expectSame(
      post({
        deviceNumber: CABINET,
        template: 'infrared',
        values: { hotSpot: 58, reference: 40, load: 72 },
      }),
    );
    expect(failed.status).toBe(201);
    await expectSame(
      post(
        {
          deviceNumber: CABINET,
          template: 'earth',
          values: { resistance: 3 },
          keepCondition: true,
          reason: 'Rod re-driven the same day',
        },
        'tech',
      ),
    );
    await expectSame(
      post({
        deviceNumber: '24DC10001',
        workOrderNumber: 'WO-2026-00001',
        template: 'insulation',
        values: { ratedVoltage: 400, testVoltage: 1000, temperature: 30, r1min: 80, r10min: 120 },
      }),
    );
    await expectSame(
      post({
        deviceNumber: CABINET,
        template: 'ttr',
        values: { nameplateRatio: 20, ratioA: 20.1 },
      }),
    );
    await expectSame(post({ ...{ deviceNumber: CABINET, template: 'earth' }, values: {} }));
    await expectSame(
      post({
        deviceNumber: CABINET,
        template: 'earth',
        values: { resistance: 1 },
        verdict: 'pass',
      }),
    );
    await expectSame(
      post({ deviceNumber: '24DC19999', template: 'earth', values: { resistance: 1 } }),
    );
    await expectSame(
      post({ deviceNumber: CABINET, template: 'earth', values: { resistance: 1 } }, 'client'),
    );
    await expectSame({ url: `/api/test-results?deviceNumber=${CABINET}` });
    await expectSame({ url: '/api/test-results?workOrderNumber=WO-2026-00001' });
    await expectSame({ url: '/api/test-results?verdict=fail&sortBy=template' });
    await expectSame({ url: `/api/devices/${CABINET}` });
    const order = (failed.body as { correctiveOrder: { number: string } }).correctiveOrder.number;
    await expectSame({ url: `/api/work-orders/${order}` });
  });

  it('judge earth by the substation above a device, however high, alike', async () => {
    const { devices, deviceLocations } = server.samples;
    const under = devices.find((d) => inSubstation(d.locationId, deviceLocations))!;
    const outside = devices.find((d) => !inSubstation(d.locationId, deviceLocations))!;
    // Not the location itself: the substation is at least one level above the device.
    expect(deviceLocations.find((l) => l.id === under.locationId)?.kind).not.toBe('substation');
    const verdicts = [];
    for (const device of [under, outside]) {
      const answer = await expectSame(
        post({ deviceNumber: device.number, template: 'earth', values: { resistance: 3 } }),
      );
      verdicts.push((answer.body as { result: { verdict: string } }).result.verdict);
    }
    expect(verdicts).toEqual(['fail', 'pass']);
  });

  it('list alike: every filter, every sort key both ways, ties and pages', async () => {
    // Results at three instants, two of them shared, so a sort's ties show their order.
    const instants = ['2026-03-01T08:00:00.000Z', '2026-01-15T10:00:00.000Z'];
    for (const [index, performedAt] of [...instants, ...instants, undefined].entries())
      await expectSame(
        post({
          deviceNumber: index % 2 ? CABINET : '24DC10001',
          template: index % 3 ? 'earth' : 'ttr',
          ...(performedAt && { performedAt }),
          values: index % 3 ? { resistance: 0.5 + index * 2 } : { nameplateRatio: 20, ratioA: 20 },
        }),
      );
    const all = await expectSame({ url: '/api/test-results?itemsPerPage=-1' });
    expect((all.body as { total: number }).total).toBeGreaterThanOrEqual(10);
    const filters = [
      '',
      '?deviceNumber=24dc10001',
      `?deviceNumber=${CABINET}&template=earth`,
      '?workOrderNumber=wo-2026-00001',
      '?verdict=pass',
      '?verdict=nonsense',
      '?template=ttr&verdict=pass',
      '?deviceNumber=NOPE',
    ];
    for (const filter of filters) await expectSame({ url: `/api/test-results${filter}` });
    for (const key of TEST_RESULT_SORT_KEYS)
      for (const order of ['asc', 'desc'])
        for (const page of ['', '&itemsPerPage=3&page=2', '&itemsPerPage=-1'])
          await expectSame({ url: `/api/test-results?sortBy=${key}&orderBy=${order}${page}` });
    await expectSame({ url: '/api/test-results?itemsPerPage=5&page=99' });
    await expectSame({ url: '/api/test-results?sortBy=nonsense&page=0' });
  });
});
