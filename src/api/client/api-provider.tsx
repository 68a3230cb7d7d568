import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRequester, type Requester } from './request';

const RequesterContext = createContext<Requester | null>(null);

export interface ApiProviderProps {
  /** Base URL of the API; '' (default) is the same origin, where the simulation answers. */
  baseUrl?: string;
  /** A fetch of your own (e.g. one that waits for a mock worker or adds auth headers). */
  fetchImpl?: typeof fetch;
  /** The session's access token, sent as `Authorization: Bearer …` (default: sessionStorage). */
  getAccessToken?: () => string | null | undefined;
  /** A QueryClient of your own; by default one is made per provider. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** The token the login stored (see src/auth/session.ts); storage may be disabled. */
function sessionToken(): string | null {
  try {
    return sessionStorage.getItem('accessToken');
  } catch {
    return null;
  }
}

/** Makes a fresh QueryClient with the kit's defaults (no retry on 4xx, short stale time). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && !(error && 'status' in error && Number(error.status) < 500),
      },
    },
  });
}

/** Gives every hook below it a requester (base URL) and a TanStack Query client. */
export function ApiProvider({ baseUrl = '', fetchImpl, getAccessToken = sessionToken, queryClient, children }: ApiProviderProps) {
  const requester = useMemo(() => createRequester(baseUrl, fetchImpl, getAccessToken), [baseUrl, fetchImpl, getAccessToken]);
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  return (
    <RequesterContext.Provider value={requester}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </RequesterContext.Provider>
  );
}

/** The requester of the nearest ApiProvider. */
export function useRequester(): Requester {
  const requester = useContext(RequesterContext);
  if (!requester) throw new Error('useRequester must be used inside <ApiProvider>');
  return requester;
}
