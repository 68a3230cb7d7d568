// First: settings every later module's schemas are built with (a strict CSP, see the module).
import './strict-csp';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import '../src/theme/app.css';
import { ApiProvider } from '../src/api/client/api-provider';
import { SessionProvider, endSession } from '../src/auth/session-context';
import { sessionLost } from '../src/auth/session';
import { applyBootTheme, bootLanguage } from '../src/settings/boot';
import { createI18n } from '../src/i18n/i18n';
import { applyDocumentLanguage } from '../src/i18n/languages';
import { API_BASE_URL, apiReady } from './mock';
import { PageLoading } from './page-loading';
import { AppBoot, loadFirstScreen } from './app-boot';

// Preferences before first paint: a cookie parse only (the full settings store loads with the shell).
const language = bootLanguage();
applyDocumentLanguage(language);
applyBootTheme();
const i18n = createI18n(language);

const isLoginCall = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input).includes('/api/auth/login');

/**
 * Requests wait for the simulation's worker; the first render does not. A request made after the
 * token went (signed out in another tab, removed by hand), or answered 401, ends the session:
 * the guard then sends the user to /login and back here after signing in.
 */
const fetchWhenReady: typeof fetch = async (input, init) => {
  await apiReady();
  if (!isLoginCall(input) && sessionLost()) endSession();
  const response = await fetch(input, init);
  if (response.status === 401 && !isLoginCall(input)) endSession();
  return response;
};

/** The live socket opens once the simulation's worker (which answers it) has started. */
const openSocketWhenReady = async (url: string): Promise<WebSocket> => {
  await apiReady();
  return new WebSocket(url);
};

const app = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ApiProvider baseUrl={API_BASE_URL} fetchImpl={fetchWhenReady} openSocket={openSocketWhenReady}>
        <SessionProvider>
          <Suspense fallback={<PageLoading />}>
            <AppBoot />
          </Suspense>
        </SessionProvider>
      </ApiProvider>
    </I18nextProvider>
  </StrictMode>
);

// What the first screen draws is in before the first render (a promise, not a top-level await:
// that would make the bundler wrap every module of the entry, +11 kB). A failed load renders all
// the same and fails there, as a lazy component would.
void loadFirstScreen()
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root')!).render(app));
