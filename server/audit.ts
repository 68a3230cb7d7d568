/**
 * The audit log: every write leaves who (the user's id), when (the database's clock), what (the
 * contract's operation id) and which record, in the same transaction as the write, so a write
 * without its entry cannot be stored.
 */
import type { Kysely } from 'kysely';

import type { Database } from './db/schema';

export async function writeAudit(
  db: Kysely<Database>,
  user: { id: number } | undefined,
  operation: string,
  entityId: string | number,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ user_id: user?.id ?? null, operation, entity_id: String(entityId) })
    .execute();
}
