// First: settings every later module's schemas are built with (a strict CSP, see the module).
import './strict-csp';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import '../src/theme/app.css';
import { SessionProvider } from '../src/auth/session-context';
import { applyBootTheme, bootLanguage } from '../src/settings/boot';
import { createI18n } from '../src/i18n/i18n';
import { applyDocumentLanguage } from '../src/i18n/languages';
// At once, in the entry: the check that the simulation's worker controls this page starts before
// the first screen loads (see mock.ts), and both first screens use the module.
import './mock';
import { PageLoading } from './page-loading';
import { AppBoot, loadFirstScreen } from './app-boot';

// Preferences before first paint: a cookie parse only (the full settings store loads with the shell).
const language = bootLanguage();
applyDocumentLanguage(language);
applyBootTheme();
const i18n = createI18n(language);

const app = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      {/* The API's providers are the first screen's own: the sign-in card's requester alone
          (login-app.tsx), the routed app's with the query client (routed-app.tsx). A visit that
          starts on /login loads no query client. */}
      <SessionProvider>
        <Suspense fallback={<PageLoading />}>
          <AppBoot />
        </Suspense>
      </SessionProvider>
    </I18nextProvider>
  </StrictMode>
);

// What the first screen draws is in before the first render (a promise, not a top-level await:
// that would make the bundler wrap every module of the entry, +11 kB). A failed load renders all
// the same and fails there, as a lazy component would.
void loadFirstScreen()
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root')!).render(app));
