// First: settings every later module's schemas are built with (a strict CSP, see the module).
import './strict-csp';

import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

import '../src/theme/app.css';

import { SessionProvider } from '../src/auth/session-context';
import { sessionFromOpenTabs } from '../src/auth/session-handover';
import { applyDocumentLanguage } from '../src/i18n/languages';
import { applyBootTheme, bootLanguage } from '../src/settings/boot';
// At once, in the entry: the check that the simulation's worker controls this page starts before
// the first screen loads (see mock.ts), and both first screens use the module.
import './mock';

import { AppBoot, loadFirstScreen } from './app-boot';
import { PageLoading } from './page-loading';

// Preferences before first paint: a cookie parse only (the full settings store loads with the
// shell).
const language = bootLanguage();
applyDocumentLanguage(language);
applyBootTheme();

const app = (
  <StrictMode>
    {/* The API's providers are the first screen's own: the sign-in card's requester alone
        (login-app.tsx), the routed app's with the query client (routed-app.tsx). A visit that
        starts on /login loads no query client. i18next's provider is AppBoot's too: the sign-in
        card in English paints without i18next. */}
    <SessionProvider>
      <Suspense fallback={<PageLoading />}>
        <AppBoot language={language} />
      </Suspense>
    </SessionProvider>
  </StrictMode>
);

// What the first screen draws is in before the first render (a promise, not a top-level await:
// that would make the bundler wrap every module of the entry, +11 kB). A failed load renders all
// the same and fails there, as a lazy component would.
// A transition: React renders it in steps of a few milliseconds, yielding to the browser between
// them, where a plain first render is one task (on Lighthouse's phone its longest task after the
// first paint; figures in docs/performance.md). Nothing has been drawn yet, so
// nothing waits on it.
// A tab opened without a session (a Ctrl+click, a pasted link) first takes the one an open tab of
// this browser holds, if any (at once when none does): the first screen then reads it, and the
// page asked for opens instead of the sign-in page (issue 35.4).
void sessionFromOpenTabs()
  .catch(() => undefined)
  .then(() => loadFirstScreen(language))
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => root.render(app));
  });
