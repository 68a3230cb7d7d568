/**
 * The import calls (docs/domain/import.md): an import or its dry run and its undo by whoever may
 * create devices (the Device subject, `notAllowed`), the imports' list. Thin: read the request,
 * check the session, call server/imports. An import's body may be larger than other writes'.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { IMPORT_LIMITS } from '../../src/api/contract/imports';
import { DEVICE_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';
import { createImport, listImports, undoImport } from '../imports/imports';

export interface ImportRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

export async function importRoutes(
  app: FastifyInstance,
  { db, now, guard }: ImportRouteOptions,
): Promise<void> {
  const iso = () => now().toISOString();

  app.post('/api/imports', { bodyLimit: IMPORT_LIMITS.bodyBytes }, async (request, reply) => {
    const allowed = await guard.authorize(request, 'create', DEVICE_SUBJECT, 'notAllowed');
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    return send(reply, await createImport(db, read.body, { user: allowed.user, now: iso() }));
  });

  app.get('/api/imports', async (request, reply) =>
    reply.send(await listImports(db, searchParamsOf(request))),
  );

  app.delete<{ Params: { id: string } }>('/api/imports/:id', async (request, reply) => {
    const allowed = await guard.authorize(request, 'delete', DEVICE_SUBJECT, 'notAllowed');
    if (!('user' in allowed)) return send(reply, allowed);
    return send(reply, await undoImport(db, request.params.id, { user: allowed.user, now: iso() }));
  });
}
