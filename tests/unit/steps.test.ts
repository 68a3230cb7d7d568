import { describe, expect, it } from 'vitest';

import { createMockDb, createMockDbInSteps } from '@/api/mock/db';
import { deviceStatsSteps, getDeviceStats } from '@/api/mock/queries/devices';
import { runAtOnce, runInSteps, type Steps } from '@/lib/steps';

function* counted(log: string[]): Steps<number> {
  log.push('a');
  yield;
  log.push('b');
  yield;
  log.push('c');
  return 3;
}

describe('steps', () => {
  it('runs every step at once', () => {
    const log: string[] = [];
    expect(runAtOnce(counted(log))).toBe(3);
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('runs one step per task', async () => {
    const log: string[] = [];
    const done = runInSteps(counted(log));
    // Only the first step ran now; the next waits for a task, not a microtask.
    expect(log).toEqual(['a']);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(log).toEqual(['a']);
    expect(await done).toBe(3);
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('builds the same sample database either way', async () => {
    const options = { seed: 7, now: '2026-03-01T08:00:00.000Z' };
    expect(JSON.stringify(await createMockDbInSteps(options))).toBe(
      JSON.stringify(createMockDb(options)),
    );
  });

  it('gives the same home figures a step at a time', async () => {
    const options = { seed: 7, now: '2026-03-01T08:00:00.000Z' };
    const stats = await runInSteps(deviceStatsSteps(createMockDb(options)));
    expect(stats.latestAlarms.length).toBeGreaterThan(0);
    expect(stats).toEqual(getDeviceStats(createMockDb(options)));
  });
});
