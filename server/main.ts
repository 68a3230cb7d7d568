/**
 * `npm run server`: open the database (PGlite under DATA_DIR, or DATABASE_URL), apply the
 * migrations, seed the demo into an empty database when asked (`--demo` / SEED_DEMO=1), listen,
 * and on SIGTERM or SIGINT stop taking requests, finish those under way and close the database.
 */
import { buildApp } from './app';
import { ensureRoles } from './auth/users';
import { configFrom } from './config';
import { migrateToLatest } from './db/migrations';
import { openDatabase } from './db/open';
import { isEmpty, seedDemo } from './seed';

async function main(): Promise<void> {
  const config = configFrom(process.env, process.argv.slice(2));
  const database = openDatabase(config.database);
  const app = await buildApp({
    db: database.db,
    logger: { level: config.logLevel },
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    appDir: config.appDir,
  });
  const where =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.database.kind === 'folder' ? config.database.dataDir : 'memory'}`;

  const migrated = await migrateToLatest(database.db as never);
  app.log.info(
    { applied: migrated.results?.map((r) => r.migrationName) ?? [], database: where },
    'migrations current',
  );
  await ensureRoles(database.db);
  if (config.demo) {
    if (await isEmpty(database.db)) {
      await seedDemo(database.db);
      app.log.warn(
        'demo database: accounts admin@demo.com / admin and client@demo.com / client were created',
      );
    } else {
      app.log.warn(
        '--demo ignored: the database is not empty (the demo seeds only an empty database)',
      );
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    // Fastify stops accepting, lets requests under way finish, then the database is closed.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
