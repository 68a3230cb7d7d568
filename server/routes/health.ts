/**
 * GET /api/health: 200 when the database answers and every migration this code knows is applied,
 * 503 otherwise (a load balancer stops sending requests; an operator reads why).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

import { pendingMigrations } from '../db/migrations';
import type { Database } from '../db/schema';

export async function healthRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      const pending = await pendingMigrations(db as Kysely<unknown>);
      const ok = pending.length === 0;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'migrations pending',
        database: 'reachable',
        pendingMigrations: pending,
      });
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      return reply
        .code(503)
        .send({ status: 'database unreachable', database: 'unreachable', pendingMigrations: [] });
    }
  });
}
