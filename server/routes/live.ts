/**
 * `/api/live`: the documented WebSocket protocol (src/api/contract/live.ts) over
 * @fastify/websocket, one LiveHub per instance fed by the bus. Reads are open, as the readings
 * endpoint is. On close (graceful shutdown) every socket is closed with 1012, the protocol's
 * "server restart: reconnect", before the server stops.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { LIVE_PATH, MAX_LIVE_MESSAGE_CHARS } from '../../src/api/contract/live';
import type { Bus } from '../bus/bus';
import type { Database } from '../db/schema';
import { LiveHub } from '../live/hub';

export interface LiveRouteOptions {
  db: Kysely<Database>;
  bus: Bus;
}

/**
 * Frames past this many bytes close the socket (1009) before they are read; those between the
 * protocol's limit and this are answered with its `liveTooLarge` error.
 */
const MAX_FRAME_BYTES = 16 * MAX_LIVE_MESSAGE_CHARS;

export async function liveRoutes(
  app: FastifyInstance,
  { db, bus }: LiveRouteOptions,
): Promise<void> {
  const hub = new LiveHub(db, bus);
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    preClose(done) {
      hub.closeAll();
      // Resolves once every socket has finished its closing handshake (or timed out).
      this.websocketServer.close(() => done());
    },
  });
  app.addHook('onClose', async () => hub.stop());
  app.get(LIVE_PATH, { websocket: true }, (socket) => hub.attach(socket));
}
