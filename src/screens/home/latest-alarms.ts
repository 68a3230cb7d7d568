import type { Alarm } from '@/api/types/devices';

/** Alarms the home card lists. */
export const LATEST_ALARMS = 6;

const lastMoment = (alarm: Alarm) => (alarm.endedAt ? Date.parse(alarm.endedAt) : Infinity);

/**
 * The latest alarms: those the stats listed and those that arrived live since (shown at once,
 * before the refreshed stats list them). The stats' copy of an alarm wins (it may have ended).
 * Ordered as the stats order them: by their last moment (an ongoing alarm is the newest), then
 * the one that started last, then by id. Pure.
 */
export function latestAlarms(
  listed: readonly Alarm[],
  arrived: readonly Alarm[],
  count = LATEST_ALARMS,
): Alarm[] {
  const byId = new Map<string, Alarm>();
  for (const alarm of arrived) byId.set(alarm.id, alarm);
  for (const alarm of listed) byId.set(alarm.id, alarm);
  return [...byId.values()]
    .sort(
      (a, b) =>
        lastMoment(b) - lastMoment(a) ||
        Date.parse(b.startedAt) - Date.parse(a.startedAt) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, count);
}
