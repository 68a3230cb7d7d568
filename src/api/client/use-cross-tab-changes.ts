import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

import type { ChangeInfo } from './request';

/** Messages of several changes in a row (a bulk change, 50 creates) refresh once. */
const SETTLE_MS = 50;

/**
 * The tabs of one browser tell each other of their changes (a BroadcastChannel named after the
 * API's base URL): this tab's successful changes are announced, and when another tab announces
 * one, every query here is invalidated, so what is on screen is fetched again. It is the
 * client's doing, so it works the same over the simulation and over a real backend.
 * Returns the announcer to give the requester.
 */
export function useCrossTabChanges(
  client: QueryClient,
  baseUrl: string,
): (change: ChangeInfo) => void {
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const current = new BroadcastChannel(`ee-api-changes|${baseUrl}`);
    channel.current = current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    current.onmessage = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries(), SETTLE_MS);
    };
    return () => {
      clearTimeout(timer);
      current.close();
      if (channel.current === current) channel.current = null;
    };
  }, [client, baseUrl]);
  return useCallback((change: ChangeInfo) => {
    try {
      channel.current?.postMessage(change);
    } catch {
      // A closed channel (the provider unmounting): nobody to tell.
    }
  }, []);
}
