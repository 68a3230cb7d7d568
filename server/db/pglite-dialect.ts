/**
 * Kysely over PGlite (PostgreSQL in WebAssembly, one session per instance). PGlite runs one query
 * at a time on one session, so the driver hands out that session to one Kysely connection at a
 * time: a transaction holds it from BEGIN to COMMIT and no other request's query can land inside
 * it. Kysely's own Postgres adapter, compiler and introspector do the rest, so the queries are the
 * ones `PostgresDialect` sends to a PostgreSQL server (docs/server.md).
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** A queue of holders of the one session: each waits for the previous one's release. */
class SessionLock {
  private tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined && { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // eslint-disable-next-line require-yield -- a stream is never asked for; the method must exist
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported over PGlite');
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new SessionLock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(private readonly pg: PGlite) {}

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PGliteConnection(this.pg);
    this.releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (openDatabase), after Kysely is done with it.
  }
}

/** A Kysely dialect speaking to one PGlite instance. */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
