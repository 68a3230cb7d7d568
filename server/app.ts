/**
 * The server as a Fastify instance, built from its parts and an open database: helmet's headers,
 * CORS only when configured, bodies read as the simulation reads them, the sign-in limit, the
 * kit's routes, health, and JSON for every error and unknown `/api/…` path (never a page).
 * `fastify.inject()` drives it in tests without a port (docs/server.md).
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';

import { failureBody } from '../src/api/shared/answer';
import { englishT } from '../src/i18n/english';
import { apiErrorMessage } from '../src/i18n/validation';
import { latestAlarms } from './alarms/latest';
import { localBus, type Bus } from './bus/bus';
import { changeNotices } from './bus/notices';
import type { Database } from './db/schema';
import { BODY_LIMIT, bodyTooLarge, readBodiesAsJson } from './http/body';
import { guardOf } from './http/guard';
import { appRoutes } from './routes/app';
import { arcFlashRoutes } from './routes/arc-flash';
import { attachmentRoutes } from './routes/attachments';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { deviceExtraRoutes } from './routes/device-extras';
import { deviceTypeRoutes } from './routes/device-types';
import { deviceRoutes } from './routes/devices';
import { electricalTestRoutes } from './routes/electrical-tests';
import { healthRoutes } from './routes/health';
import { importRoutes } from './routes/imports';
import { liveRoutes } from './routes/live';
import { locationRoutes } from './routes/locations';
import { maintenancePlanRoutes } from './routes/maintenance-plans';
import { readingRoutes } from './routes/readings';
import { recordRoutes } from './routes/records';
import { searchRoutes } from './routes/search';
import { workOrderRoutes } from './routes/work-orders';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id once a route read the session: logged with the answer. */
    userId?: number;
  }
}

export interface AppOptions {
  db: Kysely<Database>;
  /** The server's clock (tests pin it to the simulation's "now"). */
  now?: () => Date;
  /** Fastify's logger: pino options, or false (tests). */
  logger?: FastifyServerOptions['logger'];
  sessionTtlMs?: number;
  signInLimit?: { max: number; windowMs: number };
  /** Origins allowed to call the API from a browser; none (same origin only) by default. */
  corsOrigins?: string[];
  /**
   * Trust X-Forwarded-For from a proxy in front (the sign-in limit then keys on the client's
   * address).
   */
  trustProxy?: boolean;
  /** The built app to serve beside the API (`npm run server`); none: the API only. */
  appDir?: string;
  /**
   * What instances on one database tell each other (server/bus: LISTEN/NOTIFY); a bus of this
   * process alone when not given.
   */
  bus?: Bus;
}

export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const DEFAULT_SIGN_IN_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };

/** The error answer of a key, as the simulation's `{ message, key }`. */
const keyed = (key: 'apiUnavailable') => ({ message: apiErrorMessage(englishT(), { key }), key });

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, now = () => new Date() } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // One line per answer with the user and duration (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
  });

  await app.register(helmet, {
    // An API answers JSON: no scripts, frames or styles of its own.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  if (options.corsOrigins?.length) {
    const origins = new Set(options.corsOrigins);
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && origins.has(origin))
        reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    });
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts: try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  readBodiesAsJson(app);

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        userId: request.userId ?? null,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'answered',
    );
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send(failureBody(bodyTooLarge()));
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'failed');
    // A 4xx from Fastify or a plugin says its own message; a 500 says nothing of the inside.
    return reply.code(status).send({
      message: status === 500 ? 'The server could not answer this request.' : error.message,
    });
  });
  app.setNotFoundHandler((request, reply) => {
    // The API's error shape for any path it does not answer, as the app's preview server does.
    return reply
      .code(404)
      .send(request.url.startsWith('/api') ? keyed('apiUnavailable') : { message: 'Not found' });
  });

  const guard = guardOf(db, now);
  const bus = options.bus ?? localBus();
  await app.register(changeNotices, { bus });
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, {
    db,
    now,
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    signInLimit: options.signInLimit ?? DEFAULT_SIGN_IN_LIMIT,
  });
  await app.register(deviceRoutes, { db, now, guard });
  await app.register(deviceExtraRoutes, {
    db,
    now,
    latestAlarms: () => latestAlarms(db, now().getTime()),
  });
  await app.register(deviceTypeRoutes, { db, now, guard });
  await app.register(locationRoutes, { db, now, guard });
  await app.register(recordRoutes, { db, now, guard });
  await app.register(workOrderRoutes, { db, now, guard });
  await app.register(maintenancePlanRoutes, { db, now, guard });
  await app.register(attachmentRoutes, { db, now, guard });
  await app.register(electricalTestRoutes, { db, now, guard });
  await app.register(arcFlashRoutes, { db, now, guard });
  await app.register(importRoutes, { db, now, guard });
  await app.register(searchRoutes, { db });
  await app.register(dashboardRoutes, { db });
  await app.register(readingRoutes, { db, now, guard, bus });
  await app.register(liveRoutes, { db, bus });
  if (options.appDir) await app.register(appRoutes, { dir: options.appDir });
  return app;
}
