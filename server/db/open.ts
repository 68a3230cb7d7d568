/**
 * One way to reach the database, whichever it is: PGlite in a data folder (the default: nothing to
 * install), PGlite in memory (tests: one per file), or a PostgreSQL server (`DATABASE_URL`). The
 * queries are the same Kysely queries on all three (docs/server.md).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseTarget =
  { kind: 'memory' } | { kind: 'folder'; dataDir: string } | { kind: 'postgres'; url: string };

export interface OpenDatabase {
  db: Kysely<Database>;
  target: DatabaseTarget;
  /** The embedded database itself, when it is PGlite (its own LISTEN: server/bus). */
  pglite?: PGlite;
  /** Ends every connection (and, for PGlite, writes its folder and stops it). */
  close(): Promise<void>;
}

/**
 * Dates stay `YYYY-MM-DD` text, as the contract and the simulation give them (no time zone shift).
 */
const DATE_OID = 1082;
const asText = (value: string) => value;

function openPGlite(dataDir: string | undefined): {
  dialect: PGliteDialect;
  pglite: PGlite;
  close: () => Promise<void>;
} {
  // PGlite makes its own folder, not the ones above it (DATA_DIR on a fresh machine).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const pglite = new PGlite({
    ...(dataDir && { dataDir }),
    extensions: { pg_trgm, btree_gin },
    parsers: { [DATE_OID]: asText },
  });
  return { dialect: new PGliteDialect(pglite), pglite, close: () => pglite.close() };
}

function openPostgres(url: string): { dialect: PostgresDialect; close: () => Promise<void> } {
  const parsers = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID ? asText : pg.types.getTypeParser(oid, format ?? 'text'),
  };
  // UTC for every session, so `now()` and dates read the same on any host.
  const pool = new pg.Pool({
    connectionString: url,
    types: parsers as pg.CustomTypesConfig,
    options: '-c TimeZone=UTC',
  });
  return { dialect: new PostgresDialect({ pool }), close: () => pool.end() };
}

export function openDatabase(target: DatabaseTarget): OpenDatabase {
  const opened =
    target.kind === 'postgres'
      ? openPostgres(target.url)
      : openPGlite(target.kind === 'folder' ? target.dataDir : undefined);
  const db = new Kysely<Database>({ dialect: opened.dialect });
  return {
    db,
    target,
    ...('pglite' in opened && { pglite: opened.pglite }),
    async close() {
      await db.destroy();
      if (target.kind !== 'postgres') await opened.close();
    },
  };
}
