/**
 * The live stream's pure functions (src/api/mock/queries/live.ts): readings agree with the
 * readings endpoint, "over" uses the alarms' thresholds, announced alarms are the alarms
 * endpoint's runs, subscriptions have limits, unreadable messages are answered with an error.
 */
import { describe, expect, it } from 'vitest';

import { liveServerMessage, MAX_LIVE_DEVICES, type LiveServerMessage } from '@/api/contract/live';
import { createMockDb } from '@/api/mock/db';
import {
  alarmsStartingAt,
  createLiveSession,
  handleLiveMessage,
  isLive,
  LIVE_ALARM_STEP_MS,
  liveReading,
  liveTick,
  liveValue,
  readingTimes,
} from '@/api/mock/queries/live';
import { findAlarms, readingSource, sampler, thresholdOf } from '@/api/shared/readings';
import { READING_METRICS } from '@/api/types/devices';

import { TEST_NOW } from './support/mock-server';

const db = createMockDb({ now: TEST_NOW });
const NOW = Date.parse(TEST_NOW);
const live = db.devices.filter(isLive);
const sourceOf = (number: string) => {
  const device = db.devices.find((d) => d.number === number)!;
  return readingSource(
    device,
    db.deviceTypes.find((t) => t.id === device.typeId),
  );
};
const send = (session = createLiveSession(), message: unknown) =>
  handleLiveMessage(db, session, typeof message === 'string' ? message : JSON.stringify(message));

describe('live readings', () => {
  it('equal the sampler at whole minutes and lie between its neighbouring points in between', () => {
    for (const device of live.slice(0, 20)) {
      const source = sourceOf(device.number);
      for (const metric of READING_METRICS) {
        const value = sampler(source, metric);
        for (let k = 0; k < 30; k++) {
          const minute = NOW + k * 60_000;
          expect(liveValue(source, metric, minute)).toBe(value(minute));
          const mid = minute + 17_000;
          const [lo, hi] = [value(minute), value(minute + 60_000)].sort((a, b) => a - b);
          const v = liveValue(source, metric, mid);
          expect(v).toBeGreaterThanOrEqual(lo - 1e-9);
          expect(v).toBeLessThanOrEqual(hi + 1e-9);
        }
      }
    }
  });

  it('flag exactly the metrics past their limit', () => {
    let flagged = 0;
    for (const device of live.slice(0, 40)) {
      const source = sourceOf(device.number);
      for (let t = NOW; t < NOW + 6 * 3_600_000; t += 7 * 60_000) {
        const reading = liveReading(source, t);
        const expected = READING_METRICS.filter(
          (m) => thresholdOf(source, m) !== null && reading.values[m] > thresholdOf(source, m)!,
        );
        expect(reading.over).toEqual(expected);
        flagged += reading.over.length;
      }
    }
    // The check could not fail if nothing were ever past a limit.
    expect(flagged).toBeGreaterThan(0);
  });

  it('come about every 3 s per device, spread over the interval, batched per tick', () => {
    const times = readingTimes(live[0].number, NOW, NOW + 30_000);
    expect(times).toHaveLength(10);
    times.slice(1).forEach((t, i) => expect(t - times[i]).toBe(3000));
    const offsets = new Set(
      live.slice(0, 50).map((d) => readingTimes(d.number, NOW, NOW + 3000)[0] - NOW),
    );
    expect(offsets.size).toBeGreaterThan(20);
    const session = createLiveSession();
    send(session, { type: 'subscribe', devices: live.slice(0, 30).map((d) => d.number) });
    let count = 0;
    for (let t = NOW; t < NOW + 3000; t += 1000) {
      const batch = liveTick(db, session, t, t + 1000).filter((m) => m.type === 'readings');
      expect(batch.length).toBeLessThanOrEqual(1);
      for (const m of batch) if (m.type === 'readings') count += m.readings.length;
    }
    expect(count).toBe(30);
  });

  it('cost nothing without subscribers and stop after unsubscribe', () => {
    const session = createLiveSession();
    expect(liveTick(db, session, NOW, NOW + 10_000)).toEqual([]);
    send(session, { type: 'subscribe', devices: [live[0].number] });
    expect(liveTick(db, session, NOW, NOW + 3000).length).toBeGreaterThan(0);
    send(session, { type: 'unsubscribe', devices: [live[0].number] });
    expect(liveTick(db, session, NOW, NOW + 3000)).toEqual([]);
  });
});

describe('live alarms', () => {
  it('announce at each 5-minute boundary exactly the runs the alarms endpoint lists as starting there', () => {
    let announced = 0;
    const from = NOW - 3 * 86_400_000;
    for (const device of live.slice(0, 60)) {
      const source = sourceOf(device.number);
      const endpoint = findAlarms(source, device.name, { from, to: NOW }, { now: NOW });
      const stream = [];
      for (
        let b = Math.ceil((from + LIVE_ALARM_STEP_MS) / LIVE_ALARM_STEP_MS) * LIVE_ALARM_STEP_MS;
        b <= NOW;
        b += LIVE_ALARM_STEP_MS
      )
        stream.push(...alarmsStartingAt(source, device.name, b));
      const starts = (list: { id: string; startedAt: string }[]) =>
        list
          .filter((a) => Date.parse(a.startedAt) > from)
          .map((a) => a.id)
          .sort();
      expect(starts(stream)).toEqual(starts(endpoint));
      announced += stream.length;
    }
    expect(announced).toBeGreaterThan(0);
  });

  it('reach alarm subscribers for every device and device subscribers for theirs', () => {
    // A boundary where some device's alarm starts.
    let hit: { number: string; boundary: number } | undefined;
    for (let b = NOW; !hit && b < NOW + 7 * 86_400_000; b += LIVE_ALARM_STEP_MS) {
      const device = live.find((d) => alarmsStartingAt(sourceOf(d.number), d.name, b).length);
      if (device) hit = { number: device.number, boundary: b };
    }
    expect(hit).toBeDefined();
    const { number, boundary } = hit!;
    const alarmsOf = (messages: LiveServerMessage[]) =>
      messages.flatMap((m) => (m.type === 'alarm' ? [m.alarm.deviceNumber] : []));
    const everyone = createLiveSession();
    send(everyone, { type: 'subscribe', devices: [], alarms: true });
    expect(alarmsOf(liveTick(db, everyone, boundary - 1000, boundary))).toContain(number);
    const mine = createLiveSession();
    send(mine, { type: 'subscribe', devices: [number] });
    expect(alarmsOf(liveTick(db, mine, boundary - 1000, boundary))).toContain(number);
    const other = createLiveSession();
    send(other, {
      type: 'subscribe',
      devices: [
        live.find(
          (d) =>
            d.number !== number && !alarmsStartingAt(sourceOf(d.number), d.name, boundary).length,
        )!.number,
      ],
    });
    expect(alarmsOf(liveTick(db, other, boundary - 1000, boundary))).toEqual([]);
  });
});

describe('live subscriptions', () => {
  it('accept devices in service or in fault and ignore the others', () => {
    const off = db.devices.find((d) => !isLive(d))!;
    const answer = send(undefined, {
      type: 'subscribe',
      devices: [live[0].number, off.number, '99XX99999'],
    });
    expect(answer).toEqual([
      { type: 'subscribed', devices: [live[0].number], ignored: [off.number, '99XX99999'] },
    ]);
    expect(liveServerMessage.safeParse(answer[0]).success).toBe(true);
  });

  it('refuse more than the limit in a message and cap a connection', () => {
    const numbers = Array.from(
      { length: MAX_LIVE_DEVICES + 1 },
      (_, i) => `24DC1${String(i).padStart(4, '0')}`,
    );
    const [error] = send(undefined, { type: 'subscribe', devices: numbers });
    expect(error).toMatchObject({ type: 'error', key: 'liveInvalid' });
    const session = createLiveSession();
    for (let i = 0; i < MAX_LIVE_DEVICES; i++) session.devices.add(`X${i}`);
    const [answer] = send(session, { type: 'subscribe', devices: [live[0].number] });
    expect(answer).toEqual({ type: 'subscribed', devices: [], ignored: [live[0].number] });
  });

  it('answer unreadable messages with an error and keep the session', () => {
    const session = createLiveSession();
    send(session, { type: 'subscribe', devices: [live[0].number] });
    expect(send(session, '{not json')).toEqual([
      expect.objectContaining({ type: 'error', key: 'liveUnreadable' }),
    ]);
    expect(send(session, { type: 'dance' })).toEqual([
      expect.objectContaining({ type: 'error', key: 'liveInvalid' }),
    ]);
    expect(send(session, 'x'.repeat(70_000))).toEqual([
      expect.objectContaining({ type: 'error', key: 'liveTooLarge' }),
    ]);
    expect(handleLiveMessage(db, session, new ArrayBuffer(4))).toEqual([
      expect.objectContaining({ type: 'error', key: 'liveUnreadable' }),
    ]);
    for (const m of send(session, '{')) expect(liveServerMessage.safeParse(m).success).toBe(true);
    expect(session.devices.has(live[0].number)).toBe(true);
  });
});
