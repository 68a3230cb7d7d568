/**
 * The simulation's live socket (`/api/live`, MSW's ws API): a thin shell around the pure
 * functions of queries/live.ts. Each connection has its session and a one-second timer that
 * runs only while the socket is open, and hears the readings posted to the simulation at once
 * (queries/posted-readings.ts), as the server's subscribers hear a gateway's; `drop()` closes
 * every socket as a server restart would.
 */
import { ws, type WebSocketHandler } from 'msw';

import { LIVE_CLOSE_RESTART, LIVE_PATH } from '@/api/contract/live';

import type { MockDb } from '../db';
import { createLiveSession, handleLiveMessage, liveTick, postedMessages } from '../queries/live';
import { onPosted } from '../queries/posted-readings';

export interface LiveLinkOptions {
  /** The clock (default Date.now; a test's fake clock). */
  now?: () => number;
  /** How often a batch is sent (default 1000 ms). */
  tickMs?: number;
}

export interface LiveLink {
  handler: WebSocketHandler;
  /** Closes every live socket with 1012 (service restart): clients reconnect by themselves. */
  drop: () => void;
}

export function createLiveLink(
  db: () => Pick<MockDb, 'devices' | 'deviceTypes'>,
  options: LiveLinkOptions = {},
): LiveLink {
  const { now = Date.now, tickMs = 1000 } = options;
  const link = ws.link(`*${LIVE_PATH}`);
  const handler = link.addEventListener('connection', ({ client }) => {
    const session = createLiveSession();
    const send = (messages: unknown[]) => messages.forEach((m) => client.send(JSON.stringify(m)));
    let last = now();
    client.addEventListener('message', (event) =>
      send(handleLiveMessage(db(), session, event.data)),
    );
    const timer = setInterval(() => {
      const t = now();
      send(liveTick(db(), session, last, t));
      last = t;
    }, tickMs);
    const stopHearing = onPosted((news) => {
      if (news.db === db()) send(postedMessages(session, news));
    });
    client.addEventListener('close', () => {
      clearInterval(timer);
      stopHearing();
    });
  });
  return {
    handler,
    drop: () =>
      link.clients.forEach((client) => client.close(LIVE_CLOSE_RESTART, 'Service restart')),
  };
}
