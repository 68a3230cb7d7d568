/**
 * The requester (base URL, token, translated errors) on its own: what a screen that only calls
 * the API needs, such as the sign-in card, without TanStack Query (~12 kB gzip). `ApiProvider`
 * gives the same context with the query client and the live feed around it; under either,
 * `useRequester()` works.
 */
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';

import { ensureKitCatalogues } from '@/i18n/kit-i18n';
import { commonNs } from '@/i18n/ns/common';
import {
  apiErrorMessage,
  validationMessage,
  type ApiErrorKey,
  type ValidationKey,
} from '@/i18n/validation';

import { createRequester, type ErrorTranslator, type Requester } from './request';

export const RequesterContext = createContext<Requester | null>(null);

/** The token the login stored (see src/auth/session.ts); storage may be disabled. */
export function sessionToken(): string | null {
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
  const known = (group: 'validation' | 'apiErrors', key: string) =>
    i18n.exists(`${group}.${key}`, { ns: 'ee-common' });
  return {
    field: (issue) =>
      known('validation', issue.key)
        ? validationMessage(t(), { key: issue.key as ValidationKey, params: issue.params })
        : undefined,
    request: (key, params) =>
      known('apiErrors', key)
        ? apiErrorMessage(t(), { key: key as ApiErrorKey, params })
        : undefined,
  };
}

/**
 * Error messages in the language of the nearest I18nextProvider (the context: nothing waits for
 * catalogues).
 */
export function useErrorTranslator(): ErrorTranslator | undefined {
  const i18n = useContext(I18nContext)?.i18n;
  return useMemo(() => (i18n ? errorTranslator(i18n) : undefined), [i18n]);
}

export interface RequesterProviderProps {
  /** Base URL of the API; '' (default) is the same origin, where the simulation answers. */
  baseUrl?: string;
  /** A fetch of your own (e.g. one that waits for a mock worker or adds auth headers). */
  fetchImpl?: typeof fetch;
  /** The session's access token, sent as `Authorization: Bearer …` (default: sessionStorage). */
  getAccessToken?: () => string | null | undefined;
  children: ReactNode;
}

/**
 * Gives `useRequester()` to what is below it, and nothing else: no query client, so hooks built
 * on TanStack Query need `ApiProvider`. For a page that only posts, such as a sign-in.
 */
export function RequesterProvider({
  baseUrl = '',
  fetchImpl,
  getAccessToken = sessionToken,
  children,
}: RequesterProviderProps) {
  const translate = useErrorTranslator();
  const requester = useMemo(
    () => createRequester(baseUrl, fetchImpl, getAccessToken, translate),
    [baseUrl, fetchImpl, getAccessToken, translate],
  );
  return <RequesterContext.Provider value={requester}>{children}</RequesterContext.Provider>;
}

/** The requester of the nearest ApiProvider or RequesterProvider. */
export function useRequester(): Requester {
  const requester = useContext(RequesterContext);
  if (!requester)
    throw new Error('useRequester must be used inside <ApiProvider> or <RequesterProvider>');
  return requester;
}
