import { Suspense, use, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';

import { useSession } from '../src/auth/session-context';
import { shellNs } from '../src/i18n/ns/shell';
import { useKitTranslation } from '../src/i18n/use-kit-translation';
import { NotAuthorizedScreen } from '../src/screens/misc/not-authorized-screen';
import { useScreenPaths } from '../src/screens/paths';
import { startPageFor } from '../src/screens/shell/navigation';
import { shellModule } from './layouts/shell-module';
import { PageLoading } from './page-loading';
import { pageTitle, useDocumentTitle } from './page-title';
import { isRouteMeta, type RouteMeta } from './route-meta';
import { ScrollManager } from './scroll-manager';

/**
 * The shell, which loads only where it shows (/login and not-found stay small). A route inside it
 * has loaded it with its page (routes.tsx), so it renders in the same pass as the page; it
 * suspends only if it has not (see src/lib/preloadable.ts).
 */
function DefaultLayoutGate({ children }: { children: ReactNode }) {
  const Layout = use(shellModule.load());
  return <Layout>{children}</Layout>;
}

/** The deepest matched route's meta decides layout and access. */
function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteMeta(handle)) return handle;
  }
  return { layout: 'default' };
}

/** Picks the layout by route meta and applies the guard: no session token → /login. */
export function RootRoute() {
  const meta = useRouteMeta();
  const location = useLocation();
  const { session, can, signOut, isSignedIn } = useSession();
  const { t } = useKitTranslation(shellNs);
  // The token may be gone while this tab still holds the user (removed by hand, or another tab
  // signed out): checked on every navigation, the back button included.
  const signedIn = isSignedIn();
  useEffect(() => {
    if (session && !signedIn) signOut();
  }, [session, signedIn, signOut, location.key]);

  const allowed = meta.public || !meta.subject || can('read', meta.subject);
  const paths = useScreenPaths();
  const start = startPageFor(t, (subject) => !subject || can('read', subject), paths);
  const guarded = !meta.public && !signedIn;
  // Before any return (hooks run on every render); a guarded page is titled by the login page it
  // goes to.
  useDocumentTitle(
    guarded
      ? undefined
      : allowed
        ? meta.title
          ? pageTitle(meta.title, t)
          : undefined
        : t('titles.notAuthorized'),
  );
  if (guarded) {
    const to = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={to === '/' ? '/login' : `/login?to=${encodeURIComponent(to)}`} replace />;
  }
  if (!allowed) {
    // Home is where everyone lands after signing in: someone who may not read it starts at
    // their own first page instead of a dead end.
    if (location.pathname === '/' && start.to !== '/') return <Navigate to={start.to} replace />;
  }
  const page = allowed ? (
    <Outlet />
  ) : (
    <NotAuthorizedScreen
      variant="embedded"
      allowedTo={start.to}
      allowedLabel={start.title}
      onSignOut={signOut}
    />
  );
  return (
    <>
      <ScrollManager />
      <Suspense fallback={<PageLoading />}>
        {meta.layout === 'blank' ? page : <DefaultLayoutGate>{page}</DefaultLayoutGate>}
      </Suspense>
    </>
  );
}
