import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { apiErrorMessage, validationMessage, type ApiErrorKey, type ValidationKey } from '../../i18n/validation';
import { createRequester, type ErrorTranslator, type Requester } from './request';
import { ensureKitCatalogues } from '../../i18n/kit-i18n';
import { commonNs } from '../../i18n/ns/common';
import { useCrossTabChanges } from './use-cross-tab-changes';

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

/**
 * The API's error keys in the language i18next shows at the moment of the error; a key the
 * loaded catalogue lacks (another version of the API) keeps the API's own message.
 */
export function errorTranslator(i18n: I18n): ErrorTranslator {
  // The messages live in the kit's common catalogue: in the instance (English at once, the
  // current language as soon as it loads) before the first error needs them.
  void ensureKitCatalogues(i18n, [commonNs]);
  const t = () => i18n.getFixedT(null, 'ee-common');
  const known = (group: 'validation' | 'apiErrors', key: string) => i18n.exists(`${group}.${key}`, { ns: 'ee-common' });
  return {
    field: (issue) => (known('validation', issue.key) ? validationMessage(t(), { key: issue.key as ValidationKey, params: issue.params }) : undefined),
    request: (key, params) => (known('apiErrors', key) ? apiErrorMessage(t(), { key: key as ApiErrorKey, params }) : undefined),
  };
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

/**
 * Gives every hook below it a requester (base URL) and a TanStack Query client. Changes made in
 * another tab of the browser refresh what this one shows (see useCrossTabChanges).
 */
export function ApiProvider({ baseUrl = '', fetchImpl, getAccessToken = sessionToken, queryClient, children }: ApiProviderProps) {
  // The context, not useTranslation: the provider must not wait for catalogues to load.
  const i18n = useContext(I18nContext)?.i18n;
  const translate = useMemo(() => (i18n ? errorTranslator(i18n) : undefined), [i18n]);
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  const announce = useCrossTabChanges(client, baseUrl);
  const requester = useMemo(() => createRequester(baseUrl, fetchImpl, getAccessToken, translate, announce), [baseUrl, fetchImpl, getAccessToken, translate, announce]);
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
