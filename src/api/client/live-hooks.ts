/**
 * Hooks over the provider's live feed (live.ts): the connection's status, the latest reading of
 * some devices, a metric's points since mount, new alarms. Each subscribes while mounted and
 * enabled, so devices no screen shows cost nothing.
 */
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

import type { Alarm, ReadingMetric, ReadingPoint } from '../types/devices';
import type { LiveReading } from '../types/live';
import type { LiveFeed, LiveStatus } from './live';

/** The provider's feed, made on first use. */
export const LiveFeedContext = createContext<(() => LiveFeed) | null>(null);

/** The live feed of the nearest ApiProvider. */
export function useLiveFeed(): LiveFeed {
  const get = useContext(LiveFeedContext);
  if (!get) throw new Error('useLiveFeed must be used inside <ApiProvider>');
  return get();
}

/** The connection's status (connecting, live, reconnecting, offline, paused, idle). */
export function useLiveStatus(): LiveStatus {
  const feed = useLiveFeed();
  return useSyncExternalStore(feed.onStatus, feed.getStatus, feed.getStatus);
}

/**
 * The latest reading of each of these devices while enabled (default true); a device without one
 * yet is absent.
 */
export function useLiveReadings(
  numbers: readonly string[],
  { enabled = true }: { enabled?: boolean } = {},
): ReadonlyMap<string, LiveReading> {
  const feed = useLiveFeed();
  const key = enabled ? numbers.join(',') : '';
  const [latest, setLatest] = useState<ReadonlyMap<string, LiveReading>>(() => new Map());
  useEffect(() => {
    const devices = key ? key.split(',') : [];
    setLatest(
      new Map(devices.flatMap((d) => (feed.latest(d) ? [[d, feed.latest(d)!] as const] : []))),
    );
    if (!devices.length) return;
    return feed.watch(devices, (readings) =>
      setLatest((previous) => {
        const next = new Map(previous);
        for (const reading of readings) next.set(reading.device, reading);
        return next;
      }),
    );
  }, [feed, key]);
  return latest;
}

/** The latest reading of one device while enabled (default true); undefined until one comes. */
export function useLiveReading(
  number: string,
  { enabled = true }: { enabled?: boolean } = {},
): LiveReading | undefined {
  return useLiveReadings([number], { enabled }).get(number);
}

export interface LiveSeriesOptions {
  /** Keep the points shown as they are (readings still gather and show on resume). */
  paused?: boolean;
  /** One point per step (the chart's step, default a minute): the latest reading in it. */
  stepMs?: number;
  /** false: subscribe to nothing. */
  enabled?: boolean;
}

/** A metric's live points since mount, one per step (the step's latest reading). */
export function useLiveSeries(
  number: string | undefined,
  metric: ReadingMetric,
  { paused = false, stepMs = 60_000, enabled = true }: LiveSeriesOptions = {},
): ReadingPoint[] {
  const feed = useLiveFeed();
  const gathered = useRef<ReadingPoint[]>([]);
  const pausedRef = useRef(paused);
  const [points, setPoints] = useState<ReadingPoint[]>([]);
  useEffect(() => {
    pausedRef.current = paused;
    if (!paused) setPoints(gathered.current);
  }, [paused]);
  useEffect(() => {
    gathered.current = [];
    setPoints([]);
    if (!number || !enabled) return;
    return feed.watch([number], (readings) => {
      let next = gathered.current;
      for (const reading of readings) {
        const point = { t: reading.t, v: reading.values[metric] };
        const last = next[next.length - 1];
        if (last && Math.floor(last.t / stepMs) === Math.floor(point.t / stepMs))
          next = [...next.slice(0, -1), point];
        else if (!last || point.t > last.t) next = [...next, point];
      }
      gathered.current = next;
      if (!pausedRef.current) setPoints(next);
    });
  }, [feed, number, metric, stepMs, enabled]);
  return points;
}

/**
 * Calls the listener with every new alarm while mounted (the latest listener; no resubscribe on
 * each render).
 */
export function useLiveAlarms(
  listener: (alarm: Alarm) => void,
  { enabled = true }: { enabled?: boolean } = {},
): void {
  const feed = useLiveFeed();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () => (enabled ? feed.onAlarm((alarm) => latest.current(alarm)) : undefined),
    [feed, enabled],
  );
}
