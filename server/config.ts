/**
 * The server's settings, from the environment (docs/server.md, README "For a team"): where it
 * listens, which database, whether to seed the demo. Read once at start; a bad value stops the
 * start with a message rather than running half-configured.
 */
import { resolve } from 'node:path';

import type { DatabaseTarget } from './db/open';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Seed the demo accounts and samples into an empty database. */
  demo: boolean;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  /** The built app served beside the API (APP_DIR; `npm run server` sets it); none: the API only. */
  appDir?: string;
}

function portOf(text: string | undefined): number {
  const port = Number(text ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${text}`);
  return port;
}

export function configFrom(env: NodeJS.ProcessEnv, argv: readonly string[] = []): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: portOf(env.PORT),
    host: env.HOST ?? '127.0.0.1',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'folder', dataDir: resolve(env.DATA_DIR ?? './data', 'pg') },
    demo: argv.includes('--demo') || env.SEED_DEMO === '1',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    ...(env.APP_DIR?.trim() ? { appDir: resolve(env.APP_DIR.trim()) } : {}),
  };
}
