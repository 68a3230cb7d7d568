/**
 * The preference state of docs/spec.md §4 and §9 and its rules, as pure functions: parsing (every
 * bad or tampered value falls back to its default, nothing throws), the layout rules and the
 * theme resolution. The cookie and React parts build on these.
 */
import { languageCodes, type Language } from '../i18n/languages';
import { isOverlayWidth } from './breakpoints';

/** Cookie names are `device-<key>` (docs/spec.md §9: prefix `device`). */
export const COOKIE_PREFIX = 'device';

export const themes = ['light', 'dark', 'system'] as const;
export const skins = ['default', 'bordered'] as const;
export const colorSchemes = ['light', 'dark'] as const;
export const contentWidths = ['fluid', 'boxed'] as const;
export const layoutNavs = ['horizontal', 'vertical'] as const;
export const navbarTypes = ['sticky', 'static', 'hidden'] as const;
export const footerTypes = ['static', 'sticky', 'hidden'] as const;
export const horizontalNavTypes = ['sticky', 'static', 'hidden'] as const;
/** The languages a user may choose: those the catalogues ship (src/i18n/languages.ts). */
export const settingsLanguages = languageCodes;
/** Map tiles: OpenStreetMap, or none (markers on a plain background, for offline sites). */
export const mapTileSources = ['osm', 'none'] as const;

export type Theme = (typeof themes)[number];
export type Skin = (typeof skins)[number];
export type ColorScheme = (typeof colorSchemes)[number];
export type ContentWidth = (typeof contentWidths)[number];
export type LayoutNav = (typeof layoutNavs)[number];
export type NavbarType = (typeof navbarTypes)[number];
export type FooterType = (typeof footerTypes)[number];
export type HorizontalNavType = (typeof horizontalNavTypes)[number];
export type SettingsLanguage = Language;
export type MapTileSource = (typeof mapTileSources)[number];

export interface Settings {
  theme: Theme;
  /** The scheme last resolved (what `system` meant); read before the OS can be asked. */
  colorScheme: ColorScheme;
  skin: Skin;
  appContentWidth: ContentWidth;
  layoutNav: LayoutNav;
  navbarType: NavbarType;
  isNavbarBlurEnabled: boolean;
  footerType: FooterType;
  horizontalNavType: HorizontalNavType;
  isVerticalNavCollapsed: boolean;
  isVerticalNavSemiDark: boolean;
  /** A `#rrggbb` primary for the light theme, or null for the default #7367F0. */
  lightPrimaryColor: string | null;
  /** A `#rrggbb` primary for the dark theme, or null for the default. */
  darkPrimaryColor: string | null;
  language: SettingsLanguage;
  /** Tiles behind the location map (a named source, never a free URL from a cookie). */
  mapTiles: MapTileSource;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  theme: 'dark',
  colorScheme: 'light',
  skin: 'default',
  appContentWidth: 'fluid',
  layoutNav: 'horizontal',
  navbarType: 'sticky',
  isNavbarBlurEnabled: true,
  footerType: 'hidden',
  horizontalNavType: 'sticky',
  isVerticalNavCollapsed: false,
  isVerticalNavSemiDark: false,
  lightPrimaryColor: null,
  darkPrimaryColor: null,
  language: 'en',
  mapTiles: 'osm',
});

/** The cookie key of each setting (the SPEC's names where it gives them). */
export const SETTING_KEYS: Record<keyof Settings, string> = {
  theme: 'theme',
  colorScheme: 'color-scheme',
  skin: 'skin',
  appContentWidth: 'appContentWidth',
  layoutNav: 'layoutNav',
  navbarType: 'navbarType',
  isNavbarBlurEnabled: 'isNavbarBlurEnabled',
  footerType: 'footerType',
  horizontalNavType: 'horizontalNavType',
  isVerticalNavCollapsed: 'isVerticalNavCollapsed',
  isVerticalNavSemiDark: 'isVerticalNavSemiDark',
  lightPrimaryColor: 'lightThemePrimaryColor',
  darkPrimaryColor: 'darkThemePrimaryColor',
  language: 'language',
  mapTiles: 'mapTiles',
};

/** `device-theme` etc. */
export const cookieName = (key: keyof Settings): string => `${COOKIE_PREFIX}-${SETTING_KEYS[key]}`;

const HEX = /^#[0-9a-f]{6}$/i;

/** True for a `#rrggbb` colour (anything else could inject CSS). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function oneOf<T extends string>(options: readonly T[], raw: unknown, fallback: T): T {
  return typeof raw === 'string' && (options as readonly string[]).includes(raw)
    ? (raw as T)
    : fallback;
}

function bool(raw: unknown, fallback: boolean): boolean {
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  return fallback;
}

/** Raw stored values by cookie key (a string per key, or missing). */
export type RawSettings = Partial<Record<string, unknown>>;

/**
 * Settings from raw stored values, key by key: a missing, malformed or out-of-range value takes
 * its default, then the layout rules apply. Never throws.
 */
export function parseSettings(raw: RawSettings | null | undefined): Settings {
  const get = (key: keyof Settings): unknown => {
    try {
      return raw && typeof raw === 'object' ? raw[SETTING_KEYS[key]] : undefined;
    } catch {
      return undefined; // a hostile getter
    }
  };
  const d = DEFAULT_SETTINGS;
  const color = (key: 'lightPrimaryColor' | 'darkPrimaryColor') => {
    const v = get(key);
    return isHexColor(v) ? v.toLowerCase() : null;
  };
  return applyLayoutRules({
    theme: oneOf(themes, get('theme'), d.theme),
    colorScheme: oneOf(colorSchemes, get('colorScheme'), d.colorScheme),
    skin: oneOf(skins, get('skin'), d.skin),
    appContentWidth: oneOf(contentWidths, get('appContentWidth'), d.appContentWidth),
    layoutNav: oneOf(layoutNavs, get('layoutNav'), d.layoutNav),
    navbarType: oneOf(navbarTypes, get('navbarType'), d.navbarType),
    isNavbarBlurEnabled: bool(get('isNavbarBlurEnabled'), d.isNavbarBlurEnabled),
    footerType: oneOf(footerTypes, get('footerType'), d.footerType),
    horizontalNavType: oneOf(horizontalNavTypes, get('horizontalNavType'), d.horizontalNavType),
    isVerticalNavCollapsed: bool(get('isVerticalNavCollapsed'), d.isVerticalNavCollapsed),
    isVerticalNavSemiDark: bool(get('isVerticalNavSemiDark'), d.isVerticalNavSemiDark),
    lightPrimaryColor: color('lightPrimaryColor'),
    darkPrimaryColor: color('darkPrimaryColor'),
    language: oneOf(settingsLanguages, get('language'), d.language),
    mapTiles: oneOf(mapTileSources, get('mapTiles'), d.mapTiles),
  });
}

/** Stored values of settings, by cookie key (null colours are left out: they mean "default"). */
export function serializeSettings(settings: Settings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(SETTING_KEYS) as (keyof Settings)[]) {
    const value = settings[key];
    if (value !== null) out[SETTING_KEYS[key]] = String(value);
  }
  return out;
}

/**
 * docs/spec.md §4: with horizontal navigation a hidden navbar is forced to sticky and the vertical
 * nav's collapsed flag is cleared.
 */
export function applyLayoutRules(settings: Settings): Settings {
  if (settings.layoutNav !== 'horizontal') return settings;
  if (settings.navbarType !== 'hidden' && !settings.isVerticalNavCollapsed) return settings;
  return {
    ...settings,
    navbarType: settings.navbarType === 'hidden' ? 'sticky' : settings.navbarType,
    isVerticalNavCollapsed: false,
  };
}

/** A change to the settings, with the layout rules applied to the result. */
export function updateSettings(settings: Settings, patch: Partial<Settings>): Settings {
  return applyLayoutRules({ ...settings, ...patch });
}

/**
 * The navigation actually shown: below the overlay breakpoint (976 px) it is vertical whatever
 * the choice; the choice itself is kept, so it returns when the screen widens.
 */
export function effectiveLayoutNav(layoutNav: LayoutNav, width: number): LayoutNav {
  return isOverlayWidth(width) ? 'vertical' : layoutNav;
}

/** The scheme a theme shows: `system` follows the OS preference. */
export function resolveTheme(theme: Theme, prefersDark: boolean): ColorScheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** The primary colour override for a scheme, or null for the theme's own. */
export function primaryColorFor(
  settings: Pick<Settings, 'lightPrimaryColor' | 'darkPrimaryColor'>,
  scheme: ColorScheme,
): string | null {
  return scheme === 'dark' ? settings.darkPrimaryColor : settings.lightPrimaryColor;
}

/** Preset primaries offered by the customizer (Vuexy's five). */
export const PRIMARY_PRESETS = ['#7367f0', '#0d9394', '#ffab1d', '#eb3d63', '#2092ec'] as const;
