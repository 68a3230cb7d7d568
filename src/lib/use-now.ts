import { useSyncExternalStore } from 'react';

import { now } from './clock';

/**
 * One shared ticker for "12 seconds ago" texts: however many cells show an age, one interval runs,
 * and only while one of them is on screen. Reads the app's clock (stories pin it).
 */
const TICK_MS = 1000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let current = now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    current = now();
    timer = setInterval(() => {
      current = now();
      for (const l of [...listeners]) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => current;

/** The current time, renewed every second while mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
