/**
 * The simulation's live stream: what a connection of its MockDb is sent for a client message and
 * for a span of time, over the shared rules (src/api/shared/live.ts). Nothing is computed for a
 * device no connection subscribed to (unless one asked for every device's alarms).
 */
import {
  LIVE_READING_INTERVAL_MS,
  type LiveReading,
  type LiveServerMessage,
} from '@/api/contract/live';
import {
  alarmsStartingAt,
  applyLiveMessage,
  isLive,
  LIVE_ALARM_STEP_MS,
  liveReading,
  MAX_TICK_SPAN_MS,
  readingTimes,
  readLiveMessage,
  type LiveSession,
} from '@/api/shared/live';
import { readingSource, type ReadingSource } from '@/api/shared/readings';
import type { Device } from '@/api/types/devices';

import type { MockDb } from '../db';
import { isPosted, type PostedNews } from './posted-readings';

// The pure rules live in src/api/shared (the server speaks the same protocol); re-exported for
// the simulation's callers.
export {
  alarmsStartingAt,
  createLiveSession,
  isLive,
  LIVE_ALARM_STEP_MS,
  liveReading,
  liveValue,
  MAX_TICK_SPAN_MS,
  readingOffset,
  readingTimes,
  type LiveSession,
} from '@/api/shared/live';

type LiveDb = Pick<MockDb, 'devices' | 'deviceTypes'>;

function sourceOf(db: LiveDb, device: Device): ReadingSource {
  return readingSource(
    device,
    db.deviceTypes.find((t) => t.id === device.typeId),
  );
}

/**
 * Applies a client message to the session; the answer to send (subscribed, or an error: the socket
 * stays open).
 */
export function handleLiveMessage(
  db: LiveDb,
  session: LiveSession,
  data: unknown,
): LiveServerMessage[] {
  const read = readLiveMessage(data);
  if ('error' in read) return [read.error];
  const byNumber = new Map(db.devices.map((d) => [d.number, d]));
  return applyLiveMessage(session, read.message, (number) => {
    const device = byNumber.get(number);
    return Boolean(device && isLive(device));
  });
}

/**
 * What the session is sent for the span (from, to]: one batch of readings and the alarms starting
 * in it.
 */
export function liveTick(
  db: LiveDb,
  session: LiveSession,
  from: number,
  to: number,
  intervalMs = LIVE_READING_INTERVAL_MS,
): LiveServerMessage[] {
  if (to <= from || (!session.devices.size && !session.alarms)) return [];
  const start = Math.max(from, to - MAX_TICK_SPAN_MS);
  const messages: LiveServerMessage[] = [];
  const readings: LiveReading[] = [];
  const byNumber = new Map(db.devices.map((d) => [d.number, d]));
  for (const number of session.devices) {
    const device = byNumber.get(number);
    if (!device || !isLive(device)) continue;
    const source = sourceOf(db, device);
    const times = readingTimes(
      number,
      Math.max(start, (source.since ?? Infinity) - 1),
      to,
      intervalMs,
    );
    if (!times.length) continue;
    // An instant a reading was posted for was sent when it was posted (postedMessages).
    for (const t of times) if (!isPosted(db, number, t)) readings.push(liveReading(source, t));
  }
  if (readings.length)
    messages.push({ type: 'readings', readings: readings.sort((a, b) => a.t - b.t) });
  const firstBoundary = Math.floor(start / LIVE_ALARM_STEP_MS + 1) * LIVE_ALARM_STEP_MS;
  if (firstBoundary <= to) {
    const watched = session.alarms
      ? db.devices.filter(isLive)
      : [...session.devices]
          .map((n) => byNumber.get(n))
          .filter((d): d is Device => Boolean(d && isLive(d)));
    for (let boundary = firstBoundary; boundary <= to; boundary += LIVE_ALARM_STEP_MS) {
      for (const device of watched)
        for (const alarm of alarmsStartingAt(sourceOf(db, device), device.name, boundary))
          messages.push({ type: 'alarm', alarm });
    }
  }
  return messages;
}

/**
 * What a session is sent when readings are posted (queries/posted-readings.ts): those of its
 * devices, and the alarms they opened that it watches, as the server sends a gateway's.
 */
export function postedMessages(session: LiveSession, news: PostedNews): LiveServerMessage[] {
  const messages: LiveServerMessage[] = [];
  const readings = news.readings.filter((r) => session.devices.has(r.device));
  if (readings.length) messages.push({ type: 'readings', readings });
  for (const alarm of news.alarms)
    if (session.alarms || session.devices.has(alarm.deviceNumber))
      messages.push({ type: 'alarm', alarm });
  return messages;
}
