import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';

import type { Alarm } from '../types/devices';
import { deviceKeys } from './device-keys';
import { LiveConnection, liveUrlOf, type LiveFeed } from './live';
import { LiveFeedContext } from './live-hooks';
import { createRequester } from './request';
import { RequesterContext, sessionToken, useErrorTranslator } from './requester-context';
import { useCrossTabChanges } from './use-cross-tab-changes';
import { useLiveChanges } from './use-live-changes';

export interface ApiProviderProps {
  /** Base URL of the API; '' (default) is the same origin, where the simulation answers. */
  baseUrl?: string;
  /** A fetch of your own (e.g. one that waits for a mock worker or adds auth headers). */
  fetchImpl?: typeof fetch;
  /** The session's access token, sent as `Authorization: Bearer …` (default: sessionStorage). */
  getAccessToken?: () => string | null | undefined;
  /** A QueryClient of your own; by default one is made per provider. */
  queryClient?: QueryClient;
  /** The live readings socket's URL (default: `/api/live` on the API's origin, ws: or wss:). */
  liveUrl?: string;
  /**
   * Opens the live socket (default `new WebSocket(url)`); may wait, e.g. for a mock worker to
   * start.
   */
  openSocket?: (url: string) => WebSocket | Promise<WebSocket>;
  /**
   * A live feed of your own (a StaticLiveFeed in stories and tests); by default a LiveConnection,
   * opened on first use.
   */
  liveFeed?: LiveFeed;
  /**
   * The API is a server shared by a team (`npm run server`): keep a socket to `/api/live` for its
   * `changed` notices, so what anyone saves refreshes what this app shows (default false; the
   * simulation's changes are one browser's, told between its tabs).
   */
  liveChanges?: boolean;
  children: ReactNode;
}

/** Makes a fresh QueryClient with the kit's defaults (no retry on 4xx, short stale time). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 2 && !(error && 'status' in error && Number(error.status) < 500),
      },
    },
  });
}

/**
 * Gives every hook below it a requester (base URL) and a TanStack Query client. Changes made in
 * another tab of the browser refresh what this one shows (see useCrossTabChanges), and with
 * `liveChanges` those other users saved on a shared server (see useLiveChanges).
 */
export function ApiProvider({
  baseUrl = '',
  fetchImpl,
  getAccessToken = sessionToken,
  queryClient,
  liveUrl,
  openSocket,
  liveFeed,
  liveChanges = false,
  children,
}: ApiProviderProps) {
  // The context, not useTranslation: the provider must not wait for catalogues to load.
  const translate = useErrorTranslator();
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  const announce = useCrossTabChanges(client, baseUrl);
  const requester = useMemo(
    () => createRequester(baseUrl, fetchImpl, getAccessToken, translate, announce),
    [baseUrl, fetchImpl, getAccessToken, translate, announce],
  );
  const getLiveFeed = useLiveFeedOf(
    client,
    liveFeed,
    liveUrl ?? baseUrl,
    openSocket,
    liveUrl !== undefined,
  );
  useLiveChanges(
    client,
    liveChanges,
    () => (liveUrl !== undefined ? liveUrl : liveUrlOf(baseUrl)),
    openSocket,
  );
  return (
    <RequesterContext.Provider value={requester}>
      <LiveFeedContext.Provider value={getLiveFeed}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </LiveFeedContext.Provider>
    </RequesterContext.Provider>
  );
}

/**
 * The provider's live feed, made on first use (nothing connects until a screen watches) and
 * closed when the provider goes. An alarm refreshes what it changes: the device's alarms, and
 * the figures and notifications derived from the stats. It closes by itself when the last
 * screen watching unmounts, so a provider that goes leaves no socket.
 */
function useLiveFeedOf(
  client: QueryClient,
  given: LiveFeed | undefined,
  url: string,
  openSocket: ApiProviderProps['openSocket'],
  isLiveUrl: boolean,
): () => LiveFeed {
  const made = useRef<LiveConnection | null>(null);
  const settings = useRef({ url, openSocket, isLiveUrl });
  settings.current = { url, openSocket, isLiveUrl };
  const refresh = useCallback(
    (alarm: Alarm) => {
      void client.invalidateQueries({
        queryKey: [...deviceKeys.detail(alarm.deviceNumber), 'alarms'],
      });
      void client.invalidateQueries({ queryKey: deviceKeys.stats() });
    },
    [client],
  );
  // A feed given from outside (a story's, an app's own) refreshes the same: its alarms are
  // seen on their way to the screens that listen.
  const wrapped = useMemo(
    () => (given ? refreshingOnAlarm(given, refresh) : undefined),
    [given, refresh],
  );
  return useCallback(() => {
    if (wrapped) return wrapped;
    made.current ??= new LiveConnection({
      url: () =>
        settings.current.isLiveUrl ? settings.current.url : liveUrlOf(settings.current.url),
      openSocket: (u) => (settings.current.openSocket ?? ((v: string) => new WebSocket(v)))(u),
      onAlarmMessage: refresh,
    });
    return made.current;
  }, [wrapped, refresh]);
}

/**
 * A feed whose alarms call `refresh` once each (however many screens listen) before reaching
 * the listeners. Everything else is the feed's own.
 */
function refreshingOnAlarm(feed: LiveFeed, refresh: (alarm: Alarm) => void): LiveFeed {
  let lastId: Alarm['id'] | undefined;
  return {
    getStatus: () => feed.getStatus(),
    onStatus: (listener) => feed.onStatus(listener),
    watch: (devices, listener) => feed.watch(devices, listener),
    latest: (device) => feed.latest(device),
    onAlarm: (listener) =>
      feed.onAlarm((alarm) => {
        if (alarm.id !== lastId) {
          lastId = alarm.id;
          refresh(alarm);
        }
        listener(alarm);
      }),
  };
}

export { errorTranslator, useRequester } from './requester-context';
