import { use, useState } from 'react';
import { readSession } from '../src/auth/session';
import { preloadable } from '../src/lib/preloadable';

/** The sign-in card alone, for a visit that starts on /login signed out. */
export const loginAppModule = preloadable(() => import('./login-app').then((m) => m.LoginApp));
/** The router and the route table, with every page. */
export const routedAppModule = preloadable(() => import('./routed-app').then((m) => m.RoutedApp));

/** The login page's address (a trailing slash is the same page to the router). */
const LOGIN_PATH = /^\/login\/?$/;

/** Whether the first load draws the routed app: anything but /login signed out. */
const startsRouted = (): boolean => !LOGIN_PATH.test(window.location.pathname) || readSession() !== undefined;

/**
 * Loads what the first render draws. main.tsx awaits it before rendering, so the page is drawn in
 * one pass instead of a loading bar first (see src/lib/preloadable.ts); nothing the user could read would
 * show before it anyway.
 */
export const loadFirstScreen = (): Promise<unknown> => (startsRouted() ? routedAppModule.load() : loginAppModule.load());

function RoutedAppGate() {
  const RoutedApp = use(routedAppModule.load());
  return <RoutedApp />;
}

function LoginAppGate({ onSignedIn }: { onSignedIn: () => void }) {
  const LoginApp = use(loginAppModule.load());
  return <LoginApp onSignedIn={onSignedIn} />;
}

/**
 * What the first load draws. Signed out on /login: the login page alone, without the router and
 * the app's route table (they load once the user signs in, or types). Anything else: the routed
 * app, whose own /login route serves a sign-out and a guard's redirect.
 */
export function AppBoot() {
  const [routed, setRouted] = useState(startsRouted);
  return routed ? <RoutedAppGate /> : <LoginAppGate onSignedIn={() => setRouted(true)} />;
}
