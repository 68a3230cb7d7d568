/**
 * The register's list and its indexes (docs/performance.md "The server at scale"): a page of the
 * whole register sorted by name is read along migration 0006's index in its order (no sort of
 * every device), a filtered list is not walked along it (its matches cluster along the names), and
 * a text search is one statement that counts and pages its matches (server/devices/list.ts). The
 * answers themselves are held to the simulation's by devices-list.test.ts.
 */
import {
  createQueryId,
  SelectQueryNode,
  sql,
  type Kysely,
  type KyselyPlugin,
  type RootOperationNode,
} from 'kysely';
import { describe, expect, it } from 'vitest';

import type { Database } from '../../server/db/schema';
import { listDevices } from '../../server/devices/list';
import { startTestServer } from './support';

const server = startTestServer();

/** The list's statements for `query`, as sent (SQL and values). */
async function statementsOf(query: Record<string, unknown>) {
  const nodes: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const db = server.database.db as Kysely<Database>;
  const answer = await listDevices(db.withPlugin(capture), query, {
    viewer: { seesDeleted: true },
    today: '2026-06-15',
  });
  const statements = nodes
    .filter((node) => SelectQueryNode.is(node))
    .map((node) => db.getExecutor().compileQuery(node, createQueryId()));
  return { answer, statements };
}

/** The plan of a statement with sorts priced out, so an index in the right order is taken. */
async function planOf(statement: { sql: string; parameters: readonly unknown[] }) {
  return server.database.db.transaction().execute(async (tx) => {
    await sql`set local enable_sort = off`.execute(tx);
    await sql`set local enable_seqscan = off`.execute(tx);
    const plan = await tx.executeQuery<{ 'QUERY PLAN': string }>({
      sql: `explain (costs off) ${statement.sql}`,
      parameters: statement.parameters,
      query: statement as never,
      queryId: createQueryId(),
    });
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the register’s list plans', () => {
  it('migration 0006 holds the name order of the register', async () => {
    const index = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'devices_register_name_order_idx'`.execute(
      server.database.db,
    );
    expect(index.rows[0]?.indexdef).toMatch(
      /\(\(\(name = ''::text\)\), name COLLATE kit_sort, seq\) WHERE \(deleted_at IS NULL\)/,
    );
  });

  it('pages the whole register by name along that index, without sorting', async () => {
    const { answer, statements } = await statementsOf({ sortBy: 'name', page: 2, itemsPerPage: 5 });
    expect(answer.devices).toHaveLength(5);
    const page = statements.at(-1)!;
    const plan = await planOf(page);
    expect(plan).toMatch(/Index Scan using devices_register_name_order_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('pages the whole register by name descending along migration 0010’s index, without sorting', async () => {
    const { answer, statements } = await statementsOf({
      sortBy: 'name',
      orderBy: 'desc',
      page: 2,
      itemsPerPage: 5,
    });
    expect(answer.devices).toHaveLength(5);
    const plan = await planOf(statements.at(-1)!);
    expect(plan).toMatch(/Index Scan using devices_register_name_desc_order_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('does not walk it for a filtered list', async () => {
    for (const query of [{ overdue: 'true' }, { typeId: '1' }, { status: 'in_service' }]) {
      const { statements } = await statementsOf({ ...query, sortBy: 'name' });
      const plan = await planOf(statements.at(-1)!);
      expect(plan, JSON.stringify(query)).not.toMatch(/devices_register_name_order_idx/);
    }
  });

  it('counts and pages a text search in one statement', async () => {
    const { answer, statements } = await statementsOf({
      q: 'cabinet',
      sortBy: 'name',
      itemsPerPage: 2,
    });
    expect(answer.total).toBeGreaterThan(2);
    expect(answer.devices).toHaveLength(2);
    expect(statements).toHaveLength(1);
    // Past the last page: no device, and still the count.
    const past = await statementsOf({ q: 'cabinet', page: 999 });
    expect(past.answer).toEqual({ devices: [], total: answer.total });
    expect(past.statements).toHaveLength(1);
  });
});
