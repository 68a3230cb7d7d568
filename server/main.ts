/**
 * `npm run server`: open the database (PGlite under DATA_DIR, or DATABASE_URL), apply the
 * migrations, seed the demo into an empty database when asked (`--demo` / SEED_DEMO=1), hear the
 * other instances (server/bus), start the maintenance plans' job, run the demo feed when asked (on with the demo; DEMO_FEED=1 or 0
 * says otherwise), listen, and on SIGTERM or SIGINT shut down in order: the feed stops, the
 * server stops accepting and closes the live sockets with 1012 (clients reconnect to another
 * instance or to this one restarted), requests under way finish, then the bus and the database
 * close.
 */
import { buildApp } from './app';
import { ensureRoles } from './auth/users';
import { busOf } from './bus/bus';
import { configFrom } from './config';
import { migrateToLatest } from './db/migrations';
import { openDatabase } from './db/open';
import { demoFeed, demoFeedOn, type DemoFeed } from './live/feed';
import { startPlanJob } from './plans/job';
import { isEmpty, seedDemo } from './seed';

async function main(): Promise<void> {
  const config = configFrom(process.env, process.argv.slice(2));
  const database = openDatabase(config.database);
  let reportBusError: (error: unknown) => void = (error) => console.error(error);
  const bus = await busOf(database, (error) => reportBusError(error));
  const app = await buildApp({
    db: database.db,
    bus,
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

  reportBusError = (error) => app.log.warn({ err: error }, 'bus connection lost; reconnecting');

  // The orders the maintenance plans owe: now, then every PLAN_JOB_MINUTES.
  const plans = startPlanJob({
    db: database.db,
    onError: (error) => app.log.error({ err: error }, 'plan job'),
    onRun: (made) => made > 0 && app.log.info({ made }, 'plan job made orders'),
  });
  let feed: DemoFeed | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await feed?.stop();
    await plans.stop();
    // Fastify stops accepting, closes the live sockets with 1012 (routes/live.ts), lets requests
    // under way finish; then the bus and the database close.
    await app.close();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // After listening: the back-fill of a fresh demo takes a while and must not delay the start.
  if (demoFeedOn(process.env, config.demo)) {
    feed = demoFeed({
      db: database.db,
      bus,
      onError: (error) => app.log.error({ err: error }, 'demo feed'),
    });
    void feed.backfill();
    app.log.info(
      'demo feed on: readings are filled in where no gateway posts (DEMO_FEED=0 stops it)',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
