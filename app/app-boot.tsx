import type { i18n as I18n } from 'i18next';
import { use, useState } from 'react';
import { I18nextProvider } from 'react-i18next';

import { readSession } from '../src/auth/session';
import { DEFAULT_LANGUAGE, type Language } from '../src/i18n/languages';
import { preloadable } from '../src/lib/preloadable';

/** The sign-in card alone, for a visit that starts on /login signed out. */
export const loginAppModule = preloadable(() => import('./login-app').then((m) => m.LoginApp));
/** The router and the route table, with every page. */
export const routedAppModule = preloadable(() => import('./routed-app').then((m) => m.RoutedApp));
/**
 * i18next (~13 kB gzip), not in the entry: the sign-in card in English paints without it (the
 * kit's components then read their English catalogues directly, see src/i18n/english-text.ts),
 * so a first visit to /login loads only what it shows (issue 14). The routed app, and the card in
 * any other language, load it before their first render.
 */
export const i18nModule = preloadable(() => import('../src/i18n/i18n'));

/** The login page's address (a trailing slash is the same page to the router). */
const LOGIN_PATH = /^\/login\/?$/;

/** Whether the first load draws the routed app: anything but /login signed out. */
const startsRouted = (): boolean =>
  !LOGIN_PATH.test(window.location.pathname) || readSession() !== undefined;

/**
 * Whether a screen in `language` needs i18next: the routed app always, the sign-in card unless in
 * English.
 */
const needsI18n = (routed: boolean, language: Language): boolean =>
  routed || language !== DEFAULT_LANGUAGE;

/**
 * Loads what the first render draws. main.tsx awaits it before rendering, so the page is drawn in
 * one pass instead of a loading bar first (see src/lib/preloadable.ts); nothing the user could read
 * would show before it anyway.
 */
export const loadFirstScreen = (language: Language): Promise<unknown> => {
  const routed = startsRouted();
  return Promise.all([
    routed ? routedAppModule.load() : loginAppModule.load(),
    needsI18n(routed, language) ? i18nModule.load() : undefined,
  ]);
};

/**
 * The page's one i18next instance, made the first time a screen needs it (in the boot language).
 */
let instance: I18n | undefined;
const bootI18n = (module: typeof import('../src/i18n/i18n'), language: Language): I18n =>
  (instance ??= module.createI18n(language));

/** A sign-in is near: what the routed app needs starts loading (once; not awaited). */
export function warmUpRoutedApp(): void {
  void routedAppModule.load();
  void i18nModule.load();
}

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
 * app, whose own /login route serves a sign-out and a guard's redirect. i18next's provider is
 * around whichever needs it (`use` reads the module at once when it is already in).
 */
export function AppBoot({ language }: { language: Language }) {
  const [routed, setRouted] = useState(startsRouted);
  const i18n = needsI18n(routed, language) ? bootI18n(use(i18nModule.load()), language) : undefined;
  const screen = routed ? <RoutedAppGate /> : <LoginAppGate onSignedIn={() => setRouted(true)} />;
  return i18n ? <I18nextProvider i18n={i18n}>{screen}</I18nextProvider> : screen;
}
