/**
 * A device's records (docs/domain/devices.md): its maintenance (list and add), history and
 * documents. Reads are open (a session that may delete devices also reads a deleted device's);
 * adding maintenance needs a session that may create on devices, as in the simulation.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import type { Outcome } from '../../src/api/shared/outcome';
import { DEVICE_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';
import { listDocuments, listHistory, listMaintenance } from '../records/lists';
import { addMaintenance } from '../records/maintenance';

export interface RecordRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

type NumberParams = { Params: { number: string } };

export async function recordRoutes(
  app: FastifyInstance,
  { db, now, guard }: RecordRouteOptions,
): Promise<void> {
  const lists: Record<string, typeof listHistory | typeof listMaintenance | typeof listDocuments> =
    { maintenance: listMaintenance, history: listHistory, documents: listDocuments };
  for (const [path, list] of Object.entries(lists))
    app.get<NumberParams>(`/api/devices/:number/${path}`, async (request, reply) => {
      const viewer = await guard.deviceViewer(request);
      const answer: Outcome<unknown> = await list(
        db,
        request.params.number,
        searchParamsOf(request),
        viewer,
      );
      return send(reply, answer);
    });

  app.post<NumberParams>('/api/devices/:number/maintenance', async (request, reply) => {
    const allowed = await guard.authorize(request, 'create', DEVICE_SUBJECT);
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    return send(
      reply,
      await addMaintenance(db, request.params.number, read.body, {
        user: allowed.user,
        now: now().toISOString(),
      }),
    );
  });
}
