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
  // An idle connection the database server ends (its restart, an administrator) is an error
  // event of the pool; unheard, Node ends the process. The pool has dropped that connection and
  // opens another for the next query: the server says so and goes on.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.warn(`database: an idle connection ended: ${error.message}`);
  });
  // The pool's end() resolves once it has asked its connections to end, before they have: whoever
  // closes waits for each of them (a database dropped right after must find none still open).
  let connected = 0;
  let allEnded: (() => void) | undefined;
  pool.on('connect', () => connected++);
  pool.on('remove', () => {
    connected--;
    if (connected === 0) allEnded?.();
  });
  return {
    dialect: new PostgresDialect({ pool }),
    /** After Kysely's destroy (which ends the pool): every connection gone. */
    close: () => {
      closing = true;
      return connected === 0 ? Promise.resolve() : new Promise<void>((r) => (allEnded = r));
    },
  };
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
      await opened.close();
    },
  };
}
