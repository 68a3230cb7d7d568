import { useIsFetching } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { matchRoutes, useLocation, useNavigate, useNavigation } from 'react-router';

import { useSession } from '@/auth/session-context';
import { lazyOverlay } from '@/components/feedback/lazy-overlay';
import { LoadingBar } from '@/components/feedback/loading-bar';
import { AppShell } from '@/components/layout/app-shell';
import type { CustomizerProps } from '@/components/layout/customizer';
import { CustomizerTrigger } from '@/components/layout/customizer-trigger';
// The navbar's menus: buttons at once, menus (Radix, floating-ui) when the browser is idle.
import {
  LazyLanguageSwitcher as LanguageSwitcher,
  LazyNotifications as Notifications,
  LazyShortcuts as Shortcuts,
  LazyThemeSwitcher as ThemeSwitcher,
  LazyUserMenu as UserMenu,
} from '@/components/layout/lazy-navbar-menus';
import { filterNav } from '@/components/layout/nav-items';
import {
  forgetSharedRecentSearches,
  recentSearchesKey,
} from '@/components/layout/recent-searches-key';
import { isActionUrl } from '@/components/layout/search-action-url';
import { SearchButton } from '@/components/layout/search-button';
import type { SearchResultItem } from '@/components/layout/search-dialog';
import { useKeySequences, type KeySequence } from '@/components/layout/use-key-sequences';
import { useSearchHotkey } from '@/components/layout/use-search-hotkey';
import { useTypeAhead } from '@/components/layout/use-type-ahead';
import { commonNs } from '@/i18n/ns/common';
import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { safePath } from '@/lib/safe-path';
import { notificationStateKey } from '@/screens/home/notification-state';
import {
  useDeviceNotifications,
  type UseDeviceNotificationsOptions,
} from '@/screens/home/use-device-notifications';
import { useWorkNotifications } from '@/screens/home/use-work-notifications';
import { useScreenPaths } from '@/screens/paths';
import type { CommandPaletteProps } from '@/screens/shell/command-palette';
import { goShortcuts, keysLabel, newItemTarget } from '@/screens/shell/keyboard-shortcuts';
import {
  APPS_SUBJECT,
  buildNavigation,
  buildShortcuts,
  DEVICE_SUBJECT,
  profilePath,
  WORK_ORDER_SUBJECT,
} from '@/screens/shell/navigation';
import { SettingsProvider, useSettings } from '@/settings/settings-context';

import { DemoDataNotice } from '../demo-data-notice';
import { API_BASE_URL } from '../mock';
import { pageTitle } from '../page-title';
import type { ResetDemoDataDialogProps } from '../reset-demo-data';
import { isRouteMeta, type RouteMeta } from '../route-meta';
import { routes } from '../routes';

// The customizer (its radio groups and switches) loads when first opened (fetched when the
// browser is idle after the first paint): no page needs it to draw. The palette stays in the
// first bundle: it opens from the keyboard, and keys typed while it loaded would be lost.
const Customizer = lazyOverlay<CustomizerProps>(
  () => import('@/components/layout/customizer').then((m) => m.Customizer),
  (p) => p.open,
);
// The command palette (cmdk, its search and icons) loads when the browser is idle and is drawn
// when first opened; its Ctrl/⌘K is listened for here meanwhile.
const CommandPalette = lazyOverlay<CommandPaletteProps>(
  () => import('@/screens/shell/command-palette').then((m) => m.CommandPalette),
  (p) => p.open,
);
// "Reset demo data" asks first: its dialog loads when the browser is idle, like the customizer.
const ResetDemoData = lazyOverlay<ResetDemoDataDialogProps>(
  () => import('../reset-demo-data').then((m) => m.ResetDemoDataDialog),
  (p) => p.open,
);
// Toasts come after something happened: sonner is not part of a page's first paint.
const Toaster = lazy(() =>
  import('@/components/feedback/toaster').then((m) => ({ default: m.Toaster })),
);

/** The default layout: the admin shell wired to settings, session, navigation and search. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  // tailwind-merge builds its tables on its first call, whatever it is given (docs/performance.md
  // has the figure): here, a render step before the shell's, not in it.
  useState(cn);
  const { i18n } = useKitTranslation(commonNs);
  const onLanguageChange = useCallback(
    (language: string) => void i18n?.changeLanguage(language),
    [i18n],
  );
  return (
    <SettingsProvider onLanguageChange={onLanguageChange}>
      <Shell>{children}</Shell>
    </SettingsProvider>
  );
}

/**
 * The RouteMetas of the routes a path of the app matches, innermost first (null when none matches).
 */
function metasOf(url: string): RouteMeta[] | null {
  const matches = matchRoutes(routes, url.split(/[?#]/)[0]);
  return (
    matches &&
    matches
      .map((match) => match.route.handle as unknown)
      .filter(isRouteMeta)
      .reverse()
  );
}

/** A route's title by a path of the app ("/login" → "Sign in"), or undefined. */
function titleOfUrl(url: string, t: TFunction<'ee-shell'>): string | undefined {
  const title = metasOf(url)?.find((meta) => meta.title)?.title;
  return title && pageTitle(title, t);
}

/** The subject a URL's route needs, or undefined when it opens for anyone signed in. */
function subjectOf(url: string): string | undefined | null {
  const metas = metasOf(url);
  return metas && metas[0]?.subject;
}

/**
 * The navbar's notifications, told from the device data (each user's read and removed ones kept
 * apart). A component of its own, not a hook of the shell: its queries are set up in a render
 * step of their own (a phone's main thread is not held through the whole shell's first render),
 * and the answers, which React draws in one piece, redraw the menu only, not the whole shell.
 */
function DeviceNotificationsMenu({
  workUserId,
  ...options
}: UseDeviceNotificationsOptions & { workUserId: number | undefined }) {
  // The user's own work (new, due and overdue orders assigned to them) joins when idle.
  const work = useWorkNotifications(workUserId);
  const notifications = useDeviceNotifications({ ...options, more: work.more });
  return (
    <>
      {work.feed}
      <Notifications {...notifications} />
    </>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useKitTranslation(shellNs);
  const { settings, update, reset, colorScheme, isOverlayNav, layoutNav } = useSettings();
  const { session, signOut, can } = useSession();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const firstLoads = useIsFetching({
    predicate: (q) => q.state.data === undefined && q.queryKey[0] !== 'app-bar-search',
  });
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [query, setQuery] = useState('');

  const allowed = useCallback(
    (subject: string | undefined | null) => subject !== null && (!subject || can('read', subject)),
    [can],
  );
  const paths = useScreenPaths();
  const groups = useMemo(
    () => filterNav(buildNavigation(t, paths), (item) => allowed(item.subject)),
    [t, paths, allowed],
  );
  const shortcuts = useMemo(
    () => buildShortcuts(t, paths).filter((s) => allowed(s.subject)),
    [t, paths, allowed],
  );
  const profileTo = profilePath(paths);
  const allowedUrl = useCallback(
    (url: string) => url === '/login' || allowed(subjectOf(url)),
    [allowed],
  );
  const { pathname } = useLocation();
  const goKeys = useMemo(
    () => goShortcuts(paths).filter((s) => allowed(s.subject)),
    [paths, allowed],
  );
  const shortcutOf = useCallback(
    (url: string) => {
      const hit = goKeys.find((s) => s.to === url);
      return hit && keysLabel(hit.keys);
    },
    [goKeys],
  );
  const actions = useMemo(
    () => ({
      canChangeDevices: can('create', DEVICE_SUBJECT),
      canReadDevices: allowed(DEVICE_SUBJECT),
      canOpenApps: allowed(APPS_SUBJECT),
      canCreateWorkOrders: can('create', WORK_ORDER_SUBJECT),
      plansWork: can('manage', WORK_ORDER_SUBJECT),
      colorScheme,
      language: settings.language,
      layoutNav: settings.layoutNav,
    }),
    [can, allowed, colorScheme, settings.language, settings.layoutNav],
  );
  const routeTitle = useCallback((url: string) => titleOfUrl(url, t), [t]);
  // Each user's own recent choices; the list the first versions shared between accounts goes.
  const userKey = session?.userData.id ?? session?.userData.email ?? '';
  useEffect(() => forgetSharedRecentSearches(), []);

  const logout = useCallback(() => {
    signOut();
    void navigate('/login', { replace: true });
  }, [signOut, navigate]);

  /** Runs a palette result: an action by its id, a page by its path (only this app's paths). */
  const runPaletteItem = useCallback(
    (item: SearchResultItem) => {
      if (!isActionUrl(item.url)) {
        const path = safePath(item.url);
        if (path) void navigate(path);
        return;
      }
      // Each action runs where it is defined. That module comes with the palette's (which
      // imports it), so it is in by the time a result is chosen, and no page's first paint
      // carries it.
      void import('@/screens/shell/palette-action-runs').then(({ runPaletteAction }) =>
        runPaletteAction(item.url, {
          canChangeDevices: actions.canChangeDevices,
          canOpenApps: actions.canOpenApps,
          canCreateWorkOrders: actions.canCreateWorkOrders,
          paths,
          navigate: (to) => void navigate(to),
          update,
          signOut: logout,
        }),
      );
    },
    [actions, paths, navigate, update, logout],
  );

  // g + a letter goes to a page; n adds to the list on screen (not while the palette or a form is
  // open).
  const sequences = useMemo<KeySequence[]>(() => {
    const list: KeySequence[] = goKeys.map((s) => ({
      keys: s.keys,
      run: () => void navigate(s.to),
    }));
    const target =
      actions.canChangeDevices || actions.canOpenApps || actions.canCreateWorkOrders
        ? newItemTarget(pathname, paths)
        : null;
    if (target && allowed(subjectOf(target)))
      list.push({ keys: 'n', run: () => void navigate(target) });
    return list;
  }, [goKeys, actions, pathname, paths, navigate, allowed]);
  useKeySequences(sequences, !searchOpen && !customizerOpen && !resetOpen);
  useSearchHotkey(useCallback(() => setSearchOpen((open) => !open), []));
  // Typed at once after opening, before the palette's field is drawn (its code may be loading):
  // kept.
  useTypeAhead(searchOpen, setQuery);

  return (
    <AppShell
      layoutNav={layoutNav}
      overlayNav={isOverlayNav}
      groups={groups}
      navbarType={settings.navbarType}
      navbarBlur={settings.isNavbarBlurEnabled}
      horizontalNavType={settings.horizontalNavType}
      footerType={settings.footerType}
      contentWidth={settings.appContentWidth}
      navCollapsed={settings.isVerticalNavCollapsed}
      onNavCollapsedChange={(collapsed) => update({ isVerticalNavCollapsed: collapsed })}
      semiDark={settings.isVerticalNavSemiDark && colorScheme === 'light'}
      loading={navigation.state === 'loading' || firstLoads > 0}
      navbarStart={<SearchButton onClick={() => setSearchOpen(true)} />}
      navbarEnd={
        <>
          <LanguageSwitcher
            value={settings.language}
            onChange={(language) => update({ language })}
          />
          <ThemeSwitcher value={settings.theme} onChange={(theme) => update({ theme })} />
          {shortcuts.length > 0 && <Shortcuts items={shortcuts} />}
          <DeviceNotificationsMenu
            storageKey={notificationStateKey(userKey)}
            enabled={allowed(DEVICE_SUBJECT)}
            workUserId={session && allowed(WORK_ORDER_SUBJECT) ? session.userData.id : undefined}
          />
          {session && (
            <UserMenu
              user={{ fullName: session.userData.fullName, role: session.userData.role }}
              profileTo={allowed(subjectOf(profileTo)) ? profileTo : undefined}
              onSettings={() => setCustomizerOpen(true)}
              onResetDemoData={API_BASE_URL ? undefined : () => setResetOpen(true)}
              onLogout={logout}
            />
          )}
        </>
      }
      overlays={
        <>
          <CommandPalette
            open={searchOpen}
            onOpenChange={setSearchOpen}
            query={query}
            onQueryChange={setQuery}
            navigation={groups}
            allowed={allowedUrl}
            actions={actions}
            shortcutOf={shortcutOf}
            routeTitle={routeTitle}
            recentKey={recentSearchesKey(userKey)}
            onSelect={runPaletteItem}
          />
          {/* On a phone or a tablet the gear tab would lie over the content's edge (tabs that scroll
              sideways, a table's last column): the user menu's Settings opens the customizer there. */}
          {!isOverlayNav && <CustomizerTrigger onClick={() => setCustomizerOpen(true)} />}
          <Customizer
            settings={settings}
            colorScheme={colorScheme}
            onChange={update}
            onReset={reset}
            open={customizerOpen}
            onOpenChange={setCustomizerOpen}
            showTrigger={false}
          />
          {!API_BASE_URL && <ResetDemoData open={resetOpen} onOpenChange={setResetOpen} />}
          {/* Screens confirm saves, exports and failures with toasts (here, not in the entry: /login has none). */}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
          <DemoDataNotice />
        </>
      }
    >
      <Suspense fallback={<LoadingBar loading />}>{children}</Suspense>
    </AppShell>
  );
}
