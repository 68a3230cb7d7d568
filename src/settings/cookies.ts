/** The settings' cookie storage (js-cookie): read all keys, write the ones that changed. */
import Cookies from 'js-cookie';

import {
  COOKIE_PREFIX,
  parseSettings,
  serializeSettings,
  type RawSettings,
  type Settings,
} from './settings';

const ONE_YEAR_DAYS = 365;

/** Raw `device-*` cookie values, keyed without the prefix. */
export function readSettingsCookies(): RawSettings {
  const raw: RawSettings = {};
  try {
    const all = Cookies.get();
    const prefix = `${COOKIE_PREFIX}-`;
    for (const [name, value] of Object.entries(all))
      if (name.startsWith(prefix)) raw[name.slice(prefix.length)] = value;
  } catch {
    // cookies disabled or unreadable: defaults
  }
  return raw;
}

/** The stored settings, defaults for anything missing or bad. */
export function loadSettings(): Settings {
  return parseSettings(readSettingsCookies());
}

/** Writes every setting; default-null colours are removed. */
export function saveSettings(settings: Settings): void {
  try {
    const values = serializeSettings(settings);
    for (const key of ['lightThemePrimaryColor', 'darkThemePrimaryColor'])
      if (!(key in values)) Cookies.remove(`${COOKIE_PREFIX}-${key}`, { path: '/' });
    for (const [key, value] of Object.entries(values))
      Cookies.set(`${COOKIE_PREFIX}-${key}`, value, {
        path: '/',
        expires: ONE_YEAR_DAYS,
        sameSite: 'lax',
      });
  } catch {
    // storage refused: the settings still apply for this page
  }
}
