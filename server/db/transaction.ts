/**
 * A write in a transaction: the caller's when it already is one (an import stores many devices in
 * one batch: docs/domain/import.md), else its own.
 */
import type { Kysely, Transaction } from 'kysely';

import type { Database } from './schema';

export function inTransaction<T>(
  db: Kysely<Database>,
  write: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? write(db as Transaction<Database>) : db.transaction().execute(write);
}
