/**
 * Change notices (issue 38.5, docs/server.md): after every write under `/api/` answered 2xx, one
 * hook publishes `{ method, path }` on the bus, so every instance tells its open `/api/live`
 * sockets and the apps refresh what they show. One hook for every route, present and future:
 * a route needs nothing to be announced. Sign-in and sign-out change no shared data, and posted
 * readings travel as readings, so neither is announced.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { LIVE_CHANGE_METHODS, type LiveChange } from '../../src/api/contract/live';
import type { Bus } from './bus';

const WRITES: ReadonlySet<string> = new Set(LIVE_CHANGE_METHODS);
const isWrite = (method: string): method is LiveChange['method'] => WRITES.has(method);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a write of this route is not announced as a change. */
    changeNotice?: boolean;
  }
}

const plugin: FastifyPluginAsync<{ bus: Bus }> = async (app: FastifyInstance, { bus }) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!isWrite(request.method) || reply.statusCode < 200 || reply.statusCode > 299) return;
    const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return;
    if (request.routeOptions.config?.changeNotice === false) return;
    try {
      await bus.publish({ kind: 'changed', change: { method: request.method, path } });
    } catch (error) {
      // The write is done and answered; a lost notice costs a refresh, not data.
      request.log.warn({ err: error }, 'change notice not published');
    }
  });
};

// The hook belongs to the whole server, not to a plugin's own routes (what fastify-plugin does).
(plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const changeNotices = plugin;
