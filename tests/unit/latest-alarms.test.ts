import { describe, expect, it } from 'vitest';

import type { Alarm } from '@/api/types/devices';
import { latestAlarms } from '@/screens/home/latest-alarms';

const alarm = (id: string, startedAt: string, endedAt: string | null = null): Alarm => ({
  id,
  deviceNumber: `24DC1000${id}`,
  deviceName: `Cabinet ${id}`,
  metric: 'load',
  unit: '%',
  threshold: 80,
  startedAt,
  endedAt,
  peak: 90,
  severity: 'warning',
});

describe("latestAlarms: the home card's list", () => {
  const listed = [
    alarm('1', '2026-06-15T08:10:00Z'),
    alarm('2', '2026-06-15T07:00:00Z', '2026-06-15T08:30:00Z'),
    alarm('3', '2026-06-15T06:00:00Z', '2026-06-15T06:30:00Z'),
  ];

  it('puts an alarm that arrived live first (ongoing, started last)', () => {
    const live = alarm('9', '2026-06-15T09:00:00Z');
    expect(latestAlarms(listed, [live]).map((a) => a.id)).toEqual(['9', '1', '2', '3']);
  });

  it('lists an alarm once when the refreshed stats have it too, their copy winning', () => {
    const live = alarm('9', '2026-06-15T09:00:00Z');
    const ended = { ...live, endedAt: '2026-06-15T09:05:00Z' };
    const out = latestAlarms([...listed, ended], [live]);
    expect(out.filter((a) => a.id === '9')).toEqual([ended]);
  });

  it('keeps to the count, newest first', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      alarm(String(i), `2026-06-15T0${i}:00:00Z`, `2026-06-15T0${i}:30:00Z`),
    );
    expect(latestAlarms(many, [], 6).map((a) => a.id)).toEqual(['7', '6', '5', '4', '3', '2']);
  });
});
