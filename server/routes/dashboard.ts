/** GET /api/dashboard/analytics/projects (docs/spec.md §7): the home screen's project table. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { listProjects } from '../dashboard/projects';
import type { Database } from '../db/schema';
import { searchParamsOf } from '../http/query';

export async function dashboardRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.get('/api/dashboard/analytics/projects', async (request, reply) =>
    reply.send(await listProjects(db, searchParamsOf(request))),
  );
}
