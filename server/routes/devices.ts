/**
 * The device calls (docs/domain/devices.md): list, one device, create, update, delete. Thin:
 * read the request, check the session for writes, call the SQL of server/devices, answer with
 * the shared rules. Reads are open; a session that may delete devices also sees deleted ones.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { ifMatchPrecondition } from '../../src/api/shared/answer';
import { DEVICE_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';
import { getDevice } from '../devices/detail';
import { listDevices } from '../devices/list';
import { createDevice, deleteDevice, updateDevice } from '../devices/writes';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';

export interface DeviceRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

const versionOf = (record: { version: number }) => record.version;
type NumberParams = { Params: { number: string } };

export async function deviceRoutes(
  app: FastifyInstance,
  { db, now, guard }: DeviceRouteOptions,
): Promise<void> {
  const iso = () => now().toISOString();

  app.get('/api/devices', async (request, reply) => {
    const viewer = await guard.deviceViewer(request);
    return reply.send(
      await listDevices(db, searchParamsOf(request), { viewer, today: iso().slice(0, 10) }),
    );
  });

  app.get<NumberParams>('/api/devices/:number', async (request, reply) => {
    return send(
      reply,
      await getDevice(db, request.params.number, await guard.deviceViewer(request), iso()),
      versionOf,
    );
  });

  app.post('/api/devices', async (request, reply) => {
    const allowed = await guard.authorize(request, 'create', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    return send(reply, await createDevice(db, read.body, { user: allowed.user, now: iso() }));
  });

  app.put<NumberParams>('/api/devices/:number', async (request, reply) => {
    const allowed = await guard.authorize(request, 'update', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    const precondition = ifMatchPrecondition(request.headers['if-match']);
    return send(
      reply,
      await updateDevice(db, request.params.number, read.body, precondition, {
        user: allowed.user,
        now: iso(),
      }),
      versionOf,
    );
  });

  app.delete<NumberParams>('/api/devices/:number', async (request, reply) => {
    const allowed = await guard.authorize(request, 'delete', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const precondition = ifMatchPrecondition(request.headers['if-match']);
    return send(
      reply,
      await deleteDevice(db, request.params.number, precondition, {
        user: allowed.user,
        now: iso(),
      }),
    );
  });
}
