/**
 * A device's arc-flash study (docs/domain/arc-flash.md): the read is open; a change needs the
 * Device subject's `update` (`notAllowed`), as a device's change does, and names its version in
 * If-Match. Thin: read the request, check the session, call server/arc-flash.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { ifMatchPrecondition } from '../../src/api/shared/answer';
import { DEVICE_SUBJECT } from '../../src/auth/subjects';
import { getArcFlashStudy, putArcFlashStudy } from '../arc-flash/study';
import type { Database } from '../db/schema';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';

export interface ArcFlashRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

const versionOf = (answer: { version: number }) => answer.version;

export async function arcFlashRoutes(
  app: FastifyInstance,
  { db, now, guard }: ArcFlashRouteOptions,
): Promise<void> {
  app.get<{ Params: { number: string } }>(
    '/api/devices/:number/arc-flash',
    async (request, reply) =>
      send(
        reply,
        await getArcFlashStudy(db, request.params.number, now().toISOString().slice(0, 10)),
        versionOf,
      ),
  );

  app.put<{ Params: { number: string } }>(
    '/api/devices/:number/arc-flash',
    async (request, reply) => {
      const allowed = await guard.authorize(request, 'update', DEVICE_SUBJECT, 'notAllowed');
      if (!('user' in allowed)) return send(reply, allowed);
      const read = jsonObject(request.body);
      if (!read.ok) return send(reply, read);
      return send(
        reply,
        await putArcFlashStudy(
          db,
          request.params.number,
          read.body,
          ifMatchPrecondition(request.headers['if-match']),
          { user: allowed.user, now: now().toISOString() },
        ),
        versionOf,
      );
    },
  );
}
