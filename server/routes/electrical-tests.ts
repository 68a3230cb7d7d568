/**
 * The electrical test calls (docs/domain/electrical-tests.md): the templates with a type's
 * limits, an admin's change of them (the Device subject, `notAllowed`), the results' list, and
 * recording a result (the WorkOrder subject: the admin and technicians; `notAllowedChange`).
 * Thin: read the request, check the session for writes, call server/electrical-tests.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { ifMatchPrecondition } from '../../src/api/shared/answer';
import { DEVICE_SUBJECT, WORK_ORDER_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';
import { listTestTemplates, updateTestLimits } from '../electrical-tests/limits';
import { createTestResult, listTestResults } from '../electrical-tests/results';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';

export interface ElectricalTestRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

/** The templates' version (a type's limits): their ETag; none without a type. */
const versionOf = (templates: { version: number | null }) => templates.version ?? 1;

export async function electricalTestRoutes(
  app: FastifyInstance,
  { db, now, guard }: ElectricalTestRouteOptions,
): Promise<void> {
  const iso = () => now().toISOString();

  app.get('/api/test-templates', async (request, reply) =>
    send(reply, await listTestTemplates(db, searchParamsOf(request)), versionOf),
  );

  app.put<{ Params: { id: string } }>(
    '/api/device-types/:id/test-limits',
    async (request, reply) => {
      const allowed = await guard.authorize(request, 'update', DEVICE_SUBJECT, 'notAllowed');
      if (!('user' in allowed)) return send(reply, allowed);
      const read = jsonObject(request.body);
      if (!read.ok) return send(reply, read);
      const precondition = ifMatchPrecondition(request.headers['if-match']);
      return send(
        reply,
        await updateTestLimits(db, request.params.id, read.body, precondition, {
          user: allowed.user,
          now: iso(),
        }),
        versionOf,
      );
    },
  );

  app.get('/api/test-results', async (request, reply) =>
    reply.send(await listTestResults(db, searchParamsOf(request))),
  );

  app.post('/api/test-results', async (request, reply) => {
    const allowed = await guard.authorize(
      request,
      'create',
      WORK_ORDER_SUBJECT,
      'notAllowedChange',
    );
    if (!('user' in allowed)) return send(reply, allowed);
    const read = jsonObject(request.body);
    if (!read.ok) return send(reply, read);
    return send(reply, await createTestResult(db, read.body, { user: allowed.user, now: iso() }));
  });
}
