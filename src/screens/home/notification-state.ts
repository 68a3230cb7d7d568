/**
 * What a user did with their notifications (read, removed), kept in localStorage under a key of
 * their own so a reload keeps it. A stored value is user-editable: it is read field by field and
 * anything not of the expected shape counts as nothing done.
 */
import { useCallback, useEffect, useState } from 'react';

/** Ids of the notifications read and removed. */
export interface NotificationState {
  read: string[];
  removed: string[];
}

/** Where a user's notification state is kept: `device-notifications:<user id>`. */
export function notificationStateKey(userId: string | number): string {
  return `device-notifications:${userId}`;
}

/**
 * Ids kept per list, newest last: notifications come and go with the data (an inspection done, an
 * alarm older than a day), so old ids are dropped rather than kept for ever.
 */
export const MAX_KEPT_IDS = 300;
const MAX_ID_LENGTH = 200;

const EMPTY: NotificationState = { read: [], removed: [] };

function ids(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [
    ...new Set(
      value.filter(
        (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH,
      ),
    ),
  ].slice(-MAX_KEPT_IDS);
}

/**
 * Parses a stored state: a field that is not a list of ids is empty; garbage is no state at all.
 * Pure.
 */
export function parseNotificationState(raw: string | null | undefined): NotificationState {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY;
  const { read, removed } = value as Record<string, unknown>;
  return { read: ids(read), removed: ids(removed) };
}

/**
 * `state` with `more` ids added to one list (no duplicates, the oldest dropped past the limit).
 * Pure.
 */
export function withIds(
  state: NotificationState,
  list: keyof NotificationState,
  more: readonly string[],
): NotificationState {
  const kept = state[list].filter((id) => !more.includes(id));
  return { ...state, [list]: [...kept, ...more].slice(-MAX_KEPT_IDS) };
}

// Reading `localStorage` itself throws where storage is blocked (sandboxed frames, some privacy
// modes).
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function read(key: string): NotificationState {
  try {
    return parseNotificationState(storage()?.getItem(key));
  } catch {
    return EMPTY;
  }
}

function write(key: string, state: NotificationState): void {
  try {
    storage()?.setItem(key, JSON.stringify(state));
  } catch {
    // Full or blocked storage: the choice holds for this visit only.
  }
}

/**
 * The stored state of `key` and its changes, written through; another tab's changes are followed.
 */
export function useNotificationState(key: string) {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // Another user signed in here (a new key): their own state.
  const current = state.key === key ? state.value : read(key);
  if (state.key !== key) setState({ key, value: current });

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setState({ key, value: parseNotificationState(e.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  const add = useCallback(
    (list: keyof NotificationState, more: readonly string[]) => {
      if (more.length === 0) return;
      setState((previous) => {
        // What is stored now (another tab may have written since) joined with what this tab
        // holds (its own writes may not have been stored): ids are only ever added.
        const stored = read(key);
        const mine = previous.key === key ? previous.value : EMPTY;
        const base = {
          read: [...new Set([...stored.read, ...mine.read])],
          removed: [...new Set([...stored.removed, ...mine.removed])],
        };
        const next = withIds(base, list, more);
        write(key, next);
        return { key, value: next };
      });
    },
    [key],
  );
  return { state: current, add };
}
