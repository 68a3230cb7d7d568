/**
 * The navbar's notifications (issue 13.16): derived from the device data, read and removed state
 * kept as stored.
 */
import fc from 'fast-check';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import { getDeviceStats, listDevices } from '@/api/mock/queries/devices';
import type { Alarm, DeviceListItem } from '@/api/types/devices';
import { englishText } from '@/i18n/english-text';
import { devices as devicesEn } from '@/i18n/locales/en/devices';
import {
  deriveDeviceNotifications,
  DUE_SOON_DAYS,
  NOTIFICATIONS_PER_KIND,
  type DeviceNotificationData,
} from '@/screens/home/device-notifications';
import {
  MAX_KEPT_IDS,
  notificationStateKey,
  parseNotificationState,
  withIds,
} from '@/screens/home/notification-state';
import { DEFAULT_SCREEN_PATHS } from '@/screens/paths';
import { formatFor } from '@/screens/shared/format';

import { TEST_NOW } from './support/mock-server';

const t = englishText(devicesEn) as unknown as TFunction<'ee-devices'>;
const f = formatFor('en');
const at = Date.parse(TEST_NOW);
const options = { t, f, paths: DEFAULT_SCREEN_PATHS, at };
/** Without the bidi isolation marks, as read. */
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');

const db = createMockDb({ now: TEST_NOW });
const stats = getDeviceStats(db);
const sample: DeviceNotificationData = {
  dueSoon: stats.dueSoon,
  alarms: stats.latestAlarms,
  overdue: listDevices(
    db,
    new URLSearchParams('overdue=true&sortBy=nextInspection&orderBy=asc&itemsPerPage=10'),
  ).devices,
};

const device = (number: string, nextInspection: string, extra: Partial<DeviceListItem> = {}) =>
  ({
    ...sample.dueSoon![0],
    number,
    name: `Device ${number}`,
    nextInspection,
    overdue: false,
    ...extra,
  }) as DeviceListItem;

describe('deriveDeviceNotifications', () => {
  it('tells of an inspection due tomorrow as "tomorrow", linking to the device', () => {
    const [n] = deriveDeviceNotifications(
      { dueSoon: [device('24DC10001', '2026-06-16')] },
      options,
    );
    expect(plain(n.title)).toBe('Inspection due: 24DC10001');
    expect(n.time).toBe('Due tomorrow');
    expect(n.to).toBe('/deviceDetail?number=24DC10001');
    expect(n.id).toBe('due:24DC10001:2026-06-16');
    expect(n.tone).toBe('warning');
  });

  it('says when an overdue inspection was due, and inspections due later than a week are not told', () => {
    const list = deriveDeviceNotifications(
      {
        overdue: [device('24DC10002', '2026-06-12', { overdue: true })],
        dueSoon: [device('24DC10003', '2026-06-21'), device('24DC10004', '2026-06-22')],
      },
      options,
    );
    expect(list.map((n) => [plain(n.title), n.time])).toEqual([
      ['Inspection overdue: 24DC10002', 'Was due 3 days ago'],
      ['Inspection due: 24DC10003', 'Due in 6 days'],
    ]);
    expect(DUE_SOON_DAYS).toBe(7);
  });

  it('tells the newest alarm of each device with how long ago it began', () => {
    const alarm = (
      id: string,
      deviceNumber: string,
      startedAt: string,
      severity: Alarm['severity'] = 'critical',
    ): Alarm => ({
      id,
      deviceNumber,
      deviceName: 'Relay',
      metric: 'load',
      unit: '%',
      threshold: 80,
      peak: 97.5,
      startedAt,
      endedAt: null,
      severity,
    });
    const list = deriveDeviceNotifications(
      {
        alarms: [
          alarm('a3', '19RP10001', '2026-06-15T08:10:00Z'),
          alarm('a2', '19RP10001', '2026-06-15T07:00:00Z'),
          alarm('a1', '25CB10004', '2026-06-15T01:00:00Z', 'warning'),
        ],
      },
      options,
    );
    expect(
      list.map((n) => [n.id, plain(n.title), plain(n.text), n.time, n.initials, n.tone]),
    ).toEqual([
      [
        'alarm:a3',
        'Critical alarm on 19RP10001',
        'Load peaked at 97.5 % (limit 80 %)',
        '50 minutes ago',
        'RP',
        'error',
      ],
      [
        'alarm:a1',
        'Alarm on 25CB10004',
        'Load peaked at 97.5 % (limit 80 %)',
        '8 hours ago',
        'CB',
        'warning',
      ],
    ]);
  });

  it('on the sample data: alarms, then overdue and due inspections, at most 5 of each, none made up', () => {
    const list = deriveDeviceNotifications(sample, options);
    const kinds = list.map((n) => n.id.split(':')[0]);
    expect(kinds.filter((k) => k === 'overdue')).toHaveLength(NOTIFICATIONS_PER_KIND);
    expect(kinds.filter((k) => k === 'due')).toHaveLength(NOTIFICATIONS_PER_KIND);
    expect(kinds).toEqual(
      [...kinds].sort(
        (a, b) => ['alarm', 'overdue', 'due'].indexOf(a) - ['alarm', 'overdue', 'due'].indexOf(b),
      ),
    );
    const tomorrow = list.find((n) => n.id.startsWith('due:20CB10002:'))!;
    expect(tomorrow.time).toBe('Due tomorrow');
    // Every notification names a real device and leads to it.
    for (const n of list)
      expect(
        db.devices.some(
          (d) => n.to === `/deviceDetail?number=${d.number}` && plain(n.title).endsWith(d.number),
        ),
      ).toBe(true);
  });

  it('leaves out removed ones, and the next of the kind takes the place', () => {
    const all = deriveDeviceNotifications(sample, { ...options, limit: Infinity });
    const shown = deriveDeviceNotifications(sample, options);
    const firstDue = shown.find((n) => n.id.startsWith('due:'))!;
    const next = deriveDeviceNotifications(sample, { ...options, removed: new Set([firstDue.id]) });
    expect(next.map((n) => n.id)).not.toContain(firstDue.id);
    expect(next).toHaveLength(shown.length);
    expect(next.filter((n) => n.id.startsWith('due:')).at(-1)!.id).toBe(
      all.filter((n) => n.id.startsWith('due:'))[NOTIFICATIONS_PER_KIND].id,
    );
  });
});

describe('stored notification state', () => {
  it('is kept per user', () => {
    expect(notificationStateKey(1)).toBe('device-notifications:1');
    expect(notificationStateKey(2)).not.toBe(notificationStateKey(1));
  });

  it('reads what was written', () => {
    const state = withIds(withIds({ read: [], removed: [] }, 'read', ['a', 'b']), 'removed', ['c']);
    expect(parseNotificationState(JSON.stringify(state))).toEqual({
      read: ['a', 'b'],
      removed: ['c'],
    });
  });

  it('falls back field by field: a value not of the expected shape is nothing done', () => {
    expect(parseNotificationState(null)).toEqual({ read: [], removed: [] });
    expect(parseNotificationState('{"read": ["a"], "removed": "all"}')).toEqual({
      read: ['a'],
      removed: [],
    });
    expect(parseNotificationState('{"read": [1, "a", null, "a", ""]}')).toEqual({
      read: ['a'],
      removed: [],
    });
    expect(parseNotificationState('[["a"]]')).toEqual({ read: [], removed: [] });
    expect(parseNotificationState('{"read": [')).toEqual({ read: [], removed: [] });
    expect(parseNotificationState(`{"read": ["${'x'.repeat(201)}"]}`)).toEqual({
      read: [],
      removed: [],
    });
  });

  it('keeps the newest ids up to the limit', () => {
    const many = Array.from({ length: MAX_KEPT_IDS + 20 }, (_, i) => `id${i}`);
    const state = withIds({ read: [], removed: [] }, 'read', many);
    expect(state.read).toHaveLength(MAX_KEPT_IDS);
    expect(state.read.at(-1)).toBe(`id${MAX_KEPT_IDS + 19}`);
    expect(parseNotificationState(JSON.stringify({ read: many })).read).toEqual(state.read);
  });

  it('never throws and always gives lists of ids, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (raw) => {
        const state = parseNotificationState(raw);
        return [state.read, state.removed].every(
          (ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
        );
      }),
    );
  });
});
