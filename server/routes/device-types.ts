/**
 * The device type calls (docs/domain/devices.md): list, one, what a new interval would do, create,
 * update, delete. Thin: read the request, check the session for writes (the device domain's
 * abilities, as the simulation's device guard), call server/device-types, answer with the shared
 * rules.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { toInt } from '../../src/api/contract/common';
import { ifMatchPrecondition } from '../../src/api/shared/answer';
import { DEVICE_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';
import { getDeviceType, getIntervalImpact, listDeviceTypes } from '../device-types/list';
import { createDeviceType, deleteDeviceType, updateDeviceType } from '../device-types/writes';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';

export interface DeviceTypeRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

const versionOf = (record: { version: number }) => record.version;
type IdParams = { Params: { id: string } };

export async function deviceTypeRoutes(
  app: FastifyInstance,
  { db, now, guard }: DeviceTypeRouteOptions,
): Promise<void> {
  const iso = () => now().toISOString();

  app.get('/api/device-types', async (request, reply) =>
    reply.send(await listDeviceTypes(db, searchParamsOf(request))),
  );

  app.get<IdParams>('/api/device-types/:id', async (request, reply) =>
    send(reply, await getDeviceType(db, toInt(request.params.id)), versionOf),
  );

  app.get<IdParams>('/api/device-types/:id/interval-impact', async (request, reply) =>
    send(
      reply,
      await getIntervalImpact(
        db,
        toInt(request.params.id),
        searchParamsOf(request),
        iso().slice(0, 10),
      ),
    ),
  );

  app.post('/api/device-types', async (request, reply) => {
    const allowed = await guard.authorize(request, 'create', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    return send(reply, await createDeviceType(db, read.body, { user: allowed.user, now: iso() }));
  });

  app.put<IdParams>('/api/device-types/:id', async (request, reply) => {
    const allowed = await guard.authorize(request, 'update', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    const precondition = ifMatchPrecondition(request.headers['if-match']);
    return send(
      reply,
      await updateDeviceType(db, toInt(request.params.id), read.body, precondition, {
        user: allowed.user,
        now: iso(),
      }),
      versionOf,
    );
  });

  app.delete<IdParams>('/api/device-types/:id', async (request, reply) => {
    const allowed = await guard.authorize(request, 'delete', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const precondition = ifMatchPrecondition(request.headers['if-match']);
    return send(
      reply,
      await deleteDeviceType(db, toInt(request.params.id), precondition, { user: allowed.user }),
    );
  });
}
