import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Notices of several changes in a row (a bulk change, 50 creates) refresh once. */
const SETTLE_MS = 50;

/**
 * While `enabled`, keeps a LiveChanges socket (live-changes.ts) on `url` and invalidates every
 * query of `client` when someone changed something: every query, as the cross-tab refresh does (a
 * change to a device moves lists, counts, the home figures and the search alike). The socket's
 * code loads only when enabled: an app over the simulation never needs it.
 */
export function useLiveChanges(
  client: QueryClient,
  enabled: boolean,
  url: () => string,
  openSocket?: (url: string) => WebSocket | Promise<WebSocket>,
): void {
  const settings = useRef({ url, openSocket });
  settings.current = { url, openSocket };
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let changes: { close(): void } | undefined;
    void import('./live-changes').then(({ LiveChanges }) => {
      if (stopped) return;
      changes = new LiveChanges({
        url: () => settings.current.url(),
        openSocket: (u) => (settings.current.openSocket ?? ((v: string) => new WebSocket(v)))(u),
        onChanges: () => {
          clearTimeout(timer);
          timer = setTimeout(() => void client.invalidateQueries(), SETTLE_MS);
        },
      });
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      changes?.close();
    };
  }, [client, enabled]);
}
