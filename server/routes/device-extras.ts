/**
 * The device calls beside the register's records: the home page figures and the next free number
 * for the "Add device" form (docs/domain/devices.md). Both are reads, open to anyone as in the
 * simulation. Their static paths win over `/api/devices/:number` in Fastify's router.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { getNextDeviceNumber } from '../devices/next-number';
import { getDeviceStats, type StatsOptions } from '../devices/stats';
import { send } from '../http/answer';
import { searchParamsOf } from '../http/query';

export interface DeviceExtraRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** The stored alarms the figures list (the live part's table). */
  latestAlarms?: StatsOptions['latestAlarms'];
}

export async function deviceExtraRoutes(
  app: FastifyInstance,
  { db, now, latestAlarms }: DeviceExtraRouteOptions,
): Promise<void> {
  const today = () => now().toISOString().slice(0, 10);

  app.get('/api/devices/stats', async (_request, reply) =>
    reply.send(await getDeviceStats(db, { today: today(), latestAlarms })),
  );

  app.get('/api/devices/next-number', async (request, reply) =>
    send(reply, await getNextDeviceNumber(db, searchParamsOf(request), today())),
  );
}
