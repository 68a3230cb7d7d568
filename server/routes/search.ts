/**
 * GET /api/app-bar/search (docs/spec.md §7): open to every reader, as in the simulation; the
 * kit's groups (devices, locations, the app's pages) from server/search.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { searchParamsOf } from '../http/query';
import { appBarSearch } from '../search/app-bar';

export async function searchRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.get('/api/app-bar/search', async (request, reply) =>
    reply.send(await appBarSearch(db, searchParamsOf(request))),
  );
}
