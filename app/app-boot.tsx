import { lazy, useState } from 'react';
import { useSession } from '../src/auth/session-context';

const LoginApp = lazy(() => import('./login-app').then((m) => ({ default: m.LoginApp })));
const RoutedApp = lazy(() => import('./routed-app').then((m) => ({ default: m.RoutedApp })));

/** The login page's address (a trailing slash is the same page to the router). */
const LOGIN_PATH = /^\/login\/?$/;

/**
 * What the first load draws. Signed out on /login: the login page alone, without the router and
 * the app's route table (they load once the user signs in, or types). Anything else: the routed
 * app, whose own /login route serves a sign-out and a guard's redirect.
 */
export function AppBoot() {
  const { isSignedIn } = useSession();
  const [routed, setRouted] = useState(() => !LOGIN_PATH.test(window.location.pathname) || isSignedIn());
  return routed ? <RoutedApp /> : <LoginApp onSignedIn={() => setRouted(true)} />;
}
