export * from './settings';
export * from './breakpoints';
export { loadSettings, saveSettings, readSettingsCookies } from './cookies';
export {
  SettingsProvider,
  useSettings,
  usePrefersDark,
  useIsOverlayWidth,
  applyPrimaryColor,
  type SettingsContextValue,
  type SettingsProviderProps,
} from './settings-context';
export { bootLanguage, applyBootTheme } from './boot';
