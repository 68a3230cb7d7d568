/**
 * The device location calls (docs/domain/devices.md): the tree, one location (path, children,
 * devices), create, rename / move, delete. Thin: read the request, check the session for writes
 * (the device domain's abilities, as the simulation's device guard), call server/locations, answer
 * with the shared rules. The ETag is the location's own version.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { toInt } from '../../src/api/contract/common';
import { ifMatchPrecondition } from '../../src/api/shared/answer';
import { DEVICE_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';
import { getLocation, getLocationTree } from '../locations/read';
import { createLocation, deleteLocation, updateLocation } from '../locations/writes';

export interface LocationRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

type IdParams = { Params: { id: string } };

export async function locationRoutes(
  app: FastifyInstance,
  { db, now, guard }: LocationRouteOptions,
): Promise<void> {
  app.get('/api/device-locations', async (_request, reply) =>
    reply.send(await getLocationTree(db)),
  );

  app.get<IdParams>('/api/device-locations/:id', async (request, reply) =>
    send(
      reply,
      await getLocation(
        db,
        toInt(request.params.id),
        searchParamsOf(request),
        now().toISOString().slice(0, 10),
      ),
      (detail) => detail.location.version,
    ),
  );

  app.post('/api/device-locations', async (request, reply) => {
    const allowed = await guard.authorize(request, 'create', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    return send(reply, await createLocation(db, read.body, { user: allowed.user }));
  });

  app.put<IdParams>('/api/device-locations/:id', async (request, reply) => {
    const allowed = await guard.authorize(request, 'update', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    return send(
      reply,
      await updateLocation(
        db,
        toInt(request.params.id),
        read.body,
        ifMatchPrecondition(request.headers['if-match']),
        { user: allowed.user },
      ),
      (location) => location.version,
    );
  });

  app.delete<IdParams>('/api/device-locations/:id', async (request, reply) => {
    const allowed = await guard.authorize(request, 'delete', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    return send(
      reply,
      await deleteLocation(
        db,
        toInt(request.params.id),
        ifMatchPrecondition(request.headers['if-match']),
        { user: allowed.user },
      ),
    );
  });
}
