/**
 * Electrical tests, one request to both targets (tests/server/two-targets.ts): the simulation's
 * handlers over the samples the server was seeded from, and the server. Every answer is compared
 * whole (status, JSON, ETag): the templates with a type's limits, a change of them, results of
 * every verdict recorded by the admin and the technician with the corrective orders they raise,
 * the list, and the device and the order as they read after.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { pinWriteTime } from '@/api/mock/queries/records';

import { startTestServer, TEST_NOW } from './support';
import { serverAnswer, simulationAnswer, type Answer, type Request2 } from './two-targets';

const server = startTestServer();
let techToken = '';

beforeAll(async () => {
  pinWriteTime(server.samples, Date.parse(TEST_NOW));
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'tech@demo.com', password: 'tech' },
    remoteAddress: '10.255.0.5',
  });
  techToken = (answer.json() as { accessToken: string }).accessToken;
});

type Who = 'admin' | 'client' | 'tech';
type Sent = Omit<Request2, 'as'> & { as?: Who };

async function both({ as, headers = {}, ...request }: Sent): Promise<[Answer, Answer]> {
  if (as !== 'tech') {
    const simulation = await simulationAnswer(server, { ...request, headers, as });
    return [simulation, await serverAnswer(server, { ...request, headers, as })];
  }
  const simulation = await simulationAnswer(server, {
    ...request,
    headers: { ...headers, authorization: 'Bearer demo.3.servertest' },
  });
  const answer = await serverAnswer(server, {
    ...request,
    headers: { ...headers, authorization: `Bearer ${techToken}` },
  });
  return [simulation, answer];
}

async function expectSame(request: Sent): Promise<Answer> {
  const [simulation, answer] = await both(request);
  expect(answer, `${request.as ?? ''} ${request.method ?? 'GET'} ${request.url}`).toEqual(
    simulation,
  );
  return answer;
}

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
});
