import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import { directionOf } from '../i18n/languages';
import { isOverlayWidth, OVERLAY_NAV_BREAKPOINT } from './breakpoints';
import { loadSettings, saveSettings } from './cookies';
import {
  DEFAULT_SETTINGS,
  effectiveLayoutNav,
  primaryColorFor,
  resolveTheme,
  updateSettings,
  type ColorScheme,
  type LayoutNav,
  type Settings,
} from './settings';

export interface SettingsContextValue {
  /** The stored choices. */
  settings: Settings;
  /** Changes some settings (layout rules applied) and persists them. */
  update: (patch: Partial<Settings>) => void;
  /** Back to the defaults of docs/spec.md §4 (language kept). */
  reset: () => void;
  /** The scheme shown now (`system` resolved against the OS). */
  colorScheme: ColorScheme;
  /** True below the overlay breakpoint (976 px): the nav is a drawer. */
  isOverlayNav: boolean;
  /** The navigation shown now: vertical below 976 px, else the choice. */
  layoutNav: LayoutNav;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    if (typeof matchMedia !== 'function') return () => {};
    const mql = matchMedia(query);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  };
}
const mediaMatches = (query: string) => () =>
  typeof matchMedia === 'function' && matchMedia(query).matches;

const DARK_QUERY = '(prefers-color-scheme: dark)';
const OVERLAY_QUERY = `(max-width: ${OVERLAY_NAV_BREAKPOINT - 0.02}px)`;
const subscribeDark = subscribeMedia(DARK_QUERY);
const subscribeOverlay = subscribeMedia(OVERLAY_QUERY);
const getDark = mediaMatches(DARK_QUERY);
const getOverlay = mediaMatches(OVERLAY_QUERY);

/** True while the OS asks for dark colours; follows changes live. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribeDark, getDark, () => false);
}

/** True below the overlay-navigation breakpoint; follows resizes. */
export function useIsOverlayWidth(): boolean {
  return useSyncExternalStore(subscribeOverlay, getOverlay, () =>
    isOverlayWidth(Number.POSITIVE_INFINITY),
  );
}

const PRIMARY_VARS = [
  '--ee-primary',
  '--ee-primary-dark',
  '--ee-primary-solid',
  '--ee-primary-ink',
] as const;

/** Sets or clears the primary override on an element (inline CSS variables). */
export function applyPrimaryColor(
  el: HTMLElement,
  color: string | null,
  scheme: ColorScheme,
): void {
  if (!color) {
    PRIMARY_VARS.forEach((v) => el.style.removeProperty(v));
    return;
  }
  el.style.setProperty('--ee-primary', color);
  el.style.setProperty('--ee-primary-dark', `color-mix(in srgb, ${color} 88%, black)`);
  // Fills under white text and text on surfaces are darkened (or lightened in dark) for contrast.
  el.style.setProperty('--ee-primary-solid', `color-mix(in srgb, ${color} 72%, black)`);
  el.style.setProperty(
    '--ee-primary-ink',
    scheme === 'dark'
      ? `color-mix(in srgb, ${color} 55%, white)`
      : `color-mix(in srgb, ${color} 68%, black)`,
  );
}

export interface SettingsProviderProps {
  /** Starting settings; by default the ones in the `device-*` cookies. */
  initial?: Settings;
  /** Writes changes to the cookies (default true; stories pass false). */
  persist?: boolean;
  /** Sets data-theme, data-skin, lang, dir and the primary colour on <html> (default true). */
  applyToDocument?: boolean;
  /** Called after the language setting changes (the app switches i18next there). */
  onLanguageChange?: (language: Settings['language']) => void;
  children: ReactNode;
}

/** Holds the preferences of docs/spec.md §4/§9, persists them and applies them to the document. */
export function SettingsProvider({
  initial,
  persist = true,
  applyToDocument = true,
  onLanguageChange,
  children,
}: SettingsProviderProps) {
  const [settings, setSettings] = useState<Settings>(() => initial ?? loadSettings());
  const prefersDark = usePrefersDark();
  const overlay = useIsOverlayWidth();
  const colorScheme = resolveTheme(settings.theme, prefersDark);
  const stored = useMemo(
    () => (settings.colorScheme === colorScheme ? settings : { ...settings, colorScheme }),
    [settings, colorScheme],
  );

  useEffect(() => {
    if (persist) saveSettings(stored);
  }, [persist, stored]);

  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const html = document.documentElement;
    html.dataset.theme = colorScheme;
    html.dataset.skin = settings.skin;
    applyPrimaryColor(html, primaryColorFor(settings, colorScheme), colorScheme);
  }, [applyToDocument, colorScheme, settings]);

  useLayoutEffect(() => {
    if (!applyToDocument) return;
    document.documentElement.lang = settings.language;
    document.documentElement.dir = directionOf(settings.language);
  }, [applyToDocument, settings.language]);

  const update = useCallback(
    (patch: Partial<Settings>) => {
      setSettings((s) => updateSettings(s, patch));
      if (patch.language) onLanguageChange?.(patch.language);
    },
    [onLanguageChange],
  );
  const reset = useCallback(
    () => setSettings((s) => ({ ...DEFAULT_SETTINGS, language: s.language })),
    [],
  );

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings: stored,
      update,
      reset,
      colorScheme,
      isOverlayNav: overlay,
      layoutNav: effectiveLayoutNav(settings.layoutNav, overlay ? 0 : Number.POSITIVE_INFINITY),
    }),
    [stored, update, reset, colorScheme, overlay, settings.layoutNav],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/**
 * The settings context; throws outside a SettingsProvider (a wiring mistake, not a runtime state).
 */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings needs a <SettingsProvider>');
  return value;
}
