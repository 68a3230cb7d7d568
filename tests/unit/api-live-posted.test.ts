/**
 * Readings posted to the simulation on its live stream (docs/simulation.md "Posted readings"):
 * a post tells the live link at once (onPosted) what it stored, with the alarms it opened; each
 * session is sent the readings of its devices and the alarms it watches (postedMessages, as the
 * server's hub does); the model's reading at a posted instant is not sent again by the tick.
 */
import { afterEach, describe, expect, it } from 'vitest';

import type { LiveServerMessage } from '@/api/contract/live';
import type { MockDb } from '@/api/mock/db';
import { createLiveSession, liveTick, postedMessages, readingTimes } from '@/api/mock/queries/live';
import { onPosted, type PostedNews } from '@/api/mock/queries/posted-readings';
import { isLive } from '@/api/shared/live';
import { measures, readingSource, thresholdOf } from '@/api/shared/readings';
import type { Device } from '@/api/types/devices';

import { call, startMockServer, TEST_NOW } from './support/mock-server';

const store = startMockServer();
const NOW = Date.parse(TEST_NOW);
const heard: PostedNews[] = [];
const stop = onPosted((news) => heard.push(news));
afterEach(() => void heard.splice(0));

const sourceOf = (db: MockDb, device: Device) =>
  readingSource(
    device,
    db.deviceTypes.find((t) => t.id === device.typeId),
  );

/** Two devices that send readings and measure load, and the first one's load limit. */
function devices() {
  const db = store.db();
  const [a, b] = db.devices.filter((d) => isLive(d) && measures(sourceOf(db, d), 'load'));
  return { a: a.number, b: b.number, limit: thresholdOf(sourceOf(db, a), 'load')! };
}

const post = (number: string, readings: unknown[]) =>
  call(`/api/devices/${number}/readings`, { method: 'POST', body: { readings } });

describe('posted readings on the live stream', () => {
  it('are told at once, once, with the alarms they opened', async () => {
    const { a, limit } = devices();
    const t = NOW - 10 * 60_000;
    await post(a, [{ t, values: { load: limit + 3 } }]);
    expect(heard).toHaveLength(1);
    expect(heard[0].db).toBe(store.db());
    expect(heard[0].readings).toEqual([
      expect.objectContaining({ device: a, t, over: expect.arrayContaining(['load']) }),
    ]);
    expect(heard[0].alarms.map((x) => x.id)).toEqual([`${a}-load-${t}`]);
    // The same instant again stores nothing and tells nothing.
    await post(a, [{ t, values: { load: 1 } }]);
    expect(heard).toHaveLength(1);
  });

  it("reach a session's devices and the alarm watchers, and no one else", async () => {
    const { a, b, limit } = devices();
    await post(a, [{ t: NOW - 10 * 60_000, values: { load: limit + 3 } }]);
    const news = heard[0];
    const watcher = createLiveSession();
    watcher.devices.add(a);
    const alarmsOnly = createLiveSession();
    alarmsOnly.alarms = true;
    const bystander = createLiveSession();
    bystander.devices.add(b);

    const types = (messages: LiveServerMessage[]) => messages.map((m) => m.type);
    expect(types(postedMessages(watcher, news))).toEqual(['readings', 'alarm']);
    expect(types(postedMessages(alarmsOnly, news))).toEqual(['alarm']);
    expect(postedMessages(bystander, news)).toEqual([]);
  });

  it("take the model's place at their instant: the tick does not send it again", async () => {
    const { a } = devices();
    const session = createLiveSession();
    session.devices.add(a);
    const [t] = readingTimes(a, NOW - 3000, NOW);
    const sentAt = (messages: LiveServerMessage[]) =>
      messages.flatMap((m) => (m.type === 'readings' ? m.readings.map((r) => r.t) : []));
    expect(sentAt(liveTick(store.db(), session, NOW - 3000, NOW))).toEqual([t]);
    await post(a, [{ t, values: { load: 10 } }]);
    expect(sentAt(liveTick(store.db(), session, NOW - 3000, NOW))).toEqual([]);
  });

  it('stop being told once the listener is removed', async () => {
    stop();
    await post(devices().a, [{ t: NOW - 60_000, values: { load: 10 } }]);
    expect(heard).toEqual([]);
  });
});
